// The currencies a form can charge in: the ones both Stripe and PayPal take from payers anywhere (PayPal's
// list is the shorter). JPY has no minor unit at either; the others have two digits after the point.
export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'JPY', 'HKD', 'SGD', 'MXN', 'BRL', 'ILS'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** The price bounds a form takes, in the currency's main unit: within what Stripe and PayPal accept for
 *  one payment in any of these currencies. */
export const PAYMENT_AMOUNT = { min: 1, max: 99_999 } as const;

const ZERO_DECIMAL: ReadonlySet<string> = new Set(['JPY']);

export const isPaymentCurrency = (c: unknown): c is PaymentCurrency => (PAYMENT_CURRENCIES as readonly unknown[]).includes(c);

/** Digits after the point of `currency` (2, or 0 for JPY). */
export const currencyDigits = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : 2);

/** 25.5 USD → 2550 (cents: Stripe's unit_amount and what is stored); 1200 JPY → 1200. */
export const toMinorUnits = (amount: number, currency: string) => Math.round(amount * 10 ** currencyDigits(currency));

/** 2550 USD → "25.50" (PayPal's amount value); 1200 JPY → "1200". */
export const minorToDecimal = (minor: number, currency: string) => (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));

/** "$25.50", "25,50 €": a price as the visitor's language writes it. */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  const amount = minor / 10 ** currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale || 'en', { style: 'currency', currency }).format(amount);
  } catch {
    return `${minorToDecimal(minor, currency)} ${currency}`;
  }
}
