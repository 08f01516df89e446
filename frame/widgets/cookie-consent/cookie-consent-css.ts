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
.tw-banner .tw-kinds{flex:1 1 100%;max-width:820px;margin:0;padding:0;border:0;overflow:auto;box-sizing:border-box}
.tw-banner .tw-kinds legend{font-weight:600;padding:0;margin-bottom:8px}
.tw-banner .tw-kind-list{display:grid;gap:10px 20px;grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),1fr))}
.tw-banner .tw-kind{display:flex;gap:10px;align-items:flex-start}
.tw-banner .tw-kind input{width:18px;height:18px;margin:2px 0 0;flex:none;accent-color:var(--t-accent,currentColor)}
.tw-banner .tw-kind span{display:grid;gap:2px}
.tw-banner .tw-kind label{font-weight:700}
.tw-banner .tw-kind small{font-size:.88em;opacity:.85}
`;
