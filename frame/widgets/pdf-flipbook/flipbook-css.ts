export const FLIPBOOK_CSS = `
.tw-flip .tw-bar{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-bottom:10px}
.tw-flip .tw-bar h2{margin:0;flex:1;font-size:1.1em;min-width:8em}
@media (max-width:560px){.tw-flip .tw-bar h2{flex-basis:100%}}
.tw-flip .tw-stage{overflow:auto;background:var(--t-bg-100);border-radius:8px;padding:12px;touch-action:pan-y pinch-zoom;outline-offset:-3px}
.tw-flip .tw-spread{display:flex;justify-content:center;gap:2px;margin:0 auto;width:max-content;min-width:100%}
.tw-flip .tw-spread canvas{background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.18)}
.tw-flip .tw-turn-next{animation:tw-flip-next .45s ease-out;transform-origin:left center}
.tw-flip .tw-turn-prev{animation:tw-flip-prev .45s ease-out;transform-origin:right center}
@keyframes tw-flip-next{from{transform:perspective(1400px) rotateY(28deg);opacity:.35}to{transform:none;opacity:1}}
@keyframes tw-flip-prev{from{transform:perspective(1400px) rotateY(-28deg);opacity:.35}to{transform:none;opacity:1}}
.tw-flip .tw-thumbs{display:flex;gap:8px;overflow-x:auto;padding:10px 2px 4px;list-style:none;margin:0}
.tw-flip .tw-thumbs button{border:2px solid transparent;background:none;padding:2px;cursor:pointer;border-radius:4px;display:flex;flex-direction:column;align-items:center;gap:2px;color:inherit;font:inherit;font-size:.8em}
.tw-flip .tw-thumbs button[aria-current=true]{border-color:var(--t-accent)}
.tw-flip select{font:inherit;padding:.4em;border-radius:8px;border:1px solid var(--t-text-300);background:var(--t-bg);color:var(--t-text);min-height:36px}
`;
