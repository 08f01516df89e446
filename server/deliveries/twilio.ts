// Twilio Programmable Messaging: texts the owner's number (toNumber) each submission, from their Twilio
// number, with the account SID and auth token as Basic credentials.
import { DeliveryError } from './delivery-error';
import type { Sender } from './sender';
import { answers } from './submission';
import { callVendor } from './vendor-call';

/** Twilio's limit for one message body. */
export const SMS_MAX = 1600;

export function smsText(title: string, lines: { label: string; value: string }[]): string {
  const text = [title, ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n');
  return text.length > SMS_MAX ? `${text.slice(0, SMS_MAX - 1)}…` : text;
}

export const sendToTwilio: Sender = async ({ submission, fields, baseUrls }) => {
  const sid = fields.accountSid ?? '';
  if (!/^AC\w+$/.test(sid)) throw new DeliveryError('The Twilio account SID should start with "AC": copy it from the Twilio console.');
  await callVendor('Twilio', baseUrls.twilio, `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${sid}:${fields.authToken ?? ''}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ To: fields.toNumber ?? '', From: fields.fromNumber ?? '', Body: smsText(submission.title, answers(submission)) }).toString(),
  });
  return 'sent';
};
