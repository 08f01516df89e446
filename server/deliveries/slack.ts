// Slack: posts each submission to the channel the owner picked when connecting (the incoming-webhook
// scope's URL, sealed with the grant). Visitor text is escaped so it cannot mention @channel or link.
import { channel } from './channel';
import { answers, type Submission } from './submission';

/** Slack's mrkdwn control characters (its docs: escape &, < and >). */
export const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackMessage(s: Submission) {
  const lines = answers(s).map((a) => `*${slackEscape(a.label)}:* ${slackEscape(a.value)}`);
  return {
    text: slackEscape(s.title),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: s.title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: lines.join('\n').slice(0, 3000) || ' ' } },
      ...(s.pageUrl ? [{ type: 'context', elements: [{ type: 'plain_text', text: `Sent from ${s.pageUrl}`.slice(0, 3000) }] }] : []),
    ],
  };
}

export const slack = channel('Slack', slackMessage, true);
