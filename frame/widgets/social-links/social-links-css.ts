import { SOCIAL_NETWORKS } from '../../../shared/widgets/social-links';
import { SOCIAL_MARKS } from './social-marks';

// Icons wrap onto as many lines as the frame's width needs, by CSS alone, each of a fixed height: the
// server's markup is the final height at any width (fluidSsr).
export const SOCIAL_LINKS_CSS = `
.tw-social h2{font-size:1.1em}
.tw-social .tw-profiles{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:10px}
.tw-social .tw-profile{display:inline-flex;align-items:center;gap:8px;color:var(--t-text);text-decoration:none;font-weight:600;line-height:1.2;min-height:var(--tw-h)}
.tw-social .tw-mark{display:inline-flex;align-items:center;justify-content:center;flex:none;width:var(--tw-h);height:var(--tw-h);background:var(--tw-brand);color:#fff;border-radius:var(--tw-r)}
.tw-social .tw-profile:hover .tw-mark{filter:brightness(.85)}
.tw-social .tw-profile:hover .tw-label{text-decoration:underline}
.tw-social.tw-colors-accent .tw-mark{background:var(--t-accent);color:var(--t-on-accent)}
.tw-social.tw-colors-mono .tw-mark{background:var(--t-text);color:var(--t-bg)}
.tw-social.tw-shape-circle{--tw-r:50%}.tw-social.tw-shape-rounded{--tw-r:calc(var(--tw-h)/4)}.tw-social.tw-shape-square{--tw-r:0}
.tw-social.tw-size-small{--tw-h:32px}.tw-social.tw-size-small .tw-profile{font-size:.9em}
.tw-social.tw-size-medium{--tw-h:40px}
.tw-social.tw-size-large{--tw-h:52px}.tw-social.tw-size-large .tw-profile{font-size:1.1em}
.tw-social.tw-at-center h2{text-align:center}.tw-social.tw-at-center .tw-profiles{justify-content:center}
.tw-social.tw-at-end h2{text-align:end}.tw-social.tw-at-end .tw-profiles{justify-content:flex-end}
${SOCIAL_NETWORKS.map((n) => `.tw-p-${n}{--tw-brand:${SOCIAL_MARKS[n].color}}`).join('')}
`;
