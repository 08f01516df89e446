// The step after sending a form with a price: a link to the payment service's checkout page (a new tab: a
// link the visitor clicks is never blocked as a pop-up, and the host page stays as it was), while the
// widget asks the server every 3 s, and at once when the visitor comes back to this tab, whether the
// payment went through.
import { useEffect } from 'react';
import { PAYPAL_POLL_INTERVAL_MS } from '../../../shared/constants';
import { formatPrice } from '../../../shared/payments/currencies';
import { safeHref } from '../common/safe-href';
import type { Translate } from '../common/localize';
import { paymentStatus } from './payment-status';
import type { PendingPayment } from './submit-form';

const PROVIDER_NAMES: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', 'paypal-v2': 'PayPal' };

export function PaymentStep(props: { appUrl: string; widgetId: string; submissionId: string; payment: PendingPayment; language?: string; t: Translate; onPaid(): void }) {
  const { payment, t } = props;
  useEffect(() => {
    let done = false;
    const ask = async () => {
      if (done) return;
      if ((await paymentStatus(props.appUrl, props.widgetId, props.submissionId)) === 'paid' && !done) {
        done = true;
        props.onPaid();
      }
    };
    const timer = setInterval(ask, PAYPAL_POLL_INTERVAL_MS);
    const back = () => document.visibilityState === 'visible' && void ask();
    document.addEventListener('visibilitychange', back);
    return () => {
      done = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', back);
    };
  }, [props.submissionId]);
  const price = formatPrice(payment.amount, payment.currency, props.language);
  const provider = PROVIDER_NAMES[payment.provider] ?? payment.provider;
  const href = safeHref(payment.url);
  return (
    <div className="tw-pay" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
      <p className="tw-pay-title">{t('payment.title', 'One more step: the payment')}</p>
      <p>{t('payment.text', 'Your answers are saved. Pay {price} with {provider} to complete them. The payment page opens in a new tab; this form updates once it is done.').replace('{price}', price).replace('{provider}', provider)}</p>
      {href ? (
        <a className="tw-btn" href={href} target="_blank" rel="noopener">
          {t('payment.pay', 'Pay {price}').replace('{price}', price)}
        </a>
      ) : null}
    </div>
  );
}
