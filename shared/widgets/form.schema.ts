// Data schema of the `form` widget type: validates owner edits on the server (see common-data.schema.ts
// for the decisions every type shares). The defaults are in form.ts.
import * as z from 'zod';
import { FORM_DESCRIPTION_FONT_SIZES } from '../design/form-font-sizes';
import { PAYMENT_AMOUNT, PAYMENT_CURRENCIES } from '../payments/currencies';
import { itemId, itemList, notificationsSchema, richText, text, typeDataSchema, webUrl } from './common-data.schema';
import { FORM_FIELD_TYPES } from './form';

const SIZE_NAMES = Object.keys(FORM_DESCRIPTION_FONT_SIZES) as [keyof typeof FORM_DESCRIPTION_FONT_SIZES, ...(keyof typeof FORM_DESCRIPTION_FONT_SIZES)[]];

export const FormFieldSchema = z.looseObject({
  id: itemId(),
  type: z.enum(FORM_FIELD_TYPES),
  label: text(500),
  placeholder: text(500).optional(),
  required: z.boolean().optional(),
  options: z.array(text(500)).max(200).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  text: text(5000).optional(),
});

export const FormPaymentSchema = z.object({
  enabled: z.boolean(),
  amount: z.number().finite().min(PAYMENT_AMOUNT.min).max(PAYMENT_AMOUNT.max),
  currency: z.enum(PAYMENT_CURRENCIES),
  itemName: text(200),
});

export const FormDataSchema = typeDataSchema({
  title: text(),
  description: richText(),
  // SPEC §5: small, medium, large or a pixel number.
  descriptionFontSize: z.union([z.enum(SIZE_NAMES), z.number().positive().max(200)]),
  fields: itemList(FormFieldSchema, 100),
  submitText: text(100),
  successMessage: text(2000),
  redirectUrl: webUrl({ allowEmpty: true }),
  honeypot: z.boolean(),
  recaptchaSiteKey: text(200),
  payment: FormPaymentSchema,
  notifications: notificationsSchema(),
});
