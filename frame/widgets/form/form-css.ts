export const FORM_CSS = `
.tw-form form{display:grid;gap:14px}
.tw-field{display:grid;gap:6px;border:0;margin:0;padding:0;min-width:0}
.tw-field legend{padding:0;margin-bottom:6px}
.tw-field label,.tw-field legend{font-weight:600}
.tw-field input:not([type=checkbox]):not([type=radio]),.tw-field textarea,.tw-field select{font:inherit;width:100%;padding:.6em .75em;border:1px solid var(--t-text-300);border-radius:8px;background:var(--t-bg);color:var(--t-text);min-height:40px}
.tw-field [aria-invalid=true]{border-color:#b91c1c!important}
.tw-field-error{color:#b91c1c;margin:0;font-size:.9em}
.tw-check{grid-template-columns:auto 1fr;align-items:start}
.tw-check label{font-weight:400}.tw-check .tw-field-error{grid-column:1/-1}
.tw-check input{width:20px;height:20px;margin:0}
.tw-choice{display:flex;gap:8px;align-items:center;font-weight:400!important;min-height:32px}
.tw-inline-rich,.tw-inline-rich p{display:inline;margin:0}
.tw-req{color:#b91c1c}
.tw-hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.tw-price{margin:0}
.tw-pay{display:grid;gap:10px;justify-items:start;padding:1em;border-radius:8px;background:var(--t-accent-50);color:var(--t-accent-900)}
.tw-pay p{margin:0}.tw-pay-title{font-weight:600}.tw-pay .tw-btn{text-decoration:none}
.tw-success{padding:1em;border-radius:8px;background:var(--t-accent-50);color:var(--t-accent-900)}
`;
