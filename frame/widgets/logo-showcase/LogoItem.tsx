// One logo: its picture in a box of fixed height (and, in a carousel, fixed width), so nothing moves as
// pictures arrive; its name in the box when the picture fails; a link to the company's site in a tab of
// its own when it has one.
import { LOGO_HEIGHT_PX, LOGO_WIDTH_RATIO, type LogoHeight } from '../../../shared/widgets/logo-showcase';

export interface ShownLogo {
  id: string;
  /** Translated. */
  name: string;
  src: string | undefined;
  href: string | undefined;
}

export function LogoItem(props: {
  logo: ShownLogo;
  height: LogoHeight;
  eager: boolean;
  broken: boolean;
  showNames: boolean;
  /** A copy in the carousel's repeated strip: out of the tab order (its list is aria-hidden). */
  copy?: boolean;
  onBroken(): void;
  onFollow(): void;
}) {
  const { logo, broken } = props;
  const h = LOGO_HEIGHT_PX[props.height];
  const picture =
    logo.src && !broken ? (
      <img
        src={logo.src}
        // A visible name under the logo already names it: read once, not twice.
        alt={props.showNames ? '' : logo.name}
        width={Math.round(h * LOGO_WIDTH_RATIO)}
        height={h}
        loading={props.eager ? undefined : 'lazy'}
        decoding="async"
        draggable={false}
        onError={props.onBroken}
        data-logo={logo.id}
      />
    ) : (
      <span className="tw-fallback">{logo.name}</span>
    );
  // Kept when the name fills the box instead, hidden, so the height stays the same.
  const caption = props.showNames ? <span className={broken || !logo.src ? 'tw-name tw-gone' : 'tw-name'} aria-hidden={broken || !logo.src ? true : undefined}>{logo.name}</span> : null;
  return (
    <li>
      {logo.href ? (
        <a className="tw-logo" href={logo.href} target="_blank" rel="noopener noreferrer" tabIndex={props.copy ? -1 : undefined} onClick={props.onFollow}>
          {picture}
          {caption}
        </a>
      ) : (
        <span className="tw-logo">
          {picture}
          {caption}
        </span>
      )}
    </li>
  );
}
