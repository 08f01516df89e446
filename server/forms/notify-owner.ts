// Emails the owner each form submission (the form's Content, "Email notifications"), to the address given
// there or to the owner's account email, with the visitor's email as Reply-To so answering is one click.
// Needs SMTP_URL; without it, nothing is sent. A failure is logged: the submission is stored already.
import type { FormNotifications } from '../../shared/widgets/form';
import { answers, contactOf, type Submission } from '../deliveries/submission';
import type { Deps } from '../deps';
import { sendMail } from '../mail/send-mail';
import type { WidgetDto } from '../widgets/widget-record';

/** The message's text: the answers as "Label: value", the page, and where to see them all. */
export function notificationText(deps: Deps, w: WidgetDto, s: Submission): string {
  const lines = answers(s).map((a) => `${a.label}: ${a.value}`);
  return [
    s.title,
    '',
    ...lines,
    ...(s.pageUrl ? ['', `Sent from ${s.pageUrl}`] : []),
    '',
    `All submissions of this form: ${deps.config.publicUrl}/editor/${encodeURIComponent(w.guid)} (Insights)`,
    '',
  ].join('\n');
}

export async function notifyOwner(deps: Deps, w: WidgetDto, s: Submission): Promise<'sent' | 'off'> {
  const n = w.data.notifications as Partial<FormNotifications> | undefined;
  if (!deps.config.smtpUrl || n?.enabled === false) return 'off';
  let to = typeof n?.email === 'string' ? n.email.trim() : '';
  if (!to) {
    const owner = await deps.db
      .selectFrom('widgets')
      .innerJoin('owners', 'owners.id', 'widgets.owner_id')
      .select('owners.email')
      .where('widgets.id', '=', w.guid)
      .executeTakeFirst();
    to = owner?.email ?? '';
  }
  if (!to) return 'off';
  const replyTo = contactOf({ ...s, fields: s.fields.filter((f) => f.type !== 'consent') })?.email;
  await sendMail(deps.config.smtpUrl, deps.config.mailFrom, { to, subject: s.title, text: notificationText(deps, w, s), ...(replyTo && { replyTo }) });
  return 'sent';
}
