// The video gallery's styles, scoped under .tw-video_gallery (WidgetRoot adds the class). Cards take the
// owner's shape (aspect-ratio) and wrap onto fewer columns when the frame is too narrow for 180 px ones,
// by CSS alone, so the server's markup has its final height at any width (fluidSsr). In the dialog the
// player is as large as the frame allows at that shape, with room for the texts under it.
export const VIDEO_GALLERY_CSS = `
.tw-video_gallery .vg-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(max(180px,(100% - (var(--vg-cols,3) - 1) * 16px) / var(--vg-cols,3)),1fr));gap:16px}
.tw-video_gallery .vg-media{position:relative;aspect-ratio:var(--vg-w,16)/var(--vg-h,9);border-radius:calc(var(--t-radius,12px)/1.5);overflow:hidden;background:var(--t-text-100)}
.tw-video_gallery .vg-card{position:absolute;inset:0;width:100%;height:100%;padding:0;margin:0;border:0;background:transparent;color:inherit;font:inherit;cursor:pointer}
.tw-video_gallery .vg-card:focus-visible{outline-offset:-3px}
.tw-video_gallery .vg-card img{display:block;width:100%;height:100%;object-fit:cover;transition:transform .2s}
.tw-video_gallery .vg-card:hover img{transform:scale(1.03)}
.tw-video_gallery .vg-blank{position:absolute;inset:0;display:flex;align-items:flex-end;padding:.8em;background:linear-gradient(135deg,#1f2937,#4b5563);color:#fff;font-weight:600;text-align:start}
.tw-video_gallery .vg-play{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:rgba(0,0,0,.62);color:#fff;transition:background .2s}
.tw-video_gallery .vg-card:is(:hover,:focus-visible) .vg-play{background:var(--t-accent);color:var(--t-on-accent)}
.tw-video_gallery .vg-player{position:absolute;inset:0;display:block;width:100%;height:100%;border:0;background:#000}
.tw-video_gallery .vg-text h3{margin:.6em 0 .2em;font-size:1em}
.tw-video_gallery .vg-text p{margin:0;font-size:.9em;opacity:.8;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.tw-video_gallery .vg-box{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75em;min-height:100vh;padding:56px 64px 16px;background:rgba(10,10,12,.94);color:#fff}
.tw-video_gallery .vg-box:focus{outline:none}
.tw-video_gallery .vg-stage{position:relative;width:min(100%,calc((100vh - 200px) * var(--vg-w) / var(--vg-h)));aspect-ratio:var(--vg-w)/var(--vg-h)}
.tw-video_gallery .vg-about{max-width:60ch;text-align:center}
.tw-video_gallery .vg-about h2{margin:0 0 .25em;font-size:1.1em}
.tw-video_gallery .vg-about p{margin:0;opacity:.85}
.tw-video_gallery .vg-count{margin:0;font-variant-numeric:tabular-nums;opacity:.85}
.tw-video_gallery .vg-box button{position:absolute;top:50%;transform:translateY(-50%);min-width:44px;min-height:44px;font:inherit;font-size:1.4em;color:#fff;background:rgba(255,255,255,.14);border:1px solid rgba(255,255,255,.35);border-radius:999px;cursor:pointer}
.tw-video_gallery .vg-box button:hover{background:rgba(255,255,255,.28)}
.tw-video_gallery .vg-box button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.tw-video_gallery .vg-prev{left:10px}.tw-video_gallery .vg-next{right:10px}
.tw-mobile .vg-box{padding:56px 8px 72px}
.tw-mobile .vg-box button{top:auto;bottom:12px;transform:none}
`;
