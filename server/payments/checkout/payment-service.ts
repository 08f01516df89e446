// The shape each payment service's checkout has (payment-services.ts lists them by integration kind): it
// opens a checkout page for one submission, and later says whether that checkout was paid.
import type { Config } from '../../config';

export interface CheckoutOrder {
  submissionId: string;
  /** In the currency's minor unit (cents). */
  amount: number;
  currency: string;
  /** What the visitor pays for, on the checkout page. */
  itemName: string;
  /** Filled in on the checkout page when the form asked for it. */
  email?: string;
  /** Ours: where the service sends the visitor back after paying, or after cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentArgs {
  /** The integration's non-secret values and its opened secrets (a Stripe secret key, a PayPal client). */
  fields: Record<string, string>;
  config: Pick<Config, 'stripeBaseUrl' | 'paypalBaseUrl'>;
}

export interface PaymentService {
  /** The service's name, in messages to the visitor and the owner. */
  label: string;
  /** Opens a checkout: the service's id for it (kept with the submission) and the page to send the visitor
   *  to. A refusal or no answer is a DeliveryError. */
  start(a: PaymentArgs, order: CheckoutOrder): Promise<{ ref: string; url: string }>;
  /** Whether the checkout `ref` opened for `submissionId` is paid (capturing an approved PayPal order). */
  isPaid(a: PaymentArgs, ref: string, submissionId: string): Promise<boolean>;
  /** The builder's Check: reads the account only (no checkout opened); resolves to what the owner is
   *  told, a problem is a DeliveryError. */
  check(a: PaymentArgs): Promise<string>;
}
