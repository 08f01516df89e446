// Stripe Checkout at STRIPE_BASE_URL with the owner's secret key (the integration's privateKey): one
// Checkout Session per submission, in payment mode with one line, marked with the submission's id.
// https://docs.stripe.com/api/checkout/sessions/create
import { DeliveryError } from '../../deliveries/delivery-error';
import { callVendor } from '../../deliveries/vendor-call';
import type { PaymentArgs, PaymentService } from './payment-service';

const LABEL = 'Stripe';

const headers = (a: PaymentArgs) => {
  const key = a.fields.privateKey ?? '';
  if (!key) throw new DeliveryError('Stripe has no secret key: connect it again.');
  return { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
};

interface Account {
  settings?: { dashboard?: { display_name?: string | null } };
  business_profile?: { name?: string | null };
  email?: string | null;
  charges_enabled?: boolean;
}

interface Session {
  id?: string;
  url?: string;
  payment_status?: string;
  client_reference_id?: string;
}

const parse = <T = Session>(body: string): T => {
  try {
    return JSON.parse(body) as T;
  } catch {
    throw new DeliveryError('Stripe answered something that is not JSON.', true);
  }
};

export const stripeCheckout: PaymentService = {
  label: LABEL,
  async start(a, order) {
    const form = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': order.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(order.amount),
      'line_items[0][price_data][product_data][name]': order.itemName,
      client_reference_id: order.submissionId,
      'metadata[submission_id]': order.submissionId,
      success_url: order.returnUrl,
      cancel_url: order.cancelUrl,
    });
    if (order.email) form.set('customer_email', order.email);
    const s = parse(await callVendor(LABEL, a.config.stripeBaseUrl, '/v1/checkout/sessions', { method: 'POST', headers: headers(a), body: form.toString() }));
    if (!s.id || !s.url || !/^https?:\/\//.test(s.url)) throw new DeliveryError('Stripe opened no checkout page.', true);
    return { ref: s.id, url: s.url };
  },
  async isPaid(a, ref, submissionId) {
    const s = parse(await callVendor(LABEL, a.config.stripeBaseUrl, `/v1/checkout/sessions/${encodeURIComponent(ref)}`, { method: 'GET', headers: headers(a) }));
    return s.payment_status === 'paid' && s.client_reference_id === submissionId;
  },
  async check(a) {
    const acct = parse<Account>(await callVendor(LABEL, a.config.stripeBaseUrl, '/v1/account', { method: 'GET', headers: headers(a) }));
    const name = acct.settings?.dashboard?.display_name || acct.business_profile?.name || acct.email;
    if (acct.charges_enabled === false) throw new DeliveryError(`Stripe took the key, but the account${name ? ` "${name}"` : ''} cannot take payments yet: finish its activation at Stripe.`);
    return `Connected: payments go to the Stripe account${name ? ` "${name}"` : ''}.`;
  },
};
