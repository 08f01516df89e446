// Mailchimp Marketing API 3.0: adds (or updates) the person in the account's first audience. An API key
// ends with its data centre ("…-us21"), which is the host to call; the key is the Basic password.
import { createHash } from 'node:crypto';
import { DeliveryError } from './delivery-error';
import type { Service } from './sender';
import { contactOf } from './submission';
import { callVendor } from './vendor-call';

const LABEL = 'Mailchimp';
const DATA_CENTRE = /-([a-z]{2,5}\d{1,3})$/;

/** The account's data centre host, its auth, and its first audience. */
async function audience(fields: Record<string, string>, base: string) {
  const apiKey = fields.apiKey ?? '';
  const dc = DATA_CENTRE.exec(apiKey)?.[1];
  if (!dc) throw new DeliveryError('The Mailchimp API key should end with its data centre, like "-us21": copy the whole key from Mailchimp.');
  const baseUrl = base.replace('{dc}', dc);
  const init = { headers: { authorization: `Basic ${Buffer.from(`tessera:${apiKey}`).toString('base64')}`, 'content-type': 'application/json' } };
  const lists = JSON.parse(await callVendor(LABEL, baseUrl, '/3.0/lists?count=1&fields=lists.id,lists.name', init)) as { lists?: { id?: string; name?: string }[] };
  const list = lists.lists?.[0];
  if (!list?.id) throw new DeliveryError('Your Mailchimp account has no audience to add people to: create one in Mailchimp.');
  return { baseUrl, init, listId: list.id, name: list.name ?? '' };
}

const check: Service['check'] = async ({ fields, baseUrls }) => `Connected: people go to the audience "${(await audience(fields, baseUrls.mailchimp)).name}".`;

const send: Service['send'] = async ({ submission, fields, baseUrls }) => {
  const contact = contactOf(submission);
  if (!contact) return 'skipped';
  const { baseUrl, init, listId } = await audience(fields, baseUrls.mailchimp);
  const hash = createHash('md5').update(contact.email.toLowerCase()).digest('hex');
  const merge = { ...(contact.firstName && { FNAME: contact.firstName }), ...(contact.lastName && { LNAME: contact.lastName }) };
  await callVendor(LABEL, baseUrl, `/3.0/lists/${encodeURIComponent(listId)}/members/${hash}`, {
    ...init,
    method: 'PUT',
    // An existing member keeps their status (an unsubscribed person is not signed up again).
    body: JSON.stringify({ email_address: contact.email, status_if_new: 'subscribed', ...(Object.keys(merge).length && { merge_fields: merge }) }),
  });
  return 'sent';
};

export const mailchimp: Service = { send, check };
