// A form that takes a payment (shared/widgets/form.ts FormPayment): the submission is stored as pending
// with the checkout opened at the widget's payment integration (Stripe or PayPal), the visitor pays on the
// service's page, and the submission counts as paid, and goes on to the owner's email and integrations,
// only once the service itself says so: the return page, or the widget asking, makes the server ask it.
import { formatPrice, isPaymentCurrency, PAYMENT_AMOUNT, toMinorUnits } from '../../shared/payments/currencies';
import type { FormData, FormField, FormPayment } from '../../shared/widgets/form';
import type { WidgetDto } from '../widgets/widget-record';
import { DeliveryError } from '../deliveries/delivery-error';
import { integrationFields } from '../deliveries/integration-fields';
import { recordOutcome } from '../deliveries/record-outcome';
import { formSubmission, type Submission } from '../deliveries/submission';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { safeJsonParse } from '../http/read-json';
import { activeIntegrations } from '../integrations/active-integrations';
import type { IntegrationRow } from '../integrations/integration-table';
import type { FormSubmissionRow } from '../forms/submission-table';
import { formFields } from '../forms/validate-submission';
import { passOn } from '../forms/pass-on';
import { getWidgetRecord } from '../widgets/queries';
import type { CheckoutOrder } from './checkout/payment-service';
import { PAYMENT_KIND_LIST, paymentService } from './checkout/payment-services';

/** A waiting form asks every 3 s (SPEC §9's poll interval), and the return page once: per visitor. */
export const PAYMENT_POLL_LIMIT_PER_IP = { limit: 120, windowSec: 60 };
/** The service itself is asked about one submission at most this often when a form polls. */
export const PAYMENT_ASK_EVERY_MS = 5000;

export interface PendingPayment {
  provider: string;
  ref: string;
  /** The service's checkout page for the visitor. */
  url: string;
  amount: number;
  currency: string;
}

/** The form's price when it takes one (and it is one the services can charge), else null. */
export function formPayment(data: Record<string, unknown>): FormPayment | null {
  const p = (data as Partial<FormData>).payment;
  if (!p?.enabled) return null;
  if (!isPaymentCurrency(p.currency) || !(p.amount >= PAYMENT_AMOUNT.min && p.amount <= PAYMENT_AMOUNT.max)) {
    throw new HttpError(409, 'PAYMENT_MISCONFIGURED', 'This form’s price is not set up correctly, so it cannot be sent yet.');
  }
  return p;
}

/** The widget's payment integration: an active one, Stripe before PayPal when it has both. */
async function paymentIntegration(deps: Deps, widgetId: string, kind?: string): Promise<IntegrationRow | undefined> {
  const rows = await activeIntegrations(deps, widgetId, kind ? [kind] : PAYMENT_KIND_LIST);
  return rows.sort((a, b) => PAYMENT_KIND_LIST.indexOf(a.type) - PAYMENT_KIND_LIST.indexOf(b.type))[0];
}

const args = (deps: Deps, row: IntegrationRow) => ({ fields: integrationFields(deps, row), config: deps.config });

/** Opens the checkout for a submission not stored yet. A missing or failing service is an HttpError for
 *  the visitor (nothing is stored then); the service's own words go to the owner, on the integration. */
export async function startPayment(deps: Deps, w: WidgetDto, price: FormPayment, submissionId: string, values: Record<string, unknown>): Promise<PendingPayment> {
  const row = await paymentIntegration(deps, w.guid);
  if (!row) throw new HttpError(409, 'PAYMENT_NOT_CONNECTED', 'This form takes a payment, but no payment service is connected to it yet. Please try again later.');
  const service = paymentService(row.type)!;
  const back = (page: string) => `${deps.config.publicUrl}/api/v1/payments/${page}?submission=${encodeURIComponent(submissionId)}`;
  const email = formFields(w.data).filter((f) => f.type === 'email').map((f) => values[f.id]).find((v): v is string => typeof v === 'string' && v !== '');
  const title = typeof w.data.title === 'string' ? w.data.title : '';
  const order: CheckoutOrder = {
    submissionId,
    amount: toMinorUnits(price.amount, price.currency),
    currency: price.currency,
    itemName: (price.itemName || title || w.name || 'Payment').slice(0, 200),
    ...(email && { email }),
    returnUrl: back('return'),
    cancelUrl: back('cancel'),
  };
  try {
    const { ref, url } = await service.start(args(deps, row), order);
    return { provider: row.type, ref, url, amount: order.amount, currency: order.currency };
  } catch (e) {
    const message = e instanceof DeliveryError ? e.message : `${service.label} could not be reached.`;
    if (!(e instanceof DeliveryError)) deps.log.error('payment start failed', { integrationId: row.id, error: String(e) });
    await recordOutcome(deps, row.id, `A payment could not be opened: ${message}`);
    throw new HttpError(502, 'PAYMENT_UNAVAILABLE', `${service.label} could not open the payment page. Please try again in a minute.`);
  }
}

/** A paid submission as the other integrations get it: the form's answers, then what was paid. */
export function paidSubmission(w: WidgetDto, row: FormSubmissionRow): Submission {
  const fields: FormField[] = [...formFields(w.data), { id: '__payment', type: 'text', label: 'Payment' }];
  const label = paymentService(row.payment_provider ?? '')?.label ?? row.payment_provider;
  const values = { ...(safeJsonParse(row.data) as Record<string, unknown>), __payment: `${formatPrice(row.payment_amount ?? 0, row.payment_currency ?? 'USD')}, paid with ${label}` };
  return formSubmission(w.name, fields, values, row.page_url, { id: row.id, at: row.created_at });
}

/**
 * Where a submission's payment stands, asking the service when it is still pending: the first answer
 * that says paid marks it paid (once, whoever asks first) and passes it on to the form's integrations.
 * Null: no such submission, or one that took no payment.
 */
export async function confirmPayment(deps: Deps, submissionId: string): Promise<'pending' | 'paid' | null> {
  const sub = await deps.db.selectFrom('form_submissions').selectAll().where('id', '=', submissionId).executeTakeFirst();
  if (!sub?.payment_status) return null;
  if (sub.payment_status === 'paid' || !sub.payment_ref || !sub.payment_provider) return sub.payment_status;
  // The integration that opened the checkout: an owner who removed it meanwhile cannot be asked.
  const row = await paymentIntegration(deps, sub.widget_id, sub.payment_provider);
  if (!row) return 'pending';
  let paid: boolean;
  try {
    paid = await paymentService(row.type)!.isPaid(args(deps, row), sub.payment_ref, sub.id);
  } catch (e) {
    const message = e instanceof DeliveryError ? e.message : String(e);
    deps.log.warn('payment check failed', { submissionId, integrationId: row.id, message });
    return 'pending';
  }
  if (!paid) return 'pending';
  const res = await deps.db
    .updateTable('form_submissions')
    .set({ payment_status: 'paid', paid_at: deps.now() })
    .where('id', '=', sub.id)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) {
    await recordOutcome(deps, row.id, null);
    const w = await getWidgetRecord(deps, sub.widget_id);
    if (w) passOn(deps, { id: w.guid, data: w.data }, paidSubmission(w, sub));
  }
  return 'paid';
}
