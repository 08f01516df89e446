import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { envelope as json } from '../../../helpers/envelope';

const CLIENT_ID = 'partner-client';
const CLIENT_SECRET = 'partner-secret-SENTINEL';

describe.each(BACKENDS)('PayPal v2 sign-up (%s)', (backend) => {
  let env: TestEnv;
  let paypal: FakeServer;
  let w: string;
  const merchants = new Map<string, { tracking_id: string; payments_receivable: boolean; primary_email_confirmed: boolean }>();

  beforeAll(async () => {
    // PayPal's real shapes: OAuth2 token, partner-referrals (links[rel=action_url]), merchant-integrations.
    paypal = await startFakeServer((req, res, body) => {
      res.setHeader('content-type', 'application/json');
      const send = (status: number, v: unknown) => {
        res.statusCode = status;
        res.end(JSON.stringify(v));
      };
      if (req.url === '/v1/oauth2/token') {
        const ok = req.headers.authorization === `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}` && body === 'grant_type=client_credentials';
        return ok ? send(200, { access_token: 'A21-token', token_type: 'Bearer', expires_in: 32400 }) : send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (req.headers.authorization !== 'Bearer A21-token') return send(401, { message: 'no token' });
      if (req.url === '/v2/customer/partner-referrals' && req.method === 'POST') {
        const b = JSON.parse(body);
        return send(201, {
          links: [
            { href: `https://api.paypal.test/v2/customer/partner-referrals/ref-${b.tracking_id}`, rel: 'self', method: 'GET' },
            { href: `https://www.paypal.test/bizsignup/partner/entry?referralToken=${b.tracking_id}`, rel: 'action_url', method: 'GET' },
          ],
        });
      }
      const m = /^\/v1\/customer\/partners\/PARTNER1\/merchant-integrations\/(\w+)$/.exec(req.url ?? '');
      if (m && merchants.has(m[1])) return send(200, { merchant_id: m[1], ...merchants.get(m[1]) });
      send(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    });
    process.env.PAYPAL_CLIENT_ID = CLIENT_ID;
    process.env.PAYPAL_CLIENT_SECRET = CLIENT_SECRET;
    process.env.PAYPAL_PARTNER_ID = 'PARTNER1';
    env = await makeTestEnv(backend, { PAYPAL_BASE_URL: paypal.url });
    w = await env.createWidget(env.ownerId, 'form');
  });
  afterAll(async () => {
    await env?.close();
    await paypal?.close();
  });

  it('returns the partner-referral action url and creates an inactive paypal-v2 integration', async () => {
    const r = await env.call('POST', '/api/apps/payments/paypal-v2/get-signup-url?page=1', { body: { widgetId: w, platform: 'plugin', serviceName: 'tessera' } });
    const b = await json(r);
    expect(r.status).toBe(200);
    expect(b.data.url).toBe(`https://www.paypal.test/bizsignup/partner/entry?referralToken=${w}`);
    const referral = JSON.parse(paypal.requests.find((q) => q.url === '/v2/customer/partner-referrals')!.body);
    expect(referral.tracking_id).toBe(w);
    expect(referral.partner_config_override.return_url).toBe(`http://localhost:4000/api/apps/payments/paypal-v2/return?widgetId=${w}`);
    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`));
    expect(list.data).toEqual([expect.objectContaining({ type: 'paypal-v2', isActive: false })]);
  });

  it('activates the integration once PayPal reports the merchant ready', async () => {
    merchants.set('MERCH1', { tracking_id: w, payments_receivable: true, primary_email_confirmed: false });
    const body = { widgetId: w, merchantId: 'MERCH1', platform: 'plugin', serviceName: 'tessera' };
    let r = await json(await env.call('POST', '/api/apps/payments/paypal-v2/get-signup-status', { body }));
    expect(r.data.connected).toBe(false);
    merchants.set('MERCH1', { tracking_id: w, payments_receivable: true, primary_email_confirmed: true });
    r = await json(await env.call('POST', '/api/apps/payments/paypal-v2/get-signup-status', { body }));
    expect(r.data.connected).toBe(true);
    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`));
    expect(list.data[0]).toMatchObject({ type: 'paypal-v2', isActive: true, values: { merchantId: 'MERCH1' } });
  });

  it('refuses a merchant that signed up from another widget, and other owners', async () => {
    merchants.set('MERCH2', { tracking_id: 'someone-else', payments_receivable: true, primary_email_confirmed: true });
    const r = await env.call('POST', '/api/apps/payments/paypal-v2/get-signup-status', { body: { widgetId: w, merchantId: 'MERCH2' } });
    expect(r.status).toBe(400);
    expect((await env.call('POST', '/api/apps/payments/paypal-v2/get-signup-url', { body: { widgetId: w }, key: env.otherKey })).status).toBe(404);
    expect((await env.call('POST', '/api/apps/payments/paypal-v2/get-signup-url', { body: { widgetId: w }, key: null })).status).toBe(401);
  });

  it('reports PayPal failures with a message and status, never the partner secret', async () => {
    process.env.PAYPAL_CLIENT_SECRET = 'wrong';
    try {
      const r = await env.call('POST', '/api/apps/payments/paypal-v2/get-signup-url', { body: { widgetId: w } });
      const b = await json(r);
      expect(r.status).toBe(502);
      expect(b.success).toBe(false);
      expect(b.message).toMatch(/PayPal refused the request \(401: Client Authentication failed\)/);
    } finally {
      process.env.PAYPAL_CLIENT_SECRET = CLIENT_SECRET;
    }
    expect(env.logs.join('\n')).not.toContain('SENTINEL');
  });

  it('serves the return page that posts CN_INTEGRATION_AUTH_DONE to our origin only', async () => {
    const r = await env.call('GET', `/api/apps/payments/paypal-v2/return?widgetId=${w}&merchantIdInPayPal=MERCH1<script>`, { key: null });
    const html = await r.text();
    expect(html).toContain('{"type":"CN_INTEGRATION_AUTH_DONE","merchantId":"MERCH1script"}');
    expect(html).toContain('"http://localhost:4000"');
    expect(r.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
  });
});
