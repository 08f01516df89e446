// The map widget: the owner's location(s) and, in a box of the owner's height, a facade of ours (the
// selected location's name and address, a "Show map" button and a note naming the provider) until the
// visitor asks for the map; only then is Google's or OpenStreetMap's frame made, so nothing reaches them
// before (the owner may load it at once when the site asks consent itself). With several locations a list
// beside the map (below it on a narrow frame, by a container query) puts the one picked on the map.
import { useEffect, useRef, useState } from 'react';
import { mapDefaults, mapHeight, PROVIDER_NAMES, type MapData } from '../../../shared/widgets/map';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { LocationInfo, type LinkKind } from './LocationInfo';
import { MapFacade } from './MapFacade';
import { shownLocations } from './locations';
import { MAP_CSS } from './map-css';

export function MapWidget(props: WidgetProps<MapData>) {
  const { ctx } = props;
  const data = useWidgetData(mapDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const [selected, setSelected] = useState(0);
  // The visitor's own request for the map (the click), or the owner's, for a site that asks consent itself.
  const [asked, setAsked] = useState(false);
  const [focusMap, setFocusMap] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone: the keyboard carries on from the map that took its place.
  useEffect(() => void (focusMap && frame.current?.focus()), [focusMap]);
  if (!visible) return null;

  const locations = shownLocations(data, t);
  const guid = props.widget.guid;
  const title = t('title', data.title);
  const provider = data.provider === 'osm' ? 'osm' : 'google';
  // Within the list the builder may have just shortened.
  const sel = Math.max(0, Math.min(selected, locations.length - 1));
  const current = locations[sel];
  const shown = (asked || data.loadImmediately === true) && !!current?.embed;
  const texts = { directions: t('directionsText', data.directionsText), call: t('callText', data.callText), website: t('websiteText', data.websiteText) };
  const report = (subtype: string, id: string) => ctx.reportEngagement({ interaction: 'click', eventSubType: subtype, entityPath: `locations/${id}` });
  const mapId = `map-${guid}`;
  const nameId = (i: number) => `map-${guid}-loc-${i}`;
  const several = locations.length > 1;
  const showMap = () => {
    setAsked(true);
    setFocusMap(true);
    report('show_map', current!.id);
  };
  const info = (i: number) => {
    const loc = locations[i]!;
    const pick = several ? { pressed: i === sel, controls: mapId, onPick: () => i !== sel && (setSelected(i), report('select', loc.id)) } : undefined;
    return <LocationInfo loc={loc} nameId={nameId(i)} texts={texts} pick={pick} onFollow={(kind: LinkKind) => report(kind, loc.id)} />;
  };

  const show = current?.embed
    ? { text: t('showMapText', data.showMapText), note: t('noteText', data.noteText).replace('{provider}', PROVIDER_NAMES[provider]), noteId: `${mapId}-note`, onClick: showMap }
    : undefined;

  return (
    <WidgetRoot data={data} ctx={ctx} type="map" css={MAP_CSS}>
      {title ? <h2>{title}</h2> : null}
      {!current ? (
        <p className="tw-muted">No locations yet.</p>
      ) : (
        // The box the container query measures; the layout inside it is what it places.
        <div className="mp-box">
          <div className={several ? 'mp-layout mp-several' : 'mp-layout'}>
            <div className="mp-map" id={mapId} style={{ '--mp-h': `${mapHeight(data.mapHeight)}px` }}>
              {shown ? (
                <iframe
                  ref={frame}
                  key={current.id}
                  src={current.embed!}
                  title={t('mapTitle', 'Map of {name}').replace('{name}', current.name)}
                  // Loaded at once by the owner's choice: still only when it nears the screen.
                  loading={asked ? undefined : 'lazy'}
                  referrerpolicy="no-referrer-when-downgrade"
                  allow="fullscreen"
                />
              ) : (
                <MapFacade name={current.name} address={current.address} show={show} />
              )}
            </div>
            {several ? (
              <ul className="mp-list" aria-label={t('locations', 'Locations')}>
                {locations.map((loc, i) => (
                  <li key={loc.id} className={i === sel ? 'mp-item mp-on' : 'mp-item'}>
                    {info(i)}
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mp-item mp-one">{info(0)}</div>
            )}
          </div>
        </div>
      )}
    </WidgetRoot>
  );
}
