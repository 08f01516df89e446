// MailerLite (connect.mailerlite.com API): creates or updates the subscriber.
import { mailingList } from './mailing-list';

export const mailerlite = mailingList({
  label: 'MailerLite',
  base: 'mailerlite',
  headers: (f) => ({ authorization: `Bearer ${f.apiKey ?? ''}`, accept: 'application/json' }),
  checkPath: '/api/subscribers?limit=1',
  add: {
    method: 'POST',
    path: '/api/subscribers',
    contentType: 'application/json',
    body: (c) => {
      const extra = { ...(c.firstName && { name: c.firstName }), ...(c.lastName && { last_name: c.lastName }), ...(c.phone && { phone: c.phone }) };
      return { email: c.email, ...(Object.keys(extra).length && { fields: extra }) };
    },
  },
});
