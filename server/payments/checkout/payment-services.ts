// Each payment integration kind's checkout (SPEC §3 payments group; what the server does with them is
// ours: SPEC §7 "not shown"). The order one is picked in is shared/payments/payment-kinds.ts.
import { PAYMENT_KINDS, type PaymentKind } from '../../../shared/payments/payment-kinds';
import { paypalOwnCheckout, paypalPartnerCheckout } from './paypal-checkout';
import type { PaymentService } from './payment-service';
import { stripeCheckout } from './stripe-checkout';

/** The kinds, in the order one is picked, as the integrations table's `type` values. */
export const PAYMENT_KIND_LIST: readonly string[] = PAYMENT_KINDS;

export const PAYMENT_SERVICES: Readonly<Record<PaymentKind, PaymentService>> = {
  stripe: stripeCheckout,
  'paypal-v2': paypalPartnerCheckout,
  paypal: paypalOwnCheckout,
};

export const paymentService = (kind: string): PaymentService | undefined => (PAYMENT_SERVICES as Readonly<Record<string, PaymentService>>)[kind];
