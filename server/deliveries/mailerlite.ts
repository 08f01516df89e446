// MailerLite (connect.mailerlite.com API): creates or updates the subscriber.
import type { Checker, Sender } from './sender';
import { contactOf } from './submission';
import { callVendor } from './vendor-call';

const auth = (fields: Record<string, string>) => ({ authorization: `Bearer ${fields.apiKey ?? ''}`, accept: 'application/json' });

export const checkMailerlite: Checker = async ({ fields, baseUrls }) => {
  await callVendor('MailerLite', baseUrls.mailerlite, '/api/subscribers?limit=1', { headers: auth(fields) });
  return 'Connected.';
};

export const sendToMailerlite: Sender = async ({ submission, fields, baseUrls }) => {
  const c = contactOf(submission);
  if (!c) return 'skipped';
  const extra = { ...(c.firstName && { name: c.firstName }), ...(c.lastName && { last_name: c.lastName }), ...(c.phone && { phone: c.phone }) };
  await callVendor('MailerLite', baseUrls.mailerlite, '/api/subscribers', {
    method: 'POST',
    headers: { ...auth(fields), 'content-type': 'application/json' },
    body: JSON.stringify({ email: c.email, ...(Object.keys(extra).length && { fields: extra }) }),
  });
  return 'sent';
};
