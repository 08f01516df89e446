export const COUNTDOWN_CSS = `
.tw-countdown{text-align:var(--t-align,center)}
.tw-countdown .tw-units{display:flex;justify-content:center;gap:10px;margin:8px 0 12px;flex-wrap:wrap}
.tw-countdown .tw-unit{display:grid;min-width:68px;padding:10px 8px;border-radius:calc(var(--t-radius,12px)/1.5);background:var(--t-accent);color:var(--t-on-accent)}
.tw-countdown .tw-num{font-size:2em;font-weight:700;line-height:1.1;font-variant-numeric:tabular-nums}
.tw-countdown .tw-label{font-size:.75em;text-transform:uppercase;letter-spacing:.04em}
.tw-countdown .tw-ended{font-size:1.1em;font-weight:600}
.tw-countdown a.tw-btn{text-decoration:none}
.tw-countdown.tw-mobile .tw-unit{min-width:56px}.tw-countdown.tw-mobile .tw-num{font-size:1.6em}
`;
