// The integration kinds that take a form's price, in the order one is picked when a widget has several.
export const PAYMENT_KINDS = ['stripe', 'paypal-v2', 'paypal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const isPaymentKind = (kind: unknown): kind is PaymentKind => (PAYMENT_KINDS as readonly unknown[]).includes(kind);

/** A form asks for a payment but none of these is connected to it: visitors cannot send it. */
export function paymentUnconnected(data: Record<string, unknown>): boolean {
  const pay = data.payment as { enabled?: unknown } | undefined;
  const keys = Array.isArray(data.integrations) ? data.integrations : [];
  return pay?.enabled === true && !keys.some(isPaymentKind);
}
