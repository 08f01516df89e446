// One location's text and links: its name (in a list, the button that puts it on the map, pressed while
// it is there), address and description, then directions, its phone and its site. Directions and the site
// open a tab of their own without an opener; each followed link is an engagement event.
import type { ShownLocation } from './locations';

export type LinkKind = 'directions' | 'call' | 'website';

export function LocationInfo(props: {
  loc: ShownLocation;
  nameId: string;
  texts: { directions: string; call: string; website: string };
  /** In a list of several: the name is a toggle button for the map. */
  pick?: { pressed: boolean; controls: string; onPick(): void };
  onFollow(kind: LinkKind): void;
}) {
  const { loc, texts, pick } = props;
  const out = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': props.nameId } as const;
  return (
    <>
      <h3 className="mp-name">
        {pick ? (
          <button type="button" id={props.nameId} className="mp-pick" aria-pressed={pick.pressed} aria-controls={pick.controls} onClick={pick.onPick}>
            {loc.name}
          </button>
        ) : (
          <span id={props.nameId}>{loc.name}</span>
        )}
      </h3>
      {loc.address ? <p className="mp-address">{loc.address}</p> : null}
      {loc.description ? <p className="mp-desc">{loc.description}</p> : null}
      <p className="mp-links">
        {loc.directions ? (
          <a href={loc.directions} {...out} onClick={() => props.onFollow('directions')}>
            {texts.directions}
          </a>
        ) : null}
        {/* The phone's own app answers a tel: link: no tab of its own. */}
        {loc.tel ? (
          <a href={loc.tel} aria-describedby={props.nameId} onClick={() => props.onFollow('call')}>
            {texts.call} {loc.phone}
          </a>
        ) : null}
        {loc.site ? (
          <a href={loc.site} {...out} onClick={() => props.onFollow('website')}>
            {texts.website}
          </a>
        ) : null}
      </p>
    </>
  );
}
