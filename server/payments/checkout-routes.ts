// Where a payment service sends a visitor back after a form's checkout (ours):
//   GET /api/v1/payments/return?submission=ID   after paying: asks the service, then says how it stands
//   GET /api/v1/payments/cancel?submission=ID   after cancelling: the form keeps its pay button
// The visitor left the host page's widget open in another tab; it learns the outcome by asking
// (GET /api/v1/forms/{widgetId}/submissions/{id}/payment), so these pages only tell the visitor.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { confirmPayment, PAYMENT_POLL_LIMIT_PER_IP } from './form-payment';
import { paymentPage } from './payment-page';

export function checkoutRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const page = (status: number, title: string, text: string) => {
    const res = new Response(paymentPage(title, text), { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
    res.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    res.headers.set('Cache-Control', 'no-store');
    res.headers.set('Referrer-Policy', 'no-referrer');
    return res;
  };
  const submissionId = (q: string | undefined) => (q ?? '').slice(0, 100);

  app.get('/api/v1/payments/return', async (c) => {
    await enforceRateLimit(deps, `payment-poll:ip:${clientIp(c)}`, PAYMENT_POLL_LIMIT_PER_IP);
    const status = await confirmPayment(deps, submissionId(c.req.query('submission')));
    if (status === null) return page(404, 'Payment not found', 'This payment link is not known. If you paid, the site owner has your payment.');
    if (status === 'paid') return page(200, 'Payment received', 'Thank you! Your payment went through. You can close this tab and go back to the page you came from.');
    return page(200, 'Payment not confirmed yet', 'The payment service has not confirmed your payment yet. Go back to the page you came from: the form shows it as soon as it is confirmed.');
  });

  app.get('/api/v1/payments/cancel', () =>
    page(200, 'Payment cancelled', 'Nothing was charged. You can close this tab and pay from the form on the page you came from whenever you like.'),
  );

  return app;
}
