import { launcherCss } from '../common/launcher';

export const CHAT_BUTTON_CSS = `
.tw-contact{padding:0;background:transparent}
.tw-contact .tw-panel{background:var(--t-bg);border-radius:var(--t-radius,12px);overflow:hidden;border:1px solid var(--t-text-100)}
.tw-contact .tw-head{display:flex;align-items:center;gap:8px;padding:12px 12px 12px 16px;background:var(--t-accent);color:var(--t-on-accent)}
.tw-contact .tw-head h2{flex:1;margin:0;font-size:1.05em}
.tw-contact .tw-close{color:inherit;border-color:transparent}
.tw-contact .tw-greet{margin:0;padding:14px 16px 4px}
.tw-contact .tw-ways{list-style:none;margin:0;padding:8px}
.tw-contact .tw-way{display:flex;align-items:center;gap:12px;padding:8px;border-radius:8px;color:inherit;text-decoration:none;min-height:44px}
.tw-contact .tw-way:hover{background:var(--t-bg-100)}
.tw-contact .tw-badge{display:flex;align-items:center;justify-content:center;flex:none;width:34px;height:34px;border-radius:50%;background:var(--t-accent);color:var(--t-on-accent)}
${launcherCss('.tw-contact')}
`;
