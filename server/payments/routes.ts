// SPEC §7 "Payments": PayPal v2 seller sign-up.
//   POST /api/apps/payments/paypal-v2/get-signup-url     owner, body { widgetId, platform, serviceName } → data.url
//   POST /api/apps/payments/paypal-v2/get-signup-status  owner, body { widgetId, merchantId, platform, serviceName }
//   GET  /api/apps/payments/paypal-v2/return             PayPal's return_url inside the popup (ours)
// The widget's paypal-v2 integration is created on the first sign-up request and becomes active
// (isActive, which the builder polls) once PayPal reports the merchant can receive payments.
import { Hono } from 'hono';
import { newId } from '../auth/tokens';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import { parseObject } from '../integrations/integration-dto';
import { PaypalSignupStatusBody, PaypalSignupUrlBody } from '../../shared/schemas/api-bodies';
import { requireOwnedWidgetRow } from '../widgets/queries';
import { createPartnerReferral, merchantIntegration, paypalAccessToken, paypalSettings } from './paypal-client';
import { returnPage } from './return-page';


export function paymentRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);
  const owned = (ownerId: string, id: string) => requireOwnedWidgetRow(deps, ownerId, id);
  const paypalRow = (widgetId: string) =>
    deps.db.selectFrom('integrations').selectAll().where('widget_id', '=', widgetId).where('type', '=', 'paypal-v2').orderBy('created_at').executeTakeFirst();

  app.post('/api/apps/payments/paypal-v2/get-signup-url', owner, async (c) => {
    const ownerId = c.get('owner').id;
    const body = await readJson(c, PaypalSignupUrlBody);
    const w = await owned(ownerId, body.widgetId);
    const s = paypalSettings(deps.config.paypalBaseUrl);
    const token = await paypalAccessToken(s);
    const returnUrl = `${deps.config.publicUrl}/api/apps/payments/paypal-v2/return?widgetId=${encodeURIComponent(w.id)}`;
    const url = await createPartnerReferral(s, token, w.id, returnUrl);
    if (!(await paypalRow(w.id))) {
      const now = deps.now();
      await deps.db
        .insertInto('integrations')
        .values({
          id: newId(), owner_id: ownerId, widget_id: w.id, component_id: w.id, type: 'paypal-v2',
          platform: body.platform || 'plugin', is_active: 0, values: JSON.stringify({ trackingId: w.id }),
          secrets: '{}', raw_data: null, created_at: now, updated_at: now,
        })
        .execute();
    }
    return ok(c, { url });
  });

  app.post('/api/apps/payments/paypal-v2/get-signup-status', owner, async (c) => {
    const body = await readJson(c, PaypalSignupStatusBody);
    const w = await owned(c.get('owner').id, body.widgetId);
    const row = await paypalRow(w.id);
    if (!row) throw badRequest('Start the PayPal sign-up first.', 'PAYPAL_NOT_STARTED');
    const s = paypalSettings(deps.config.paypalBaseUrl);
    const status = await merchantIntegration(s, await paypalAccessToken(s), body.merchantId);
    // The merchant must be the one who signed up from this widget's link.
    if (status.tracking_id !== w.id) throw badRequest('This PayPal account was not connected from this widget.', 'PAYPAL_MERCHANT_MISMATCH');
    const connected = status.payments_receivable === true && status.primary_email_confirmed === true;
    const values = { ...parseObject(row.values), merchantId: status.merchant_id ?? body.merchantId };
    await deps.db
      .updateTable('integrations')
      .set({ is_active: connected ? 1 : 0, values: JSON.stringify(values), updated_at: Math.max(deps.now(), row.updated_at + 1) })
      .where('id', '=', row.id)
      .execute();
    return ok(c, {
      connected,
      paymentsReceivable: status.payments_receivable === true,
      primaryEmailConfirmed: status.primary_email_confirmed === true,
    });
  });

  app.get('/api/apps/payments/paypal-v2/return', (c) => {
    const merchantId = (c.req.query('merchantIdInPayPal') ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
    const { html, csp } = returnPage(new URL(deps.config.publicUrl).origin, merchantId);
    c.header('Content-Security-Policy', csp);
    c.header('Cache-Control', 'no-store');
    return c.html(html);
  });

  return app;
}
