// Emails the owner what a visitor sent (a form submission, an AI chat's new contact), as the widget's
// "Email notifications" say: to the address given there or to the owner's account email, with the
// visitor's email as Reply-To so answering is one click. Needs SMTP_URL; without it, nothing is sent.
// A failure is logged by the caller: the submission is stored already.
import type { Notifications } from '../../shared/widgets/notifications';
import { answers, contactOf, type Submission } from '../deliveries/submission';
import type { Deps } from '../deps';
import { sendMail } from '../mail/send-mail';

/** The widget a submission came from. */
export interface SourceWidget {
  id: string;
  data: Record<string, unknown>;
}

/** The message's text: the answers as "Label: value", the page, and where to see them all. */
export function notificationText(deps: Deps, w: SourceWidget, s: Submission): string {
  return [
    s.title,
    '',
    ...answers(s).map((a) => `${a.label}: ${a.value}`),
    ...(s.pageUrl ? ['', `Sent from ${s.pageUrl}`] : []),
    '',
    `See them all in the builder's Insights: ${deps.config.publicUrl}/editor/${encodeURIComponent(w.id)}`,
    '',
  ].join('\n');
}

export async function notifyOwner(deps: Deps, w: SourceWidget, s: Submission): Promise<'sent' | 'off'> {
  const n = w.data.notifications as Partial<Notifications> | undefined;
  if (!deps.config.smtpUrl || n?.enabled === false) return 'off';
  let to = typeof n?.email === 'string' ? n.email.trim() : '';
  if (!to) {
    const owner = await deps.db
      .selectFrom('widgets')
      .innerJoin('owners', 'owners.id', 'widgets.owner_id')
      .select('owners.email')
      .where('widgets.id', '=', w.id)
      .executeTakeFirst();
    to = owner?.email ?? '';
  }
  if (!to) return 'off';
  // Reply-To is who wrote, whatever they ticked: the consent boxes are about mailing lists.
  const replyTo = contactOf({ ...s, fields: s.fields.filter((f) => f.type !== 'consent') })?.email;
  await sendMail(deps.config.smtpUrl, deps.config.mailFrom, { to, subject: s.title, text: notificationText(deps, w, s), ...(replyTo && { replyTo }) });
  return 'sent';
}
