// The map widget's styles, scoped under .tw-map (WidgetRoot adds the class). The map (and its facade)
// has the owner's height at any width; with several locations the list sits beside it, as high as it and
// scrolling, once the widget is 640 px wide, and under it below that (a container query, so the server's
// markup has its final height at any width). The facade's streets are CSS: nothing is fetched for it.
export const MAP_CSS = `
.tw-map .mp-box{container-type:inline-size}
.tw-map .mp-map{position:relative;height:var(--mp-h,360px);border-radius:calc(var(--t-radius,12px)/1.5);overflow:hidden;background:#e6ece9}
.tw-map .mp-map iframe{display:block;width:100%;height:100%;border:0}
.tw-map .mp-facade{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding:16px;
background:radial-gradient(circle at 62% 44%,rgba(0,0,0,.08) 0 10px,transparent 11px),linear-gradient(100deg,transparent 0 58%,#b9d5e6 58% 63%,transparent 63%),repeating-linear-gradient(0deg,transparent 0 46px,#fff 46px 52px),repeating-linear-gradient(90deg,transparent 0 70px,#fff 70px 76px),#e6ece9}
.tw-map .mp-card{display:flex;flex-direction:column;align-items:center;gap:6px;max-width:min(100%,340px);max-height:100%;overflow:hidden;padding:14px 18px;border-radius:calc(var(--t-radius,12px)/1.5);background:var(--t-bg);color:var(--t-text);text-align:center;box-shadow:0 2px 10px rgba(0,0,0,.18)}
.tw-map .mp-pin{color:var(--t-accent);line-height:0}
.tw-map .mp-card p{margin:0}
.tw-map .mp-facade-name{font-weight:600}
.tw-map .mp-facade-address{font-size:.9em}
.tw-map .mp-card .tw-btn{margin-top:6px}
.tw-map .mp-note{font-size:.8em;color:var(--t-text-700)}
.tw-map .mp-list{list-style:none;margin:12px 0 0;padding:0;display:flex;flex-direction:column;gap:8px}
.tw-map .mp-item{padding:10px 12px;border-radius:calc(var(--t-radius,12px)/1.5);border:1px solid var(--t-text-200)}
.tw-map .mp-one{margin-top:12px;border:0;padding:0}
.tw-map .mp-on{border-color:var(--t-accent);box-shadow:inset 3px 0 0 var(--t-accent)}
.tw-map[dir=rtl] .mp-on{box-shadow:inset -3px 0 0 var(--t-accent)}
.tw-map .mp-name{margin:0;font-size:1em}
.tw-map .mp-pick{all:unset;cursor:pointer;font-weight:600;border-radius:4px}
.tw-map .mp-pick:focus-visible{outline:2px solid var(--t-accent);outline-offset:2px}
.tw-map .mp-pick:hover{text-decoration:underline}
.tw-map .mp-address,.tw-map .mp-desc{margin:.25em 0 0;font-size:.9em}
.tw-map .mp-desc{color:var(--t-text-700)}
.tw-map .mp-links{display:flex;flex-wrap:wrap;gap:4px 14px;margin:.4em 0 0;font-size:.9em}
.tw-map .mp-links:empty{display:none}
.tw-map .mp-links a{color:var(--t-accent-700);text-underline-offset:2px}
@container (min-width:640px){
.tw-map .mp-several{display:grid;grid-template-columns:minmax(0,1fr) minmax(220px,32%);gap:12px;align-items:start}
.tw-map .mp-several .mp-list{margin:0;max-height:var(--mp-h,360px);overflow-y:auto}
}
`;
