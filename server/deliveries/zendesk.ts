// Zendesk: opens a ticket for each submission, with the person who sent it as requester when they left
// an email. The OAuth client's id and secret get a token by the client credentials grant on the owner's
// account (https://{accountName}.zendesk.com), which then creates the ticket.
import { DeliveryError } from './delivery-error';
import type { Service } from './sender';
import { answers, contactOf } from './submission';
import { callVendor } from './vendor-call';

const LABEL = 'Zendesk';
/** What the catalogue's subdomain format lets through, checked again: it becomes a host name. */
const ACCOUNT = /^[a-z0-9][a-z0-9-]{0,62}$/i;

const json = { 'content-type': 'application/json', accept: 'application/json' };

/** The account's host and a token for it (the client credentials grant). */
async function session(fields: Record<string, string>, base: string) {
  const account = fields.accountName ?? '';
  if (!ACCOUNT.test(account)) throw new DeliveryError('The Zendesk account name should be the part before .zendesk.com.');
  const baseUrl = base.replace('{subdomain}', account.toLowerCase());
  const grant = JSON.parse(
    await callVendor(LABEL, baseUrl, '/oauth/tokens', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: fields.clientId ?? '', client_secret: fields.clientSecret ?? '', scope: 'tickets:write' }),
    }),
  ) as { access_token?: unknown };
  if (typeof grant.access_token !== 'string' || !grant.access_token) throw new DeliveryError('Zendesk gave no access token for this OAuth client.');
  return { baseUrl, token: grant.access_token };
}

const check: Service['check'] = async ({ fields, baseUrls }) => {
  await session(fields, baseUrls.zendesk);
  return 'Connected: the OAuth client may open tickets.';
};

const send: Service['send'] = async ({ submission, fields, baseUrls }) => {
  const { baseUrl, token } = await session(fields, baseUrls.zendesk);
  // The requester whatever the consent boxes say: a ticket answers the person, it is no mailing list.
  const person = contactOf({ ...submission, fields: submission.fields.filter((f) => f.type !== 'consent') });
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  const body = [...answers(submission).map((a) => `${a.label}: ${a.value}`), ...(submission.pageUrl ? ['', `Sent from ${submission.pageUrl}`] : [])].join('\n');
  await callVendor(LABEL, baseUrl, '/api/v2/tickets', {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ticket: {
        subject: submission.title.slice(0, 150),
        comment: { body },
        ...(person && { requester: { email: person.email, name: name || person.email } }),
      },
    }),
  });
  return 'sent';
};

export const zendesk: Service = { send, check };
