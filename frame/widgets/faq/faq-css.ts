export const FAQ_CSS = `
.tw-faq .tw-faq-list{display:grid;gap:8px;margin:0;padding:0}
.tw-faq details{border:1px solid var(--t-text-100);border-radius:calc(var(--t-radius,12px)/1.5);background:var(--t-bg-50)}
.tw-faq summary{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:10px 14px;min-height:44px;box-sizing:border-box;cursor:pointer;font-weight:600;list-style:none}
.tw-faq summary::-webkit-details-marker{display:none}
.tw-faq summary::after{content:"";flex:none;width:.5em;height:.5em;margin-top:-.25em;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(45deg)}
.tw-faq details[open] summary::after{margin-top:.25em;transform:rotate(-135deg)}
.tw-faq .tw-answer{padding:0 14px 12px;color:var(--t-text-700)}
.tw-faq .tw-answer>:first-child{margin-top:0}.tw-faq .tw-answer>:last-child{margin-bottom:0}
.tw-faq .tw-answer a{color:var(--t-accent-700)}
.tw-faq .tw-search{display:block;width:100%;box-sizing:border-box;margin:0 0 12px;padding:10px 12px;min-height:44px;font:inherit;color:inherit;background:var(--t-bg);border:1px solid var(--t-text-200);border-radius:8px}
`;
