// Microsoft Teams: posts each submission to the owner's channel webhook as an Adaptive Card (the format
// both Workflows webhooks and the older incoming-webhook connectors take). The webhook URL is the
// owner's (channel.ts).
import { channel } from './channel';
import { answers, type Submission } from './submission';

export function teamsCard(s: Submission) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: s.title, weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'FactSet', facts: answers(s).map((a) => ({ title: a.label, value: a.value })) },
            ...(s.pageUrl ? [{ type: 'TextBlock', text: `Sent from ${s.pageUrl}`, isSubtle: true, wrap: true }] : []),
          ],
        },
      },
    ],
  };
}

export const teams = channel('Microsoft Teams', teamsCard, false);
