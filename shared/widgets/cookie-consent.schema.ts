// Data schema of the `cookie_consent` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { text, typeDataSchema, webUrl } from './common-data.schema';
import { COOKIE_CATEGORIES, COOKIE_CONSENT_POSITIONS } from './cookie-consent';

export const CookieConsentDataSchema = typeDataSchema({
  title: text(200),
  text: text(2000),
  policyText: text(100),
  policyUrl: webUrl({ allowEmpty: true }),
  acceptText: text(60),
  rejectText: text(60),
  showReject: z.boolean(),
  position: z.enum(COOKIE_CONSENT_POSITIONS),
  categories: z
    .array(z.enum(COOKIE_CATEGORIES))
    .max(COOKIE_CATEGORIES.length)
    .refine((l) => new Set(l).size === l.length, 'Each kind of cookie may be offered once'),
  customizeText: text(60),
  saveText: text(60),
  necessaryLabel: text(100),
  necessaryText: text(500),
  functionalLabel: text(100),
  functionalText: text(500),
  analyticsLabel: text(100),
  analyticsText: text(500),
  marketingLabel: text(100),
  marketingText: text(500),
});
