// A help link (SPEC §2 "Help links open in a new tab"): never replaces the host page or the frame, and
// hands the opened page no handle on us. Icon size from SPEC §9.
import { HELP_LINK_ICON_SIZE } from '../../shared/constants';

export function HelpLink({ href, label }: { href: string; label: string }) {
  const size = `${HELP_LINK_ICON_SIZE}px`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}
      style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: size, height: size, borderRadius: '50%', color: 'inherit' }}>
      ?
    </a>
  );
}
