export const BAR_CSS = `
.tw-bar-root{padding:0;border-radius:0}
.tw-announce{display:flex;gap:12px;align-items:center;justify-content:center;padding:10px 16px;background:var(--t-bg);color:var(--t-text);min-height:48px;flex-wrap:wrap}
.tw-announce .tw-msg p{margin:0}
.tw-announce .tw-msg a{color:inherit}
.tw-announce a.tw-link{color:inherit;font-weight:600;text-decoration:underline;text-underline-offset:3px;padding:.35em .2em;min-height:32px;display:inline-flex;align-items:center}
/* The close button keeps the bar's end, beside the message however it wraps (in the flow, a phone's
   narrow bar put it on a line of its own). */
.tw-announce.tw-closable{position:relative;padding-inline:56px}
.tw-announce .tw-x{border:0;color:inherit;position:absolute;inset-inline-end:8px;top:50%;transform:translateY(-50%)}
.tw-mobile .tw-announce{justify-content:flex-start;font-size:.93em}
.tw-mobile .tw-announce.tw-closable{padding-inline-start:16px}
`;
