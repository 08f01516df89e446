export const BAR_CSS = `
.tw-bar-root{padding:0;border-radius:0}
.tw-nbar{display:flex;gap:12px;align-items:center;justify-content:center;padding:10px 16px;background:var(--t-bg);color:var(--t-text);min-height:48px;flex-wrap:wrap}
.tw-nbar .tw-msg p{margin:0}
.tw-nbar .tw-msg a{color:inherit}
.tw-nbar a.tw-link{color:inherit;font-weight:600;text-decoration:underline;text-underline-offset:3px;padding:.35em .2em;min-height:32px;display:inline-flex;align-items:center}
.tw-nbar .tw-x{border:0;margin-inline-start:auto;color:inherit}
.tw-mobile .tw-nbar{justify-content:flex-start;font-size:.93em}
`;
