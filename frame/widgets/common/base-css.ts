// Styles every widget shares, scoped under `.tw-root`: theme variables come from WidgetRoot. Visible focus
// and reduced motion are here so no widget can forget them.
import { DIALOG_CLOSE } from '../../../shared/constants';
import { CARD_SHADOW, shadowCss, shadowRoom } from './shadow';

const card = shadowRoom(CARD_SHADOW);
// The dialog's close button reaches this far in from the frame's right edge, with a gap after it.
const closeReach = DIALOG_CLOSE.inset + DIALOG_CLOSE.size + 8;
export const BASE_CSS = `
.tw-root{box-sizing:border-box;color:var(--t-text);background:var(--t-bg);font-family:var(--t-font);font-size:var(--t-size,14px);line-height:1.3;border-radius:var(--t-radius,12px);padding:var(--t-pad,16px);max-width:var(--t-max,none);margin:0 auto;text-align:var(--t-align,start);overflow-wrap:anywhere}
.tw-root *,.tw-root *::before,.tw-root *::after{box-sizing:border-box}
.tw-root.tw-shadow{box-shadow:${shadowCss(CARD_SHADOW)};margin:${card.top}px auto ${card.bottom}px;max-width:min(var(--t-max,100%),calc(100% - ${2 * card.side}px))}
/* In a host-page dialog the widget fills the dialog, and its toolbar (.tw-bar) keeps clear of the
   dialog's close button (physical right: the loader puts it there whatever the language's direction). */
.tw-root.tw-in-dialog{min-height:100vh}
.tw-in-dialog .tw-bar{padding-right:max(0px,calc(${closeReach}px - var(--t-pad,16px)))}
.tw-root :focus-visible{outline:3px solid var(--t-accent);outline-offset:2px}
/* A phone's browser zooms the whole page into a text field set under 16px as it takes focus (Safari on
   iOS), and leaves it zoomed: fields a visitor types into are never smaller than that on a phone. The
   chained :not()s give this rule the weight to win over a widget's own field rules. */
.tw-root.tw-mobile :is(input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]):not([type=color]),select,textarea){font-size:max(16px,1em)}
.tw-root h2,.tw-root h3{margin:0 0 .5em;line-height:1.2}
.tw-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;font:inherit;cursor:pointer;border:0;border-radius:calc(var(--t-radius,12px)/1.5);padding:.6em 1.1em;background:var(--t-accent);color:var(--t-on-accent);min-height:40px}
.tw-btn:hover{background:var(--t-accent-600)}
.tw-btn[disabled]{opacity:.6;cursor:not-allowed}
.tw-ghost{display:inline-flex;align-items:center;justify-content:center;gap:4px;font:inherit;cursor:pointer;background:transparent;color:inherit;border:1px solid var(--t-text-200);border-radius:8px;padding:.4em .7em;min-height:36px;min-width:36px}
.tw-error{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:8px;padding:.75em 1em;margin:.5em 0}
.tw-muted{opacity:.75}
.tw-sr{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){.tw-root *,.tw-root *::before,.tw-root *::after{animation-duration:0s!important;animation-iteration-count:1!important;transition-duration:0s!important;scroll-behavior:auto!important}}
`;
