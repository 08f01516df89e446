// The mailing lists that only need an API key (SendGrid, MailerLite, Klaviyo), as data: how the key goes
// in the headers, which read checks it, and which call adds the person. Mailchimp, which must first find
// its audience on the key's data centre, has its own file.
import type { DeliveryBaseUrls } from '../config';
import type { Service } from './sender';
import { contactOf, type Contact } from './submission';
import { callVendor } from './vendor-call';

export interface MailingList {
  label: string;
  base: keyof DeliveryBaseUrls;
  headers(fields: Record<string, string>): Record<string, string>;
  /** A read any valid key may make (nobody added). */
  checkPath: string;
  add: { method: 'PUT' | 'POST'; path: string; contentType: string; body(c: Contact): unknown };
}

export function mailingList(l: MailingList): Service {
  return {
    async check({ fields, baseUrls }) {
      await callVendor(l.label, baseUrls[l.base], l.checkPath, { headers: l.headers(fields) });
      return 'Connected.';
    },
    async send({ submission, fields, baseUrls }) {
      const c = contactOf(submission);
      if (!c) return 'skipped';
      await callVendor(l.label, baseUrls[l.base], l.add.path, {
        method: l.add.method,
        headers: { ...l.headers(fields), 'content-type': l.add.contentType },
        body: JSON.stringify(l.add.body(c)),
      });
      return 'sent';
    },
  };
}
