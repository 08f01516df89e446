// Data schema of the `cookie_consent` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { text, typeDataSchema, webUrl } from './common-data.schema';
import { COOKIE_CONSENT_POSITIONS } from './cookie-consent';

export const CookieConsentDataSchema = typeDataSchema({
  title: text(200),
  text: text(2000),
  policyText: text(100),
  policyUrl: webUrl({ allowEmpty: true }),
  acceptText: text(60),
  rejectText: text(60),
  showReject: z.boolean(),
  position: z.enum(COOKIE_CONSENT_POSITIONS),
});
