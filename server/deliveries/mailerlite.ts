// MailerLite (connect.mailerlite.com API): creates or updates the subscriber.
import type { Sender } from './sender';
import { contactOf } from './submission';
import { callVendor } from './vendor-call';

export const sendToMailerlite: Sender = async ({ submission, fields, baseUrls }) => {
  const c = contactOf(submission);
  if (!c) return 'skipped';
  const extra = { ...(c.firstName && { name: c.firstName }), ...(c.lastName && { last_name: c.lastName }), ...(c.phone && { phone: c.phone }) };
  await callVendor('MailerLite', baseUrls.mailerlite, '/api/subscribers', {
    method: 'POST',
    headers: { authorization: `Bearer ${fields.apiKey ?? ''}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: c.email, ...(Object.keys(extra).length && { fields: extra }) }),
  });
  return 'sent';
};
