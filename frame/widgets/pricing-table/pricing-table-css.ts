export const PRICING_TABLE_CSS = `
.tw-pricing{text-align:center}
.tw-pricing .tw-lead{margin:0 auto 16px;max-width:40em;color:var(--t-text-700)}
.tw-pricing .tw-billing{display:inline-flex;gap:4px;margin:0 0 20px;padding:4px;border:1px solid var(--t-text-200);border-radius:999px}
.tw-pricing .tw-billing label{display:inline-flex;align-items:center;gap:6px;padding:.4em 1em;border-radius:999px;cursor:pointer;min-height:32px}
.tw-pricing .tw-billing input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.tw-pricing .tw-billing label.tw-on{background:var(--t-accent);color:var(--t-on-accent)}
.tw-pricing .tw-billing label:has(input:focus-visible){outline:2px solid var(--t-accent);outline-offset:2px}
.tw-pricing .tw-note{font-size:.8em;font-weight:600}
.tw-pricing .tw-plans{list-style:none;margin:0;padding:12px 0 0;display:grid;grid-template-columns:repeat(auto-fit,minmax(max(220px,(100% - (var(--tw-cols,3) - 1) * 16px) / var(--tw-cols,3)),1fr));gap:16px;text-align:start}
.tw-pricing .tw-plans>li{position:relative;display:flex;flex-direction:column;gap:10px;padding:20px;border:1px solid var(--t-text-100);border-radius:var(--t-radius,12px);background:var(--t-bg-50)}
.tw-pricing .tw-plans>li.tw-featured{border:2px solid var(--t-accent);padding:19px}
.tw-pricing .tw-badge{position:absolute;top:0;inset-inline-start:20px;transform:translateY(-50%);margin:0;padding:.15em .7em;border-radius:999px;background:var(--t-accent);color:var(--t-on-accent);font-size:.8em;font-weight:600}
.tw-pricing h3{margin:0;font-size:1.15em}
.tw-pricing .tw-price{margin:0;display:flex;align-items:baseline;gap:4px;flex-wrap:wrap}
.tw-pricing .tw-price strong{font-size:2em;line-height:1.1}.tw-pricing .tw-price span{color:var(--t-text-700)}
.tw-pricing .tw-desc{margin:0;color:var(--t-text-700)}
.tw-pricing .tw-features{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px;flex:1}
.tw-pricing .tw-features li{display:flex;gap:8px;align-items:flex-start}.tw-pricing .tw-features svg{flex:none;margin-top:.15em;color:var(--t-accent)}
.tw-pricing .tw-plans .tw-btn{text-decoration:none;margin-top:6px}
.tw-pricing .tw-outline{background:transparent;color:var(--t-accent-700);border:1px solid var(--t-accent)}
.tw-pricing .tw-outline:hover{background:var(--t-accent-100)}
`;
