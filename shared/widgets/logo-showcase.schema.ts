// Data schema of the `logo_showcase` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';
import { LOGO_HEIGHTS, LOGO_LAYOUTS, logoHref, MAX_LOGO_COLUMNS, MAX_LOGOS } from './logo-showcase';

export const LogoSchema = z.looseObject({
  id: itemId(),
  image: mediaUrl(),
  // A logo is a picture of words: without its name a screen reader has nothing to say (WCAG 1.1.1).
  name: text(200).refine((v) => v.trim() !== '', { message: 'Name the company: screen readers read it in place of the logo' }),
  // Opened in the visitor's browser: an absolute http(s) address, never javascript:, mailto: or a path.
  link: z
    .string()
    .max(2048)
    .refine((v) => v === '' || (/^https?:\/\//i.test(v) && logoHref(v) !== undefined), { message: 'An http(s) address such as https://example.com, or empty for no link' })
    .optional(),
});

export const LogoShowcaseDataSchema = typeDataSchema({
  title: text(),
  logos: itemList(LogoSchema, MAX_LOGOS),
  layout: z.enum(LOGO_LAYOUTS),
  columns: z.number().int().min(1).max(MAX_LOGO_COLUMNS),
  logoHeight: z.enum(LOGO_HEIGHTS),
  grayscale: z.boolean(),
  showLogoNames: z.boolean(),
});
