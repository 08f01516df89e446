import { LOGO_HEIGHT_PX, LOGO_WIDTH_RATIO, LOGO_HEIGHTS } from '../../../shared/widgets/logo-showcase';

/** The narrowest a grid cell gets before a row takes one logo fewer, per logo height. */
const MIN_CELL = { small: 96, medium: 120, large: 150 } as const;

// Every size is CSS's: the grid's cells from the frame's width, each box's height from the logo height,
// a carousel logo's width from it too, so the server's markup has its final height at any width before
// any picture loads. The carousel's strip holds the logos twice, each copy at least the frame's width
// (container units), and moves by one copy (-50%) in a loop, so the copy takes the first's place unseen.
export const LOGO_SHOWCASE_CSS = `
.tw-logo_showcase{--tw-gap:24px}
${LOGO_HEIGHTS.map((h) => `.tw-h-${h}{--tw-lh:${LOGO_HEIGHT_PX[h]}px;--tw-min:${MIN_CELL[h]}px}`).join('')}
.tw-logo_showcase h2{font-size:1.1em;text-align:center}
.tw-logo_showcase .tw-logos{list-style:none;margin:0;padding:0}
.tw-logo_showcase .tw-grid{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--tw-gap)}
.tw-logo_showcase .tw-grid li{flex:0 0 calc((100% - (var(--tw-cols,6) - 1) * var(--tw-gap)) / var(--tw-cols,6));min-width:min(100%,var(--tw-min))}
.tw-logo_showcase .tw-logo{display:flex;flex-direction:column;align-items:center;gap:6px;color:inherit;text-decoration:none;border-radius:6px}
.tw-logo_showcase .tw-logo img,.tw-logo_showcase .tw-fallback{display:block;width:100%;height:var(--tw-lh);object-fit:contain}
.tw-logo_showcase .tw-fallback{display:flex;align-items:center;justify-content:center;text-align:center;font-weight:600;line-height:1.2;overflow:hidden}
.tw-logo_showcase .tw-name{max-width:100%;font-size:.85em;color:var(--t-text-700);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tw-logo_showcase .tw-gone{visibility:hidden}
.tw-gray .tw-logo img{filter:grayscale(1);opacity:.7;transition:filter .3s,opacity .3s}
.tw-gray .tw-logo:is(:hover,:focus-visible) img{filter:none;opacity:1}
.tw-logo_showcase .tw-viewport{overflow:hidden;container-type:inline-size;scrollbar-width:none;border-radius:6px}
.tw-logo_showcase .tw-viewport::-webkit-scrollbar{display:none}
.tw-logo_showcase .tw-strip{display:flex;width:max-content;animation:tw-logos-run var(--tw-dur,18s) linear infinite}
.tw-logo_showcase[dir=rtl] .tw-strip{animation-name:tw-logos-run-rtl}
.tw-logo_showcase .tw-strip .tw-logos{display:flex;flex:none;justify-content:space-around;gap:var(--tw-gap);padding-inline-end:var(--tw-gap);min-width:100cqw}
.tw-logo_showcase .tw-strip li{flex:none;width:calc(var(--tw-lh) * ${LOGO_WIDTH_RATIO})}
.tw-logo_showcase .tw-viewport:is(:hover,:focus-within) .tw-strip,.tw-logo_showcase.tw-paused .tw-strip{animation-play-state:paused}
@keyframes tw-logos-run{to{transform:translateX(-50%)}}
@keyframes tw-logos-run-rtl{to{transform:translateX(50%)}}
.tw-logo_showcase .tw-nav{display:flex;justify-content:flex-end;gap:8px;margin-top:8px}
.tw-logo_showcase .tw-step{display:none}
@media (prefers-reduced-motion:reduce){
.tw-logo_showcase .tw-strip{animation:none}
.tw-logo_showcase .tw-viewport{overflow-x:auto;scroll-snap-type:x proximity}
.tw-logo_showcase .tw-strip li{scroll-snap-align:start}
.tw-logo_showcase .tw-strip>[aria-hidden=true]{display:none}
.tw-logo_showcase .tw-toggle{display:none}
.tw-logo_showcase .tw-step{display:inline-flex}
}
`;
