// A form with a price: the visitor pays on Stripe's or PayPal's checkout page, and the submission counts
// as paid (and goes on to the form's other integrations) only once the service says so. Stripe and PayPal
// are local fakes speaking their real HTTP APIs (Checkout Sessions; OAuth2 and Orders v2).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { envelope as json } from '../../../helpers/envelope';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
];
const ANN = { name: 'Ann Lee', email: 'ann@example.com' };
const STRIPE_KEY = 'sk_test_SENTINEL123';
const PAYPAL_ID = 'owner-rest-app';
const PAYPAL_SECRET = 'owner-rest-SENTINEL';
const price = (amount: number, currency = 'USD', itemName = 'Workshop seat') => ({ payment: { enabled: true, amount, currency, itemName } });

describe.each(BACKENDS)('form payments (%s)', (backend) => {
  let env: TestEnv;
  let fake: FakeServer;
  /** Checkout sessions and orders the fakes opened, by id. */
  const sessions = new Map<string, { payment_status: string; client_reference_id: string }>();
  const orders = new Map<string, { status: string; custom_id: string }>();
  let stripeRefuses = false;

  beforeAll(async () => {
    fake = await startFakeServer((req, res, body) => {
      const url = req.url ?? '';
      res.setHeader('content-type', 'application/json');
      const send = (status: number, v: unknown): void => void ((res.statusCode = status), res.end(JSON.stringify(v)));
      if (url.startsWith('/stripe/')) {
        if (stripeRefuses || req.headers.authorization !== `Bearer ${STRIPE_KEY}`) {
          return send(401, { error: { message: 'Invalid API Key provided: sk_test_****0000', type: 'invalid_request_error' } });
        }
        if (url === '/stripe/v1/checkout/sessions' && req.method === 'POST') {
          const f = new URLSearchParams(body);
          const id = `cs_test_${sessions.size + 1}`;
          sessions.set(id, { payment_status: 'unpaid', client_reference_id: f.get('client_reference_id') ?? '' });
          return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, payment_status: 'unpaid', status: 'open' });
        }
        if (url === '/stripe/v1/account') return send(200, { id: 'acct_1', object: 'account', charges_enabled: true, settings: { dashboard: { display_name: 'Acme Workshops' } } });
        const m = /^\/stripe\/v1\/checkout\/sessions\/(\w+)$/.exec(url);
        if (m && sessions.has(m[1]!)) return send(200, { id: m[1], object: 'checkout.session', ...sessions.get(m[1]!) });
        return send(404, { error: { message: 'No such checkout.session', type: 'invalid_request_error' } });
      }
      if (url === '/paypal/v1/oauth2/token') {
        const ok = req.headers.authorization === `Basic ${Buffer.from(`${PAYPAL_ID}:${PAYPAL_SECRET}`).toString('base64')}`;
        return ok ? send(200, { access_token: 'A21-owner', token_type: 'Bearer', expires_in: 32400 }) : send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (url.startsWith('/paypal/') && req.headers.authorization !== 'Bearer A21-owner') return send(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' });
      if (url === '/paypal/v2/checkout/orders' && req.method === 'POST') {
        const b = JSON.parse(body);
        const id = `5O190127TN36471${orders.size}`;
        orders.set(id, { status: 'PAYER_ACTION_REQUIRED', custom_id: b.purchase_units[0].custom_id });
        return send(200, { id, status: 'PAYER_ACTION_REQUIRED', links: [{ href: `https://api.paypal.test/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' }, { href: `https://www.paypal.test/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' }] });
      }
      const o = /^\/paypal\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(url);
      if (o && orders.has(o[1]!)) {
        const order = orders.get(o[1]!)!;
        if (o[2]) {
          if (order.status !== 'APPROVED') return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }], message: 'The requested action could not be performed.' });
          order.status = 'COMPLETED';
          return send(201, { id: o[1], status: 'COMPLETED', purchase_units: [{ reference_id: order.custom_id, payments: { captures: [{ id: 'CAP1', status: 'COMPLETED', custom_id: order.custom_id }] } }] });
        }
        return send(200, { id: o[1], status: order.status, purchase_units: [{ reference_id: order.custom_id, custom_id: order.custom_id }] });
      }
      if (url === '/teams/hook') return send(202, {});
      send(404, { message: 'no such path' });
    });
    env = await makeTestEnv(backend, { STRIPE_BASE_URL: `${fake.url}/stripe`, PAYPAL_BASE_URL: `${fake.url}/paypal`, FETCH_ALLOW_HOSTS: fake.hostPort });
  });
  afterAll(async () => {
    await env?.close();
    await fake?.close();
  });
  beforeEach(() => {
    stripeRefuses = false;
  });

  const form = (data: Record<string, unknown>) => env.createWidget(env.ownerId, 'form', { fields: FIELDS, title: 'Book a seat', ...data }, { name: 'Bookings' });
  const connect = async (w: string, type: string, body: Record<string, string>) => {
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type, ...body } });
    expect(r.status, await r.clone().text()).toBe(201);
    return (await json(r)).data.id as string;
  };
  const submit = (w: string, data: Record<string, unknown> = ANN) => env.call('POST', `/api/v1/forms/${w}/submissions`, { body: { data, pageUrl: 'https://shop.example/book' }, key: null });
  const rows = (w: string) => env.deps.db.selectFrom('form_submissions').selectAll().where('widget_id', '=', w).execute();
  const poll = async (w: string, id: string) => env.call('GET', `/api/v1/forms/${w}/submissions/${id}/payment`, { key: null });
  const teamsPosts = () => fake.requests.filter((r) => r.url === '/teams/hook');

  it('opens a Stripe Checkout Session for the price, stores the submission as pending and passes nothing on yet', async () => {
    const w = await form(price(25.5));
    await connect(w, 'stripe', { publishableKey: 'pk_test_1', privateKey: STRIPE_KEY });
    await connect(w, 'microsoft-teams', { webhookUrl: `${fake.url}/teams/hook` });
    const before = teamsPosts().length;
    const r = await submit(w);
    const b = await json(r);
    expect(r.status, JSON.stringify(b)).toBe(201);
    expect(b.data.payment).toEqual({ provider: 'stripe', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/), amount: 2550, currency: 'USD', status: 'pending' });
    const req = fake.requests.filter((q) => q.url === '/stripe/v1/checkout/sessions').at(-1)!;
    const f = Object.fromEntries(new URLSearchParams(req.body));
    expect(f).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][product_data][name]': 'Workshop seat',
      'line_items[0][quantity]': '1',
      client_reference_id: b.data.id,
      customer_email: 'ann@example.com',
      success_url: `http://localhost:4000/api/v1/payments/return?submission=${b.data.id}`,
      cancel_url: `http://localhost:4000/api/v1/payments/cancel?submission=${b.data.id}`,
    });
    const [row] = await rows(w);
    expect(row).toMatchObject({ id: b.data.id, payment_status: 'pending', payment_provider: 'stripe', payment_amount: 2550, payment_currency: 'USD', paid_at: null });
    expect(JSON.parse(row!.data)).toEqual(ANN);
    expect((await json(await poll(w, b.data.id))).data.status).toBe('pending');
    await new Promise((r) => setTimeout(r, 200));
    expect(teamsPosts().length).toBe(before);
  });

  it('marks it paid once Stripe says so, from the return page or the widget asking, and passes it on once', async () => {
    const w = await form(price(40, 'EUR', ''));
    await connect(w, 'stripe', { publishableKey: 'pk_test_1', privateKey: STRIPE_KEY });
    await connect(w, 'microsoft-teams', { webhookUrl: `${fake.url}/teams/hook` });
    const b = await json(await submit(w));
    const session = [...sessions.entries()].find(([, s]) => s.client_reference_id === b.data.id)!;
    // The form's title names what is paid for when the owner left the item name empty.
    expect(new URLSearchParams(fake.requests.filter((q) => q.url === '/stripe/v1/checkout/sessions').at(-1)!.body).get('line_items[0][price_data][product_data][name]')).toBe('Book a seat');
    const unpaid = await env.call('GET', `/api/v1/payments/return?submission=${b.data.id}`, { key: null });
    expect(await unpaid.text()).toContain('Payment not confirmed yet');
    session[1].payment_status = 'paid';
    const before = teamsPosts().length;
    const page = await env.call('GET', `/api/v1/payments/return?submission=${b.data.id}`, { key: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Payment received');
    expect((await json(await poll(w, b.data.id))).data.status).toBe('paid');
    // Asked twice, passed on once, with what was paid.
    await env.call('GET', `/api/v1/payments/return?submission=${b.data.id}`, { key: null });
    for (let i = 0; i < 100 && teamsPosts().length === before; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    const posts = teamsPosts().slice(before);
    expect(posts.length).toBe(1);
    expect(posts[0]!.body).toContain('Ann Lee');
    expect(posts[0]!.body).toContain('€40.00, paid with Stripe');
    const [row] = await rows(w);
    expect(row).toMatchObject({ payment_status: 'paid', paid_at: expect.any(Number) });
    // The owner sees it in Insights and in the CSV export.
    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/submissions`));
    expect(list.data.docs[0].payment).toEqual({ status: 'paid', provider: 'stripe', amount: 4000, currency: 'EUR', paidAt: expect.any(Number) });
    const csv = await (await env.call('GET', `/api/v1/plugin/${w}/submissions/export.csv`)).text();
    expect(csv.split('\r\n')[0]).toContain('"Payment"');
    expect(csv.split('\r\n')[1]).toContain('"Paid €40.00"');
  });

  it('does not believe a session paid for another submission', async () => {
    const w = await form(price(10));
    await connect(w, 'stripe', { publishableKey: 'pk_test_1', privateKey: STRIPE_KEY });
    const b = await json(await submit(w));
    const [id, s] = [...sessions.entries()].find(([, x]) => x.client_reference_id === b.data.id)!;
    sessions.set(id, { ...s, payment_status: 'paid', client_reference_id: 'someone-else' });
    expect(await (await env.call('GET', `/api/v1/payments/return?submission=${b.data.id}`, { key: null })).text()).toContain('Payment not confirmed yet');
    expect((await rows(w))[0]!.payment_status).toBe('pending');
  });

  it('captures an approved PayPal order (the owner’s REST app) and counts it paid', async () => {
    const w = await form(price(1200, 'JPY'));
    await connect(w, 'paypal', { clientId: PAYPAL_ID, clientSecret: PAYPAL_SECRET });
    const r = await submit(w);
    const b = await json(r);
    expect(r.status, JSON.stringify(b)).toBe(201);
    expect(b.data.payment).toMatchObject({ provider: 'paypal', url: expect.stringMatching(/^https:\/\/www\.paypal\.test\/checkoutnow\?token=/), amount: 1200, currency: 'JPY' });
    const create = JSON.parse(fake.requests.filter((q) => q.url === '/paypal/v2/checkout/orders').at(-1)!.body);
    expect(create.intent).toBe('CAPTURE');
    expect(create.purchase_units[0]).toMatchObject({ custom_id: b.data.id, amount: { currency_code: 'JPY', value: '1200' } });
    expect(create.payment_source.paypal.experience_context.return_url).toBe(`http://localhost:4000/api/v1/payments/return?submission=${b.data.id}`);
    const [orderId, order] = [...orders.entries()].find(([, o]) => o.custom_id === b.data.id)!;
    // Not approved yet: nothing captured.
    expect((await json(await poll(w, b.data.id))).data.status).toBe('pending');
    order.status = 'APPROVED';
    expect(await (await env.call('GET', `/api/v1/payments/return?submission=${b.data.id}&token=${orderId}&PayerID=P1`, { key: null })).text()).toContain('Payment received');
    expect(fake.requests.filter((q) => q.url === `/paypal/v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
    expect(orders.get(orderId)!.status).toBe('COMPLETED');
    expect((await rows(w))[0]!.payment_status).toBe('paid');
  });

  it('checks the connection for the builder by reading the account only', async () => {
    const w = await form(price(10));
    const stripe = await connect(w, 'stripe', { publishableKey: 'pk_test_1', privateKey: STRIPE_KEY });
    const paypal = await connect(w, 'paypal', { clientId: PAYPAL_ID, clientSecret: PAYPAL_SECRET });
    const check = async (id: string) => (await json(await env.call('POST', `/api/v1/plugin/${w}/integrations/${id}/check`))).data;
    const opened = fake.requests.filter((q) => q.url.includes('checkout')).length;
    expect(await check(stripe)).toEqual({ connected: true, message: 'Connected: payments go to the Stripe account "Acme Workshops".' });
    expect(await check(paypal)).toEqual({ connected: true, message: 'Connected: PayPal took the REST app’s credentials; payments go to its account.' });
    expect(fake.requests.filter((q) => q.url.includes('checkout')).length).toBe(opened);
    stripeRefuses = true;
    expect(await check(stripe)).toEqual({ connected: false, message: 'Stripe answered 401: Invalid API Key provided: sk_test_****0000' });
  });

  it('pays the merchant who signed up through PayPal (paypal-v2) with the platform’s partner app', async () => {
    const w = await form(price(15, 'GBP'));
    Object.assign(process.env, { PAYPAL_CLIENT_ID: PAYPAL_ID, PAYPAL_CLIENT_SECRET: PAYPAL_SECRET, PAYPAL_PARTNER_ID: 'PARTNER1' });
    try {
      // As the sign-up flow leaves it (tests/server/integrations/payments/paypal.test.ts): active, with the merchant id.
      await env.deps.db
        .insertInto('integrations')
        .values({ id: `pp2-${w}`, owner_id: env.ownerId, widget_id: w, component_id: w, type: 'paypal-v2', platform: 'plugin', is_active: 1, values: JSON.stringify({ trackingId: w, merchantId: 'MERCH1' }), secrets: '{}', raw_data: null, created_at: 1, updated_at: 1 })
        .execute();
      const b = await json(await submit(w));
      expect(b.data.payment).toMatchObject({ provider: 'paypal-v2', amount: 1500, currency: 'GBP' });
      const create = JSON.parse(fake.requests.filter((q) => q.url === '/paypal/v2/checkout/orders').at(-1)!.body);
      expect(create.purchase_units[0]).toMatchObject({ custom_id: b.data.id, amount: { currency_code: 'GBP', value: '15.00' }, payee: { merchant_id: 'MERCH1' } });
    } finally {
      for (const k of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_PARTNER_ID']) delete process.env[k];
    }
  });

  it('refuses a priced form with no payment service connected, and stores nothing', async () => {
    const w = await form(price(25));
    const r = await submit(w);
    expect(r.status).toBe(409);
    expect((await json(r)).message).toBe('This form takes a payment, but no payment service is connected to it yet. Please try again later.');
    expect(await rows(w)).toEqual([]);
  });

  it('stores nothing when Stripe refuses, and tells the owner why on the integration', async () => {
    const w = await form(price(25));
    const id = await connect(w, 'stripe', { publishableKey: 'pk_test_1', privateKey: STRIPE_KEY });
    stripeRefuses = true;
    const r = await submit(w);
    expect(r.status).toBe(502);
    expect((await json(r)).message).toBe('Stripe could not open the payment page. Please try again in a minute.');
    expect(await rows(w)).toEqual([]);
    const list = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { id: string; delivery: { lastError: string | null } }[];
    const lastError = list.find((i) => i.id === id)!.delivery.lastError;
    expect(lastError).toBe('A payment could not be opened: Stripe answered 401: Invalid API Key provided: sk_test_****0000');
    expect(lastError).not.toContain(STRIPE_KEY);
  });

  it('answers 404 for a submission that took no payment or does not exist, and keeps a plain form as it was', async () => {
    const w = await form({});
    const b = await json(await submit(w));
    expect(b.data.payment).toBeUndefined();
    expect((await poll(w, b.data.id)).status).toBe(404);
    expect((await poll(w, 'nope')).status).toBe(404);
    expect((await env.call('GET', '/api/v1/payments/return?submission=nope', { key: null })).status).toBe(404);
    const cancel = await env.call('GET', `/api/v1/payments/cancel?submission=${b.data.id}`, { key: null });
    expect(await cancel.text()).toContain('Payment cancelled');
    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/submissions`));
    expect(list.data.docs[0].payment).toBeNull();
    const csv = await (await env.call('GET', `/api/v1/plugin/${w}/submissions/export.csv`)).text();
    expect(csv).not.toContain('Payment');
  });

  it('refuses a price out of bounds or in a currency the services do not share', async () => {
    const w = await form({});
    for (const payment of [{ enabled: true, amount: 0, currency: 'USD', itemName: '' }, { enabled: true, amount: 10, currency: 'XYZ', itemName: '' }, { enabled: true, amount: 100_000, currency: 'USD', itemName: '' }]) {
      const r = await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { fields: FIELDS, payment } } });
      expect(r.status, JSON.stringify(payment)).toBe(400);
    }
  });
});
