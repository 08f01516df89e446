import { launcherCss } from '../common/launcher';

export const CHAT_CSS = `
.tw-chat{padding:0;background:transparent}
.tw-chat .tw-panel{display:flex;flex-direction:column;height:var(--chat-h,520px);background:var(--t-bg);border-radius:var(--t-radius,12px);overflow:hidden;border:1px solid var(--t-text-100)}
.tw-chat .tw-head{display:flex;align-items:center;gap:8px;padding:12px 16px;background:var(--t-accent);color:var(--t-on-accent)}
.tw-chat .tw-head h2{flex:1;margin:0;font-size:1.05em}
.tw-chat .tw-close{color:inherit;border-color:transparent}
.tw-chat .tw-log{flex:1;overflow-y:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
.tw-chat .tw-msg{max-width:85%;padding:8px 12px;border-radius:12px;margin:0;white-space:pre-wrap}
.tw-chat .tw-assistant{background:var(--t-bg-100);align-self:flex-start}
.tw-chat .tw-user{background:var(--t-accent);color:var(--t-on-accent);align-self:flex-end}
.tw-chat .tw-sources{margin:6px 0 0;padding-inline-start:18px;font-size:.85em}
.tw-chat .tw-sources a{color:var(--t-accent-700)}
.tw-chat .tw-starters{list-style:none;display:flex;flex-wrap:wrap;gap:6px;padding:0 16px;margin:0 0 8px}
.tw-chat .tw-input{display:flex;gap:8px;padding:10px 12px;border-top:1px solid var(--t-text-100)}
.tw-chat .tw-input textarea{flex:1;font:inherit;resize:none;padding:.55em .75em;border-radius:8px;border:1px solid var(--t-text-300);background:var(--t-bg);color:var(--t-text);min-height:40px}
.tw-chat .tw-lead{display:grid;gap:8px;padding:12px 16px;border-top:1px solid var(--t-text-100)}
.tw-chat .tw-lead p{margin:0}
.tw-chat .tw-log .tw-lead{border:1px solid var(--t-text-100);border-radius:12px;padding:10px 12px;margin:0 0 8px;max-width:85%}
.tw-chat .tw-lead-field{display:grid;gap:4px;font-weight:600}
.tw-chat .tw-lead-field input{font:inherit;font-weight:400;padding:.5em .7em;border-radius:8px;border:1px solid var(--t-text-300);min-height:40px;width:100%;min-width:0}
.tw-chat .tw-field-error{color:#b91c1c;margin:0}
.tw-chat .tw-error{margin:8px 16px}
${launcherCss('.tw-chat')}`;
