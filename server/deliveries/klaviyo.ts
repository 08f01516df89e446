// Klaviyo: creates or updates the profile (POST /api/profile-import, JSON:API, a dated revision).
import type { Checker, Sender } from './sender';
import { contactOf } from './submission';
import { callVendor } from './vendor-call';

export const KLAVIYO_REVISION = '2024-10-15';
/** Klaviyo takes phone numbers in E.164 only; another form would refuse the whole profile. */
const E164 = /^\+[1-9]\d{6,14}$/;

const auth = (fields: Record<string, string>) => ({ authorization: `Klaviyo-API-Key ${fields.apiKey ?? ''}`, revision: KLAVIYO_REVISION, accept: 'application/vnd.api+json' });

export const checkKlaviyo: Checker = async ({ fields, baseUrls }) => {
  await callVendor('Klaviyo', baseUrls.klaviyo, '/api/accounts', { headers: auth(fields) });
  return 'Connected.';
};

export const sendToKlaviyo: Sender = async ({ submission, fields, baseUrls }) => {
  const c = contactOf(submission);
  if (!c) return 'skipped';
  const phone = c.phone?.replace(/[\s().-]/g, '');
  const attributes = {
    email: c.email,
    ...(c.firstName && { first_name: c.firstName }),
    ...(c.lastName && { last_name: c.lastName }),
    ...(phone && E164.test(phone) && { phone_number: phone }),
  };
  await callVendor('Klaviyo', baseUrls.klaviyo, '/api/profile-import', {
    method: 'POST',
    headers: { ...auth(fields), 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'profile', attributes } }),
  });
  return 'sent';
};
