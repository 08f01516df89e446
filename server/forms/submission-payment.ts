// A stored submission's payment columns (migration 120) as the owner's API gives them.
import type { SubmissionPayment } from '../../shared/payments/submission-payment';
import type { FormSubmissionRow } from './submission-table';

export function submissionPayment(r: FormSubmissionRow): SubmissionPayment | null {
  if (!r.payment_status) return null;
  return { status: r.payment_status, provider: r.payment_provider ?? '', amount: r.payment_amount ?? 0, currency: r.payment_currency ?? '', paidAt: r.paid_at };
}
