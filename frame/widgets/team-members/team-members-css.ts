// Every size is CSS's: the grid's cards share the row down to a least width (a 375 px frame takes one
// per row), each photo's box is a fixed square before the picture arrives, and the picture fills it from
// outside the flow (absolute), so its own size, known only once it loads, never changes the box. The
// server's markup has its final height at any width.
export const TEAM_MEMBERS_CSS = `
.tw-team_members{--tw-gap:20px}
.tw-team_members h2{font-size:1.25em;margin:0 0 16px}
.tw-team_members .tw-members{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--tw-gap)}
.tw-team_members .tw-members>li{display:flex}
.tw-team-grid .tw-members>li{flex:0 0 calc((100% - (var(--tw-cols,3) - 1) * var(--tw-gap)) / var(--tw-cols,3));min-width:min(100%,200px);flex-grow:1}
.tw-team-list .tw-members{flex-direction:column}
.tw-team_members .tw-member{display:flex;flex-direction:column;align-items:center;text-align:center;gap:12px;width:100%;padding:20px 16px;border:1px solid var(--t-text-100);border-radius:var(--t-radius,12px);background:var(--t-bg-50)}
.tw-team-list .tw-member{flex-direction:row;align-items:flex-start;text-align:start}
.tw-team_members .tw-photo{position:relative;flex:none;width:112px;height:112px;overflow:hidden;background:var(--t-text-100);color:var(--t-text-700);display:flex;align-items:center;justify-content:center;font-weight:600;font-size:1.5em}
.tw-team-list .tw-photo{width:80px;height:80px;font-size:1.2em}
.tw-team_members .tw-circle{border-radius:50%}
.tw-team_members .tw-square{border-radius:8px}
.tw-team_members .tw-photo img{position:absolute;inset:0;display:block;width:100%;height:100%;object-fit:cover}
.tw-team_members .tw-body{display:flex;flex-direction:column;align-items:inherit;gap:4px;min-width:0;width:100%}
.tw-team_members h3{font-size:1.05em;line-height:1.3;margin:0;overflow-wrap:anywhere}
.tw-team_members .tw-role{margin:0;font-size:.9em;color:var(--t-text-700);overflow-wrap:anywhere}
.tw-team_members .tw-bio{margin:6px 0 0;line-height:1.5;overflow-wrap:anywhere;white-space:pre-line}
.tw-team_members .tw-more{margin:0;padding:4px 0;border:0;background:none;font:inherit;font-weight:600;color:var(--t-accent-700);cursor:pointer;text-decoration:underline}
.tw-team_members .tw-links{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:4px;justify-content:inherit}
.tw-team-grid .tw-links{justify-content:center}
.tw-team_members .tw-links a{display:flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;color:var(--t-text-700)}
.tw-team_members .tw-links a:hover,.tw-team_members .tw-links a:focus-visible{color:var(--t-accent-700);background:var(--t-text-100)}
`;
