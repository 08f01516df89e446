// Default built-in data of the `form` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import type { FormDescriptionSize } from '../design/form-font-sizes';
import type { PaymentCurrency } from '../payments/currencies';
import { commonDefaults, type CommonWidgetData } from './common-data';
import { notificationDefaults, type Notifications } from './notifications';

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'number', 'textarea', 'select', 'radio', 'checkbox', 'date', 'consent'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export type FormField = {
  id: string;
  type: FormFieldType;
  label: string;
  placeholder?: string;
  required?: boolean;
  /** select, radio and checkbox choices. */
  options?: string[];
  min?: number;
  max?: number;
  /** consent: rich text (sanitised) shown beside the box. */
  text?: string;
};

/** The optional settings that mean something for each field type, with the value of one left unset: the
 *  builder offers these even where a field does not have them yet (a select's "Required" box). */
const TYPED = { placeholder: '', required: false } as const;
const CHOICES = { required: false, options: [] as string[] };
export const FORM_FIELD_SETTINGS: Readonly<Record<FormFieldType, Readonly<Partial<FormField>>>> = {
  text: TYPED,
  email: TYPED,
  phone: TYPED,
  number: TYPED,
  textarea: TYPED,
  date: { required: false },
  select: CHOICES,
  radio: CHOICES,
  checkbox: CHOICES,
  consent: { required: false, text: '' },
};

/** A price the visitor pays with each submission, on the checkout page of the form's payment integration
 *  (Stripe or PayPal). The submission reaches the owner's other integrations once paid. */
export type FormPayment = {
  enabled: boolean;
  /** In the currency's main unit (25.5 is $25.50). */
  amount: number;
  currency: PaymentCurrency;
  /** What the visitor pays for, on the checkout page (the form's title when empty). */
  itemName: string;
};

/** SPEC §5: small 0.86rem, medium 0.93rem, large 1rem, or a pixel number. */
export type DescriptionFontSize = FormDescriptionSize | number;

export type FormData = CommonWidgetData & {
  title: string;
  /** Owner rich text, sanitised before rendering. */
  description: string;
  descriptionFontSize: DescriptionFontSize;
  fields: FormField[];
  submitText: string;
  successMessage: string;
  /** When set, the visitor is sent there after a successful submit instead of seeing the message. */
  redirectUrl: string;
  honeypot: boolean;
  /** reCAPTCHA v3 site key, present when the recaptcha integration is connected. */
  recaptchaSiteKey?: string;
  payment: FormPayment;
  notifications: Notifications;
};

export const formDefaults: FormData = {
  ...commonDefaults,
  title: 'Contact us',
  description: '<p>Send us a message and we will get back to you within one working day.</p>',
  descriptionFontSize: 'medium',
  fields: [
    { id: 'name', type: 'text', label: 'Name', placeholder: 'Your name', required: true },
    { id: 'email', type: 'email', label: 'Email', placeholder: 'you@example.com', required: true },
    { id: 'topic', type: 'select', label: 'Topic', options: ['Question', 'Feedback', 'Other'] },
    { id: 'message', type: 'textarea', label: 'Message', required: true },
    { id: 'consent', type: 'consent', label: 'Consent', text: 'I agree that my data is stored to answer my message.', required: true },
  ],
  submitText: 'Send',
  successMessage: 'Thank you! Your message was sent.',
  redirectUrl: '',
  honeypot: true,
  payment: { enabled: false, amount: 10, currency: 'USD', itemName: '' },
  notifications: notificationDefaults,
};
