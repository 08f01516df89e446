import { SHARE_NETWORKS } from '../../../shared/widgets/share-buttons';
import { NETWORK_MARKS } from './network-marks';

// Buttons wrap onto as many lines as the frame's width needs, by CSS alone: the server's markup is the
// final height at any width (fluidSsr).
export const SHARE_BUTTONS_CSS = `
.tw-share h2{font-size:1.1em}
.tw-share .tw-nets{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.tw-share .tw-net{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:var(--tw-h);min-width:var(--tw-h);padding:0 .9em;border:0;border-radius:calc(var(--t-radius,12px)/1.5);background:var(--tw-brand);color:#fff;font:inherit;font-weight:600;line-height:1;text-decoration:none;white-space:nowrap;cursor:pointer}
.tw-share .tw-icons .tw-net{padding:0}
.tw-share .tw-net:hover{filter:brightness(.85)}
.tw-share .tw-net[aria-disabled]{cursor:default}
.tw-share.tw-accent-colors .tw-net{background:var(--t-accent);color:var(--t-on-accent)}
.tw-share.tw-size-small{--tw-h:32px}.tw-share.tw-size-small .tw-net{font-size:.9em}
.tw-share.tw-size-medium{--tw-h:40px}
.tw-share.tw-size-large{--tw-h:48px}.tw-share.tw-size-large .tw-net{font-size:1.1em}
.tw-share.tw-at-center :is(h2,.tw-manual){text-align:center}.tw-share.tw-at-center .tw-nets{justify-content:center}
.tw-share.tw-at-end :is(h2,.tw-manual){text-align:end}.tw-share.tw-at-end .tw-nets{justify-content:flex-end}
.tw-share .tw-manual{display:flex;flex-direction:column;gap:6px;margin-top:12px}
.tw-share .tw-manual input{font:inherit;width:100%;padding:.5em .6em;border:1px solid var(--t-text-300);border-radius:6px;background:var(--t-bg);color:var(--t-text)}
${SHARE_NETWORKS.map((n) => `.tw-n-${n}{--tw-brand:${NETWORK_MARKS[n].color}}`).join('')}
`;
