// Twilio Programmable Messaging: texts the owner's number (toNumber) each submission, from their Twilio
// number, with the account SID and auth token as Basic credentials.
import { DeliveryError } from './delivery-error';
import type { Service } from './sender';
import { answers, clip } from './submission';
import { callVendor } from './vendor-call';

/** Twilio's limit for one message body. */
export const SMS_MAX = 1600;

export function smsText(title: string, lines: { label: string; value: string }[]): string {
  return clip([title, ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n'), SMS_MAX);
}

function account(fields: Record<string, string>) {
  const sid = fields.accountSid ?? '';
  if (!/^AC\w+$/.test(sid)) throw new DeliveryError('The Twilio account SID should start with "AC": copy it from the Twilio console.');
  return { path: `/2010-04-01/Accounts/${encodeURIComponent(sid)}`, authorization: `Basic ${Buffer.from(`${sid}:${fields.authToken ?? ''}`).toString('base64')}` };
}

/** Reads the account (no text sent: each costs the owner money). */
const check: Service['check'] = async ({ fields, baseUrls }) => {
  const a = account(fields);
  const got = JSON.parse(await callVendor('Twilio', baseUrls.twilio, `${a.path}.json`, { headers: { authorization: a.authorization } })) as { status?: unknown };
  if (got.status !== undefined && got.status !== 'active') throw new DeliveryError(`The Twilio account is ${String(got.status)}, not active.`);
  return `Connected: texts go to ${fields.toNumber ?? ''} from ${fields.fromNumber ?? ''}.`;
};

const send: Service['send'] = async ({ submission, fields, baseUrls }) => {
  const a = account(fields);
  await callVendor('Twilio', baseUrls.twilio, `${a.path}/Messages.json`, {
    method: 'POST',
    headers: { authorization: a.authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ To: fields.toNumber ?? '', From: fields.fromNumber ?? '', Body: smsText(submission.title, answers(submission)) }).toString(),
  });
  return 'sent';
};

export const twilio: Service = { send, check };
