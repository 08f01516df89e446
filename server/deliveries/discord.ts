// Discord: posts each submission to the channel webhook the owner picked when connecting (the
// webhook.incoming scope). No mentions are parsed, so a visitor's "@everyone" stays text.
import { postWebhook } from './post-webhook';
import type { Checker, Sender } from './sender';
import { reconnectToPick } from './slack';
import { answers, TEST_SUBMISSION, type Submission } from './submission';

/** Discord's limit for a message's content. */
export const DISCORD_MAX = 2000;

export function discordMessage(s: Submission) {
  const text = [`**${s.title}**`, ...answers(s).map((a) => `**${a.label}:** ${a.value}`), ...(s.pageUrl ? [`Sent from ${s.pageUrl}`] : [])].join('\n');
  return { content: text.length > DISCORD_MAX ? `${text.slice(0, DISCORD_MAX - 1)}…` : text, allowed_mentions: { parse: [] } };
}

export const sendToDiscord: Sender = async ({ submission, fields, allowHosts }) => {
  if (!fields.webhookUrl) throw reconnectToPick('Discord');
  await postWebhook('Discord', fields.webhookUrl, discordMessage(submission), allowHosts);
  return 'sent';
};

export const checkDiscord: Checker = async (a) => {
  await sendToDiscord({ ...a, submission: TEST_SUBMISSION });
  return 'Sent a test message to the channel.';
};
