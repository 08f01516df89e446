// A form submission's payment as the owner sees it (Insights, the CSV export): what was asked, where, and
// whether the service has confirmed it.
import { formatPrice } from './currencies';

export interface SubmissionPayment {
  status: 'pending' | 'paid';
  /** The payment integration's kind: stripe, paypal or paypal-v2. */
  provider: string;
  /** In the currency's minor unit (cents). */
  amount: number;
  currency: string;
  paidAt: number | null;
}

/** "Paid $25.00", "Awaiting payment ($25.00)", or '' for a submission that took no payment. */
export function paymentText(p: SubmissionPayment | null | undefined, locale?: string): string {
  if (!p) return '';
  const price = formatPrice(p.amount, p.currency, locale);
  return p.status === 'paid' ? `Paid ${price}` : `Awaiting payment (${price})`;
}
