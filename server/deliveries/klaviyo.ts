// Klaviyo: creates or updates the profile (POST /api/profile-import, JSON:API, a dated revision).
import { mailingList } from './mailing-list';

export const KLAVIYO_REVISION = '2024-10-15';
/** Klaviyo takes phone numbers in E.164 only; another form would refuse the whole profile. */
const E164 = /^\+[1-9]\d{6,14}$/;

export const klaviyo = mailingList({
  label: 'Klaviyo',
  base: 'klaviyo',
  headers: (f) => ({ authorization: `Klaviyo-API-Key ${f.apiKey ?? ''}`, revision: KLAVIYO_REVISION, accept: 'application/vnd.api+json' }),
  checkPath: '/api/accounts',
  add: {
    method: 'POST',
    path: '/api/profile-import',
    contentType: 'application/vnd.api+json',
    body: (c) => {
      const phone = c.phone?.replace(/[\s().-]/g, '');
      const attributes = {
        email: c.email,
        ...(c.firstName && { first_name: c.firstName }),
        ...(c.lastName && { last_name: c.lastName }),
        ...(phone && E164.test(phone) && { phone_number: phone }),
      };
      return { data: { type: 'profile', attributes } };
    },
  },
});
