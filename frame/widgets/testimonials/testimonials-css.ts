export const TESTIMONIALS_CSS = `
.tw-testimonials .tw-cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--tw-cols,3),minmax(0,1fr));gap:16px}
.tw-testimonials .tw-carousel .tw-cards{grid-auto-flow:column;grid-template-columns:none;grid-auto-columns:calc((100% - (var(--tw-cols,3) - 1) * 16px) / var(--tw-cols,3));overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none;overscroll-behavior-x:contain}
.tw-testimonials .tw-carousel .tw-cards::-webkit-scrollbar{display:none}
.tw-testimonials .tw-carousel li{scroll-snap-align:start}
.tw-testimonials figure{margin:0;height:100%;box-sizing:border-box;display:flex;flex-direction:column;gap:12px;padding:16px;border:1px solid var(--t-text-100);border-radius:var(--t-radius,12px);background:var(--t-bg-50)}
.tw-testimonials blockquote{margin:0;flex:1}.tw-testimonials blockquote p{margin:0;white-space:pre-line}
.tw-testimonials figcaption{display:flex;align-items:center;gap:10px}
.tw-testimonials figcaption img,.tw-testimonials .tw-initials{width:44px;height:44px;border-radius:50%;object-fit:cover;flex:none}
.tw-testimonials .tw-initials{display:grid;place-items:center;background:var(--t-accent);color:var(--t-on-accent);font-weight:600}
.tw-testimonials .tw-role{display:block;color:var(--t-text-700);font-size:.9em}
.tw-testimonials .tw-stars{display:flex;gap:2px;margin:0;color:var(--t-accent)}.tw-testimonials .tw-stars .tw-off{opacity:.25}
.tw-testimonials .tw-nav{display:flex;justify-content:center;gap:8px;margin-top:12px}
`;
