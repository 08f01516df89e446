// The image_gallery styles, scoped under .tw-image_gallery (WidgetRoot adds the class). In a host-page
// popup the close button sits top-left: the loader's dialog has its own close control top-right.
export const GALLERY_CSS = `
.tw-image_gallery .ig-grid{display:grid;grid-template-columns:repeat(var(--ig-cols,4),minmax(0,1fr));gap:var(--ig-gap,8px);list-style:none;margin:0;padding:0}
@media (max-width:1023.98px){[data-ssr] .tw-image_gallery .ig-grid{grid-template-columns:repeat(var(--ig-cols-t,3),minmax(0,1fr))}}
@media (max-width:479.98px){[data-ssr] .tw-image_gallery .ig-grid{grid-template-columns:repeat(var(--ig-cols-m,2),minmax(0,1fr))}}
.tw-image_gallery .ig-tile{display:block;width:100%;padding:0;border:0;margin:0;background:var(--t-text-100);border-radius:calc(var(--t-radius,12px)/2);overflow:hidden;cursor:zoom-in;color:inherit;font:inherit;text-align:start}
.tw-image_gallery .ig-tile img{display:block;width:100%;height:auto;transition:transform .2s}
.tw-image_gallery .ig-square img{aspect-ratio:1/1;object-fit:cover;height:100%}
.tw-image_gallery .ig-tile:hover img{transform:scale(1.03)}
.tw-image_gallery .ig-tile[aria-current=true]{outline:2px solid var(--t-accent);outline-offset:1px}
.tw-image_gallery .ig-cap{display:block;padding:.4em .5em;font-size:.9em}
.tw-image_gallery .ig-empty{margin:0;opacity:.75}
.ig-box{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75em;min-height:100vh;padding:56px 64px 16px;background:rgba(10,10,12,.94);color:#fff;box-sizing:border-box;touch-action:pan-y pinch-zoom}
.ig-box.ig-inline{position:fixed;inset:0;z-index:10}
.ig-box figure{margin:0;display:flex;flex-direction:column;align-items:center;gap:.5em;max-width:100%}
.ig-box img{max-width:100%;max-height:calc(100vh - 140px);object-fit:contain;border-radius:6px}
.ig-box figcaption{text-align:center;font-size:.95em}
.ig-box .ig-link{color:inherit;text-underline-offset:2px}
.ig-box .ig-count{font-variant-numeric:tabular-nums;opacity:.85}
.ig-box button{font:inherit;color:#fff;background:rgba(255,255,255,.14);border:1px solid rgba(255,255,255,.35);border-radius:999px;min-width:44px;min-height:44px;cursor:pointer}
.ig-box button:hover{background:rgba(255,255,255,.28)}
.ig-box button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.ig-box .ig-prev,.ig-box .ig-next{position:absolute;top:50%;transform:translateY(-50%);font-size:1.4em}
.ig-box .ig-prev{left:10px}.ig-box .ig-next{right:10px}
.ig-box .ig-close{position:absolute;top:10px;right:10px;font-size:1.2em}
.ig-box:focus{outline:none}
.tw-mobile .ig-box{padding:56px 8px 16px}
.tw-mobile .ig-box .ig-prev,.tw-mobile .ig-box .ig-next{top:auto;bottom:12px;transform:none}
`;
