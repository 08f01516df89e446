// PayPal Orders v2 at PAYPAL_BASE_URL: one order per submission, which the visitor approves on PayPal's
// page and the server then captures. Two ways in, one per integration kind:
// - paypal (legacy): the owner's own REST app (clientId, clientSecret);
// - paypal-v2: the platform's partner app (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET), paying the merchant
//   who signed up from the widget (its merchantId) as payee.
// https://developer.paypal.com/docs/api/orders/v2/
import { minorToDecimal } from '../../../shared/payments/currencies';
import { DeliveryError } from '../../deliveries/delivery-error';
import { callVendor } from '../../deliveries/vendor-call';
import { paypalSettings } from '../paypal-client';
import type { PaymentArgs, PaymentService } from './payment-service';

const LABEL = 'PayPal';

interface Order {
  id?: string;
  status?: string;
  links?: { rel?: string; href?: string }[];
  purchase_units?: { reference_id?: string; custom_id?: string; payments?: { captures?: { custom_id?: string }[] } }[];
}

/** The submission an order was made for: a capture's answer may carry it on the capture only. */
const submissionOf = (o: Order) => {
  const unit = o.purchase_units?.[0];
  return unit?.custom_id ?? unit?.payments?.captures?.[0]?.custom_id ?? unit?.reference_id;
};

const parse = (body: string): Order => {
  try {
    return JSON.parse(body) as Order;
  } catch {
    throw new DeliveryError('PayPal answered something that is not JSON.', true);
  }
};

function paypalCheckout(partner: boolean): PaymentService {
  const client = (a: PaymentArgs) => {
    if (!partner) return { id: a.fields.clientId ?? '', secret: a.fields.clientSecret ?? '' };
    try {
      const s = paypalSettings(a.config.paypalBaseUrl);
      return { id: s.clientId, secret: s.clientSecret };
    } catch {
      throw new DeliveryError('PayPal is not configured on this server.');
    }
  };
  const token = async (a: PaymentArgs) => {
    const c = client(a);
    if (!c.id || !c.secret) throw new DeliveryError('PayPal has no client id or secret: connect it again.');
    const body = await callVendor(LABEL, a.config.paypalBaseUrl, '/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${c.id}:${c.secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const t = (parse(body) as { access_token?: string }).access_token;
    if (!t) throw new DeliveryError('PayPal gave no access token.', true);
    return t;
  };
  const call = async (a: PaymentArgs, path: string, init: RequestInit) =>
    parse(await callVendor(LABEL, a.config.paypalBaseUrl, path, { ...init, headers: { authorization: `Bearer ${await token(a)}`, 'content-type': 'application/json', accept: 'application/json', ...init.headers } }));

  return {
    label: LABEL,
    async start(a, order) {
      const merchantId = a.fields.merchantId ?? '';
      if (partner && !merchantId) throw new DeliveryError('PayPal sign-up is not finished: connect PayPal again.');
      const o = await call(a, '/v2/checkout/orders', {
        method: 'POST',
        // PayPal keeps the first order made with a request id: a retried request opens no second one.
        headers: { 'paypal-request-id': order.submissionId },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.submissionId,
              custom_id: order.submissionId,
              description: order.itemName.slice(0, 127),
              amount: { currency_code: order.currency, value: minorToDecimal(order.amount, order.currency) },
              ...(partner && { payee: { merchant_id: merchantId } }),
            },
          ],
          payment_source: {
            paypal: {
              ...(order.email && { email_address: order.email }),
              experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' },
            },
          },
        }),
      });
      const url = o.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if (!o.id || !url || !/^https?:\/\//.test(url)) throw new DeliveryError('PayPal opened no checkout page.', true);
      return { ref: o.id, url };
    },
    async isPaid(a, ref, submissionId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(ref)}`;
      let o = await call(a, path, { method: 'GET' });
      // Approved by the payer: the money moves when we capture it (once: the request id makes a second
      // capture of the same order the first one's answer).
      if (o.status === 'APPROVED') o = await call(a, `${path}/capture`, { method: 'POST', headers: { 'paypal-request-id': `capture-${submissionId}` }, body: '{}' });
      return o.status === 'COMPLETED' && submissionOf(o) === submissionId;
    },
    async check(a) {
      await token(a);
      if (!partner) return 'Connected: PayPal took the REST app’s credentials; payments go to its account.';
      if (!a.fields.merchantId) throw new DeliveryError('PayPal sign-up is not finished: connect PayPal again.');
      return `Connected: payments go to the PayPal merchant ${a.fields.merchantId}.`;
    },
  };
}

export const paypalOwnCheckout = paypalCheckout(false);
export const paypalPartnerCheckout = paypalCheckout(true);
