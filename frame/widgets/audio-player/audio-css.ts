export const AUDIO_CSS = `
.tw-audio .tw-now{display:flex;gap:16px;align-items:center}
.tw-audio .tw-cover{width:96px;height:96px;border-radius:8px;object-fit:cover;background:var(--t-accent-100);flex:none}
.tw-audio .tw-meta{min-width:0}
.tw-audio .tw-meta h3{font-size:1.15em;margin:0}
.tw-audio .tw-controls{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-top:12px}
.tw-audio .tw-play{width:48px;height:48px;border-radius:50%;padding:0;font-size:18px}
.tw-audio input[type=range]{accent-color:var(--t-accent);min-height:32px}
.tw-audio .tw-seek{display:flex;gap:8px;align-items:center;margin-top:8px}.tw-audio .tw-seek input{flex:1}
.tw-audio .tw-vol{display:flex;gap:6px;align-items:center;margin-inline-start:auto}.tw-audio .tw-vol input{width:96px}
.tw-audio ol{list-style:none;margin:12px 0 0;padding:0;border-top:1px solid var(--t-text-100)}
.tw-audio li button{display:flex;width:100%;gap:10px;align-items:center;text-align:start;background:none;border:0;color:inherit;font:inherit;padding:8px;cursor:pointer;border-radius:6px;min-height:44px}
.tw-audio li button[aria-current=true]{background:var(--t-accent-50);color:var(--t-accent-900);font-weight:600}
.tw-audio.tw-mobile .tw-cover{width:64px;height:64px}.tw-audio.tw-mobile .tw-vol{display:none}
`;
