// SendGrid Marketing Campaigns: adds (or updates) the person in the account's contacts.
import type { Sender } from './sender';
import { contactOf } from './submission';
import { callVendor } from './vendor-call';

export const sendToSendgrid: Sender = async ({ submission, fields, baseUrls }) => {
  const c = contactOf(submission);
  if (!c) return 'skipped';
  await callVendor('SendGrid', baseUrls.sendgrid, '/v3/marketing/contacts', {
    method: 'PUT',
    headers: { authorization: `Bearer ${fields.apiKey ?? ''}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      contacts: [{ email: c.email, ...(c.firstName && { first_name: c.firstName }), ...(c.lastName && { last_name: c.lastName }), ...(c.phone && { phone_number: c.phone }) }],
    }),
  });
  return 'sent';
};
