export const PDF_GALLERY_CSS = `
.tw-pdfs ul{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(var(--cols,3),minmax(0,1fr))}
.tw-pdfs.tw-tablet ul{grid-template-columns:repeat(2,minmax(0,1fr))}.tw-pdfs.tw-mobile ul{grid-template-columns:1fr}
.tw-pdfs .tw-card{display:flex;flex-direction:column;gap:8px;width:100%;background:var(--t-bg-50);color:inherit;border:1px solid var(--t-text-100);border-radius:10px;padding:10px;font:inherit;cursor:pointer;text-align:start}
.tw-pdfs .tw-card:hover{border-color:var(--t-accent)}
.tw-pdfs .tw-card img,.tw-pdfs .tw-card .tw-ph{width:100%;aspect-ratio:3/4;object-fit:cover;border-radius:6px;background:var(--t-accent-100)}
.tw-pdfs .tw-ph{display:grid;place-items:center;font-weight:600;color:var(--t-accent-700)}
.tw-pdfv{display:flex;flex-direction:column;gap:10px;min-height:100%}
.tw-pdfv .tw-bar{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.tw-pdfv .tw-bar h2{margin:0;flex:1;font-size:1.1em;min-width:8em}
.tw-pdfv .tw-page{overflow:auto;display:flex;justify-content:center;background:var(--t-bg-100);border-radius:8px;padding:8px;touch-action:pan-y pinch-zoom}
.tw-pdfv canvas{max-width:100%;background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.15)}
.tw-pdfv a.tw-btn{text-decoration:none;display:inline-flex;align-items:center}
`;
