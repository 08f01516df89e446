// Discord: posts each submission to the channel webhook the owner picked when connecting (the
// webhook.incoming scope). No mentions are parsed, so a visitor's "@everyone" stays text.
import { channel } from './channel';
import { answers, clip, type Submission } from './submission';

/** Discord's limit for a message's content. */
export const DISCORD_MAX = 2000;

export function discordMessage(s: Submission) {
  const text = [`**${s.title}**`, ...answers(s).map((a) => `**${a.label}:** ${a.value}`), ...(s.pageUrl ? [`Sent from ${s.pageUrl}`] : [])].join('\n');
  return { content: clip(text, DISCORD_MAX), allowed_mentions: { parse: [] } };
}

export const discord = channel('Discord', discordMessage, true);
