// SendGrid Marketing Campaigns: adds (or updates) the person in the account's contacts.
import type { Checker, Sender } from './sender';
import { contactOf } from './submission';
import { callVendor } from './vendor-call';

const auth = (fields: Record<string, string>) => ({ authorization: `Bearer ${fields.apiKey ?? ''}` });

/** The key's scopes are readable by any valid key. */
export const checkSendgrid: Checker = async ({ fields, baseUrls }) => {
  await callVendor('SendGrid', baseUrls.sendgrid, '/v3/scopes', { headers: auth(fields) });
  return 'Connected.';
};

export const sendToSendgrid: Sender = async ({ submission, fields, baseUrls }) => {
  const c = contactOf(submission);
  if (!c) return 'skipped';
  await callVendor('SendGrid', baseUrls.sendgrid, '/v3/marketing/contacts', {
    method: 'PUT',
    headers: { ...auth(fields), 'content-type': 'application/json' },
    body: JSON.stringify({
      contacts: [{ email: c.email, ...(c.firstName && { first_name: c.firstName }), ...(c.lastName && { last_name: c.lastName }), ...(c.phone && { phone_number: c.phone }) }],
    }),
  });
  return 'sent';
};
