// Row of `form_submissions`: the validated field values as JSON text, and the payment when the form
// takes one.
import type { Generated, Selectable } from 'kysely';

export interface FormSubmissionTable {
  id: string;
  widget_id: string;
  data: string;
  page_url: string | null;
  read_at: number | null;
  created_at: number;
  /** null: the form took no payment; 'pending' until the payment service confirms it (migration 120). */
  payment_status: Generated<'pending' | 'paid' | null>;
  /** The payment integration's kind: stripe, paypal or paypal-v2. */
  payment_provider: Generated<string | null>;
  /** The Stripe Checkout Session id or the PayPal order id. */
  payment_ref: Generated<string | null>;
  /** In the currency's minor unit (cents). */
  payment_amount: Generated<number | null>;
  payment_currency: Generated<string | null>;
  paid_at: Generated<number | null>;
}

/** A row as read (the payment columns are optional only when inserting). */
export type FormSubmissionRow = Selectable<FormSubmissionTable>;
