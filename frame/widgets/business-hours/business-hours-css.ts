// One line for the status and one for the zone note whatever their text (cut with an ellipsis, never
// wrapped), rows whose ranges wrap by CSS alone: the server's markup has its final height at any width.
// The state is in words; the dot's colour only repeats it.
export const BUSINESS_HOURS_CSS = `
.tw-business_hours h2{font-size:1.2em}
.tw-business_hours h3{font-size:1em;margin-top:1em}
.tw-business_hours .tw-now{display:flex;align-items:center;gap:8px;margin:0 0 .75em;white-space:nowrap;line-height:1.5;min-height:1.5em}
.tw-business_hours .tw-dot{flex:none;width:10px;height:10px;border-radius:50%;background:#b42318}
.tw-business_hours .tw-open .tw-dot{background:#157f3c}
.tw-business_hours .tw-soon .tw-dot{background:#b54708}
.tw-business_hours .tw-state{flex:none;font-weight:700}
.tw-business_hours .tw-next{min-width:0;overflow:hidden;text-overflow:ellipsis}
.tw-business_hours .tw-next::before{content:"\\00b7";margin-inline-end:8px}
.tw-business_hours .tw-week{width:100%;border-collapse:collapse;table-layout:fixed}
.tw-business_hours .tw-week th{width:45%}
.tw-business_hours .tw-week th,.tw-business_hours .tw-week td{padding:.45em .5em;border-bottom:1px solid var(--t-text-200);vertical-align:top;line-height:1.4}
.tw-business_hours .tw-week th{text-align:start;font-weight:400}
.tw-business_hours .tw-week td{text-align:end}
.tw-business_hours .tw-week tr:last-child>*{border-bottom:0}
.tw-business_hours .tw-today>*{background:color-mix(in srgb,var(--t-accent) 10%,var(--t-bg))}
.tw-business_hours .tw-today>th{box-shadow:inset 4px 0 0 var(--t-accent)}
.tw-business_hours[dir=rtl] .tw-today>th{box-shadow:inset -4px 0 0 var(--t-accent)}
.tw-business_hours .tw-range{display:inline-block;white-space:nowrap}
.tw-business_hours .tw-range+.tw-range{margin-inline-start:.75em}
.tw-business_hours .tw-badge{display:inline-block;margin-inline-start:.5em;padding:0 .5em;border-radius:999px;background:var(--t-accent);color:var(--t-on-accent);font-size:.8em;font-weight:700;line-height:1.5}
.tw-business_hours .tw-note{display:block;font-size:.85em;font-weight:400}
.tw-business_hours .tw-today-stack{display:grid;margin:0 0 .5em}
.tw-business_hours .tw-today-stack>*{grid-area:1/1}
.tw-business_hours .tw-today-line{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25em .5em;margin:0;font-weight:700}
.tw-business_hours .tw-today-line[aria-hidden]{visibility:hidden}
.tw-business_hours .tw-today-line .tw-badge{margin:0}
.tw-business_hours .tw-today-hours{margin-inline-start:auto}
.tw-business_hours .tw-more summary{cursor:pointer;padding:.35em 0;color:inherit;text-decoration:underline}
.tw-business_hours .tw-zone{margin:.5em 0 0;font-size:.85em;line-height:1.4;min-height:1.4em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
`;
