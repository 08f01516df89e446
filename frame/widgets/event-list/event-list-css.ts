export const EVENT_LIST_CSS = `
.tw-events ol{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.tw-events li{display:grid;grid-template-columns:auto 1fr;gap:14px;align-items:start;padding:12px;border:1px solid var(--t-text-100);border-radius:10px;background:var(--t-bg-50)}
.tw-events .tw-date{display:grid;place-items:center;min-width:56px;padding:6px 4px;border-radius:8px;background:var(--t-accent);color:var(--t-on-accent);line-height:1.1;text-align:center}
.tw-events .tw-date span{font-size:.75em;text-transform:uppercase;letter-spacing:.04em}.tw-events .tw-date strong{font-size:1.5em}
.tw-events h3{margin:0 0 4px;font-size:1.05em}
.tw-events p{margin:2px 0}.tw-events .tw-when{font-weight:600}.tw-events .tw-where,.tw-events .tw-about{color:var(--t-text-700)}
.tw-events .tw-about{white-space:pre-line;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.tw-events a{color:var(--t-accent-700)}
.tw-events.tw-mobile li{grid-template-columns:1fr}.tw-events.tw-mobile .tw-date{justify-self:start;grid-auto-flow:column;gap:6px;min-width:0;padding:4px 8px}
`;
