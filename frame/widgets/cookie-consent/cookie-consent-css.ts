export const COOKIE_CONSENT_CSS = `
.tw-consent{padding:0;max-width:none;background:transparent}.tw-consent.tw-edge{border-radius:0}
.tw-banner{display:flex;gap:12px 20px;align-items:center;background:var(--t-bg);color:var(--t-text);box-sizing:border-box}
.tw-banner.tw-bar{padding:14px 20px;justify-content:center;flex-wrap:wrap;border-top:1px solid var(--t-text-100)}
.tw-banner.tw-bar .tw-text{flex:1 1 420px;max-width:820px}
.tw-banner.tw-card{flex-direction:column;align-items:stretch;padding:18px;border:1px solid var(--t-text-200);border-radius:var(--t-radius,12px)}
.tw-banner h2{margin:0 0 4px;font-size:1.05em}
.tw-banner p{margin:0}
.tw-banner a{color:inherit;text-decoration:underline;text-underline-offset:3px}
.tw-banner .tw-choices{display:flex;gap:8px;flex-wrap:wrap}
.tw-banner .tw-choices .tw-btn{flex:1 1 auto;min-width:8em}
.tw-mobile .tw-banner .tw-choices{width:100%}
`;
