// A form with a price, in real Chromium (host page on 127.0.0.1, app on localhost, Stripe a local fake of
// its Checkout Sessions API with a hosted page of its own on a third origin): the visitor sends the form,
// opens the checkout page from the widget's link, pays there, lands on our return page, and the widget on
// the host page shows the success message. In the builder the owner sets the price, is told when no payment
// service is connected (and that this server sends no email), checks Stripe, and sees the submission paid
// in Insights.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { createWidget, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

const KEY = 'sk_test_e2e';
let app: AppServer;
let host: HostServer;
let browser: Browser;
let stripe: FakeServer;
let cookie: string;
let id: string;
const sessions = new Map<string, { paid: boolean; ref: string; success: string }>();

beforeAll(async () => {
  stripe = await startFakeServer((req, res, body) => {
    const url = req.url ?? '';
    if (url === '/v1/checkout/sessions' && req.method === 'POST' && req.headers.authorization === `Bearer ${KEY}`) {
      const f = new URLSearchParams(body);
      const sid = `cs_test_${sessions.size + 1}`;
      sessions.set(sid, { paid: false, ref: f.get('client_reference_id')!, success: f.get('success_url')! });
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: sid, url: `${stripe.url}/pay/${sid}`, payment_status: 'unpaid' }));
    }
    if (url === '/v1/account' && req.headers.authorization === `Bearer ${KEY}`) {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'acct_1', charges_enabled: true, settings: { dashboard: { display_name: 'Acme Workshops' } } }));
    }
    const get = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(url);
    if (get && sessions.has(get[1]!)) {
      const s = sessions.get(get[1]!)!;
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: get[1], payment_status: s.paid ? 'paid' : 'unpaid', client_reference_id: s.ref }));
    }
    // The hosted checkout page: a button that pays and sends the visitor to the success URL.
    const page = /^\/pay\/(\w+)(\/confirm)?$/.exec(url);
    if (page && sessions.has(page[1]!)) {
      const s = sessions.get(page[1]!)!;
      if (page[2]) {
        s.paid = true;
        return void res.writeHead(303, { location: s.success }).end();
      }
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Checkout</title><form method="post" action="/pay/${page[1]}/confirm"><button>Pay now</button></form>`);
    }
    res.writeHead(404).end();
  });
  [app, host, browser] = await Promise.all([startApp({ STRIPE_BASE_URL: stripe.url }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
  const data = {
    title: 'Book a seat',
    fields: [{ id: 'name', type: 'text', label: 'Name', required: true }, { id: 'email', type: 'email', label: 'Email', required: true }],
    payment: { enabled: true, amount: 25.5, currency: 'USD', itemName: 'Workshop seat' },
  };
  id = await createWidget(app.url, cookie, 'form', { name: 'Bookings', data });
  const r = await fetch(`${app.url}/api/v1/plugin/${id}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: app.url },
    body: JSON.stringify({ type: 'stripe', publishableKey: 'pk_test_e2e', privateKey: KEY }),
  });
  expect(r.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), stripe?.close()]);
});

describe('a form with a price', () => {
  it('takes the visitor through Stripe checkout in a new tab and shows the success message once paid', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const p = await ctx.newPage();
    await p.goto(host.page('/book', hostPage(app.url, `<div data-tessera-widget="${id}" data-lazy="none"></div>`)));
    const f = p.frameLocator(`[data-tessera-widget="${id}"] iframe`);
    await f.getByText('Price: $25.50').waitFor({ timeout: 15_000 });
    await f.getByLabel(/^Name/).fill('Ann Lee');
    await f.getByLabel(/^Email/).fill('ann@example.com');
    await f.getByRole('button', { name: 'Send' }).click();
    const pay = f.getByRole('link', { name: 'Pay $25.50' });
    await pay.waitFor({ timeout: 15_000 });
    const [checkout] = await Promise.all([ctx.waitForEvent('page'), pay.click()]);
    await checkout.getByRole('button', { name: 'Pay now' }).click();
    await checkout.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 15_000 });
    expect(new URL(checkout.url()).origin).toBe(app.url);
    await checkout.close();
    // Back on the host page: the widget learns it by asking, and shows the owner's message.
    await f.getByText('Thank you! Your message was sent.').waitFor({ timeout: 15_000 });
    const list = await (await fetch(`${app.url}/api/v1/plugin/${id}/submissions`, { headers: { cookie } })).json();
    expect(list.data.docs[0]).toMatchObject({ data: { name: 'Ann Lee', email: 'ann@example.com' }, payment: { status: 'paid', amount: 2550, currency: 'USD' } });
    await ctx.close();
  });
});

describe('a payment left for later', () => {
  it('shows the payment step again after the host page reloads, and the success once paid; then a new form', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const p = await ctx.newPage();
    const page = host.page('/book-later', hostPage(app.url, `<div data-tessera-widget="${id}" data-lazy="none"></div>`));
    await p.goto(page);
    const f = p.frameLocator(`[data-tessera-widget="${id}"] iframe`);
    await f.getByLabel(/^Name/).fill('Bo Reyes');
    await f.getByLabel(/^Email/).fill('bo@example.com');
    await f.getByRole('button', { name: 'Send' }).click();
    await f.getByRole('link', { name: 'Pay $25.50' }).waitFor({ timeout: 15_000 });
    const before = sessions.size;

    await p.reload();
    const pay = f.getByRole('link', { name: 'Pay $25.50' });
    await pay.waitFor({ timeout: 15_000 });
    expect(await f.getByRole('button', { name: 'Send' }).count()).toBe(0);
    const [checkout] = await Promise.all([ctx.waitForEvent('page'), pay.click()]);
    expect(sessions.size).toBe(before); // the same checkout, not a second one
    await checkout.getByRole('button', { name: 'Pay now' }).click();
    await checkout.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 15_000 });
    await checkout.close();
    await f.getByText('Thank you! Your message was sent.').waitFor({ timeout: 15_000 });

    // Paid and done: the next load is a fresh form again.
    await p.reload();
    await f.getByRole('button', { name: 'Send' }).waitFor({ timeout: 15_000 });
    expect(await f.getByRole('link', { name: 'Pay $25.50' }).count()).toBe(0);
    await ctx.close();
  });
});

describe('the builder, for a form with a price', () => {
  it('sets the price in Content, says a payment service is missing, and previews the price', async () => {
    const ctx = await ownerContext(browser, app.url, cookie);
    const w = await createWidget(app.url, cookie, 'form');
    const p = await ctx.newPage();
    await p.goto(`${app.url}/editor/${w}`);
    const group = p.getByRole('group', { name: 'Payment' });
    await group.waitFor({ timeout: 15_000 });
    const notice = p.getByText('This form asks for a payment: connect Stripe or PayPal in Integrations, or visitors cannot send it.');
    expect(await notice.count()).toBe(0);
    await group.getByRole('checkbox', { name: 'Visitors pay when they send the form' }).check();
    await notice.waitFor();
    await group.getByLabel('Price').fill('12.5');
    await group.getByLabel('Currency').selectOption('EUR');
    await p.frameLocator('iframe[title="Widget preview"]').getByText('Price: €12.50').waitFor({ timeout: 15_000 });
    // This app runs without SMTP_URL: the builder says so rather than let a ticked box promise mail.
    await p.getByRole('group', { name: 'Email notifications' }).getByText('This server sends no email (its SMTP_URL is not set): what visitors send is in Insights only.').waitFor();
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => p.locator('.save-status').textContent(), { timeout: 10_000 }).toBe('All changes saved');
    const saved = await p.evaluate(async (id) => (await (await fetch(`/api/v1/plugin/${id}?pluginType=x`)).json()).data.data.payment, w);
    expect(saved).toEqual({ enabled: true, amount: 12.5, currency: 'EUR', itemName: '' });
    await group.getByRole('checkbox', { name: 'Visitors pay when they send the form' }).uncheck();
    await notice.waitFor({ state: 'detached' });
    await ctx.close();
  });

  it('checks Stripe and lists the paid submission in Insights', async () => {
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    await p.goto(`${app.url}/editor/${id}`);
    await p.getByRole('button', { name: 'Integrations', exact: true }).click();
    await p.getByRole('button', { name: 'Check Stripe' }).click();
    await p.getByText('Connected: payments go to the Stripe account "Acme Workshops".').waitFor({ timeout: 15_000 });
    await p.locator('.int-row[data-integration="stripe"]').getByText(/^Last payment received on /).waitFor();
    await p.getByRole('button', { name: 'Insights', exact: true }).click();
    const row = p.locator('tbody tr', { hasText: 'Ann Lee' });
    await row.waitFor({ timeout: 15_000 });
    expect(await p.locator('thead th').allTextContents()).toEqual(['Received', 'Name', 'Email', 'Payment', 'Page', 'Actions']);
    expect((await row.locator('td').allTextContents()).slice(1, 4)).toEqual(['Ann Lee', 'ann@example.com', 'Paid $25.50']);
    await ctx.close();
  });
});
