// SendGrid Marketing Campaigns: adds (or updates) the person in the account's contacts; the key's
// scopes are readable by any valid key.
import { mailingList } from './mailing-list';

export const sendgrid = mailingList({
  label: 'SendGrid',
  base: 'sendgrid',
  headers: (f) => ({ authorization: `Bearer ${f.apiKey ?? ''}` }),
  checkPath: '/v3/scopes',
  add: {
    method: 'PUT',
    path: '/v3/marketing/contacts',
    contentType: 'application/json',
    body: (c) => ({
      contacts: [{ email: c.email, ...(c.firstName && { first_name: c.firstName }), ...(c.lastName && { last_name: c.lastName }), ...(c.phone && { phone_number: c.phone }) }],
    }),
  },
});
