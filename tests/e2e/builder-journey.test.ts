// Issue 6 journey in real Chromium, as a new owner would: sign up, create each widget type, edit a form
// (preset, font, text, undo/redo, a mobile-only size), save and reload, connect a CSV source (bad URL,
// then a good one served by a local fake), connect PayPal v2 through its popup against a fake PayPal,
// connect Slack through the OAuth popup against a fake OAuth provider (refused, then allowed),
// copy the embed code and load it on another origin. Screenshots go to tests/e2e/__screenshots__/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../frame/editor/home/home-page';
import { WIDGET_TYPES } from '../../shared/widget-types';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { startFakeProvider, type FakeProvider } from '../server/oauth/fake-provider';
import { axeSerious, launchBrowser, popupClosed, ROOT, startApp, startHost, type AppServer, type HostServer } from './harness';

const SHOTS = join(ROOT, 'tests/e2e/__screenshots__');
const CSV = 'name,price\nApple,1.20\nPear,0.90\n';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let paypal: FakeServer;
let data: FakeServer;
let slack: FakeProvider;
/** Mailchimp's API (under /{dc}, as its host name holds the key's data centre) and a Teams webhook that refuses. */
let mail: FakeServer;
let widgetId = '';

/** PayPal's partner API and its seller sign-up page (which sends the seller back to return_url). */
async function fakePaypal(): Promise<FakeServer> {
  let returnUrl = '';
  const fake = await startFakeServer((req, res, body) => {
    const send = (status: number, v: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/v1/oauth2/token') return send(200, { access_token: 'A21-token', token_type: 'Bearer', expires_in: 32400 });
    if (url.pathname === '/v2/customer/partner-referrals') {
      const b = JSON.parse(body) as { tracking_id: string; partner_config_override: { return_url: string } };
      returnUrl = b.partner_config_override.return_url;
      return send(201, { links: [{ href: `${fake.url}/bizsignup?referralToken=${b.tracking_id}`, rel: 'action_url', method: 'GET' }] });
    }
    if (url.pathname === '/bizsignup') {
      // The seller finishes sign-up at PayPal, which redirects the popup to the partner's return url.
      const back = `${returnUrl}&merchantId=${url.searchParams.get('referralToken')}&merchantIdInPayPal=MERCH1`;
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>PayPal</title><p>Signing you up...</p><script>setTimeout(function(){location.href=${JSON.stringify(back)}},300)</script>`);
    }
    if (url.pathname.endsWith('/merchant-integrations/MERCH1')) {
      return send(200, { merchant_id: 'MERCH1', tracking_id: widgetId, payments_receivable: true, primary_email_confirmed: true });
    }
    send(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
  });
  return fake;
}

async function shot(name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const saveStatus = () => page.locator('.save-status').textContent();

/** Opens an editor section (clicking the open one would close the drawer). */
async function openSection(name: string) {
  const b = page.getByRole('button', { name, exact: true });
  if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [paypal, data, slack, mail] = await Promise.all([
    fakePaypal(),
    startFakeServer((req, res) => {
      if (req.url === '/items.csv') return void res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
      res.writeHead(404).end();
    }),
    startFakeProvider({ 'slack-client': 'slack-secret' }),
    startFakeServer((req, res) => {
      const send = (status: number, v: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
      if (req.url?.startsWith('/us7/3.0/lists?')) return send(200, { lists: [{ id: 'aud1', name: 'Customers' }] });
      if (req.url?.startsWith('/us7/3.0/lists/aud1/members/')) return send(200, { status: 'subscribed' });
      if (req.url === '/teams/hook') return send(400, { error: { code: 'InvalidRequestContent', message: 'The workflow was turned off.' } });
      send(404, { detail: 'Not found' });
    }),
  ]);
  [app, host, browser] = await Promise.all([
    startApp({
      PAYPAL_BASE_URL: paypal.url,
      PAYPAL_CLIENT_ID: 'partner-client',
      PAYPAL_CLIENT_SECRET: 'partner-secret',
      PAYPAL_PARTNER_ID: 'PARTNER1',
      FETCH_ALLOW_HOSTS: `${data.hostPort},${mail.hostPort},${slack.server.hostPort}`,
      MAILCHIMP_BASE_URL: `${mail.url}/{dc}`,
      OAUTH_SLACK_BASE_URL: slack.url,
      OAUTH_SLACK_CLIENT_ID: 'slack-client',
      OAUTH_SLACK_CLIENT_SECRET: 'slack-secret',
    }),
    startHost(),
    launchBrowser(),
  ]);
  ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  page = await ctx.newPage();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), paypal?.close(), data?.close(), slack?.close(), mail?.close()]);
});

describe('builder journey (issue 6)', () => {
  it('signs up and lands on an empty, accessible home', async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Ada Owner');
    await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Your widgets' }).waitFor();
    await page.getByText('No widgets yet').waitFor();
    expect(await axeSerious(page)).toEqual([]);
  });

  it('makes an API key, shown once, that signs calls to the API in until it is revoked', async () => {
    await page.getByRole('button', { name: 'API keys' }).click();
    const dialog = page.getByRole('dialog', { name: 'API keys' });
    await dialog.getByText('No API keys yet.').waitFor();
    await dialog.getByLabel('Key name').fill('Zapier');
    await dialog.getByRole('button', { name: 'Make a key' }).click();
    await dialog.getByText('Copy the key “Zapier” now: it is shown only once.').waitFor();
    const key = await dialog.getByLabel('New API key').inputValue();
    await dialog.getByRole('list', { name: 'Your API keys' }).getByText(`…${key.slice(-4)}`).waitFor();
    expect(await axeSerious(page)).toEqual([]);
    const asKey = () => fetch(`${app.url}/api/auth/api-keys`, { headers: { authorization: `Bearer ${key}` } });
    const listed = await asKey();
    expect(listed.status).toBe(200);
    // The list the key reads holds its name and last four characters, never the key itself.
    const body = await listed.text();
    expect(body).toContain('"name":"Zapier"');
    expect(body).not.toContain(key);

    await dialog.getByRole('button', { name: 'Revoke Zapier' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'API keys' }).getByText('No API keys yet.').waitFor();
    expect((await asKey()).status).toBe(401);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'API keys' }).waitFor({ state: 'detached' });
  });

  it('creates a widget of each type from the apps list and opens it in the editor', async () => {
    for (const type of WIDGET_TYPES) {
      await page.getByRole('button', { name: 'Create widget' }).click();
      await page.locator(`.type-tile[data-type="${type}"]`).click();
      await page.waitForURL(/\/editor\/[^/]+$/);
      await page.getByRole('heading', { name: 'Content' }).waitFor();
      await page.getByRole('button', { name: '← Widgets' }).click();
      await page.getByRole('heading', { name: 'Your widgets' }).waitFor();
    }
    // The list shows PAGE_SIZE widgets a page: every type is on the first page or the next.
    const first = Math.min(WIDGET_TYPES.length, PAGE_SIZE);
    await expect.poll(() => page.locator('.widget-card').count()).toBe(first);
    if (WIDGET_TYPES.length > PAGE_SIZE) {
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.locator('.widget-card').count()).toBe(WIDGET_TYPES.length - first);
      await pager.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => page.locator('.widget-card').count()).toBe(first);
    }
    await shot('builder-home');
  });

  it('edits a form: preset, font, text, undo/redo, a mobile-only size; saves; the reload shows the edits', async () => {
    await page.getByLabel('Type').selectOption('form');
    await expect.poll(() => page.locator('.widget-card').count()).toBe(1);
    const t0 = Date.now();
    await page.locator('.widget-card .widget-open').click();
    await page.waitForURL(/\/editor\//);
    widgetId = decodeURIComponent(page.url().split('/editor/')[1]!);
    // Time from opening the editor to the real viewer showing the widget in the preview.
    const preview = page.frameLocator('iframe[title="Widget preview"]');
    await preview.getByText('Contact us').first().waitFor({ timeout: 20_000 });
    process.stdout.write(`[builder] /editor/{id} to interactive preview: ${Date.now() - t0} ms\n`);

    await page.getByLabel('Title').fill('Talk to Ada');
    // The preview is live: the real viewer shows the unsaved text.
    await preview.getByText('Talk to Ada').first().waitFor({ timeout: 10_000 });
    await openSection('Design');
    await page.getByRole('radio', { name: 'Preset 6' }).click();
    await page.locator('select[name=fontId]').selectOption('open-sans');
    expect(await saveStatus()).toBe('Unsaved changes');
    // Undo the font, redo it with the keyboard.
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('select[name=fontId]').inputValue()).toBe('poppins');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => page.locator('select[name=fontId]').inputValue()).toBe('open-sans');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => page.locator('select[name=fontId]').inputValue()).toBe('open-sans');

    await page.getByRole('button', { name: 'Mobile' }).click();
    await page.getByText('Sizes and layout apply to mobile only.').waitFor();
    await page.locator('select[name=fontSize]').selectOption('24');
    await shot('builder-editor-dark');
    expect(await axeSerious(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(saveStatus).toBe('All changes saved');

    await page.reload();
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Talk to Ada');
    await openSection('Design');
    expect(await page.getByRole('radio', { name: 'Preset 6' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('select[name=fontId]').inputValue()).toBe('open-sans');
    expect(await page.locator('select[name=fontSize]').inputValue()).toBe('14');
    await page.getByRole('button', { name: 'Mobile' }).click();
    expect(await page.locator('select[name=fontSize]').inputValue()).toBe('24');

    await page.getByRole('button', { name: 'Dark theme' }).or(page.getByRole('button', { name: 'Light theme' })).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await shot('builder-editor-light');
    expect(await axeSerious(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
  });

  it('asks before leaving with unsaved changes', async () => {
    await openSection('Content');
    await page.getByLabel('Submit text').fill('Send it');
    await page.getByRole('button', { name: '← Widgets' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toContain('/editor/');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByLabel('Submit text').inputValue()).toBe('Send');
  });

  it('connects a CSV source: a bad URL shows a field error, a good one is saved', async () => {
    await openSection('Integrations');
    await page.locator('.int-tile[data-kind="csv"]').click();
    await page.getByLabel('CSV file URL').fill('not a url');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('#int-url-error').waitFor();
    expect(await page.getByLabel('CSV file URL').getAttribute('aria-invalid')).toBe('true');
    await shot('builder-connect-csv');
    expect(await axeSerious(page)).toEqual([]);
    await page.getByLabel('CSV file URL').fill(`${data.url}/items.csv`);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('.int-row[data-integration="csv"]').waitFor();
    // The server reads the CSV from the fake through the guarded fetcher.
    const r = await page.evaluate(async (id) => (await fetch(`/api/v1/plugin/${id}/integrations/data`)).text(), widgetId);
    expect(r).toContain('Pear');
  });

  it('connects PayPal v2 through the popup against a fake PayPal', async () => {
    await page.locator('.int-tile[data-kind="paypal-v2"]').click();
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect PayPal' }).click();
    const popup = await popupPromise;
    expect(popup.viewportSize()).toEqual({ width: 600, height: 600 });
    await popupClosed(popup);
    await page.locator('.int-row[data-integration="paypal-v2"] .badge-ok').waitFor({ timeout: 15_000 });
  });

  it('connects Slack through the OAuth popup against a fake provider; a refused sign-in says why', async () => {
    await page.locator('.int-tile[data-kind="slack"]').click();
    slack.mode.deny = true;
    let popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect with Slack' }).click();
    await popupClosed(await popupPromise);
    await page.getByText('You did not allow access to Slack, so nothing was connected.').waitFor();
    expect(slack.tokenRequests).toHaveLength(0);

    slack.mode.deny = false;
    popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect with Slack' }).click();
    await popupClosed(await popupPromise);
    await page.locator('.int-row[data-integration="slack"] .badge-ok').waitFor({ timeout: 15_000 });
    // The channel picked on Slack's consent screen (the incoming-webhook scope), where submissions go.
    await page.locator('.int-row[data-integration="slack"]').getByText('Posts to #leads').waitFor();
    // The code was exchanged with the PKCE verifier, and the tokens stay on the server.
    expect(slack.tokenRequests.map((r) => r.fields.grant_type)).toEqual(['authorization_code']);
    expect(slack.tokenRequests[0].fields.code_verifier).toMatch(/^[\w-]{43,128}$/);
    const r = await page.evaluate(async (id) => (await fetch(`/api/v1/plugin/${id}?pluginType=form`)).text(), widgetId);
    expect(r).not.toMatch(/at-\d+-/);
  });

  it('connects Mailchimp and a Teams webhook, each saying what it will do with a submission', async () => {
    // What a form puts to use comes first; a CSV source (a gallery's) is with the others.
    const suggested = page.getByRole('region', { name: 'For this widget' });
    await suggested.locator('.int-tile[data-kind="mailchimp"]').waitFor();
    expect(await suggested.locator('.int-tile[data-kind="csv"]').count()).toBe(0);
    await page.locator('.int-tile[data-kind="mailchimp"]').click();
    await page.getByText('Adds each person who leaves their email in this form or chat to your first Mailchimp audience.').waitFor();
    await page.getByLabel('API key').fill('0123456789abcdef-us7');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('.int-row[data-integration="mailchimp"]').waitFor();
    await page.locator('.int-tile[data-kind="microsoft-teams"]').click();
    await page.getByText('Posts each form submission and chat contact to the Teams channel of this webhook.').waitFor();
    await page.getByLabel('Webhook URL').fill(`${mail.url}/teams/hook`);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('.int-row[data-integration="microsoft-teams"]').waitFor();
    // Checking asks each service at once, rather than on the first visitor's submission.
    await page.getByRole('button', { name: 'Check Mailchimp' }).click();
    await page.locator('.int-row[data-integration="mailchimp"]').getByText('Connected: people go to the audience "Customers".').waitFor();
    await page.getByRole('button', { name: 'Check Microsoft Teams' }).click();
    await page.locator('.int-row[data-integration="microsoft-teams"] .int-delivery-failed').getByText('Microsoft Teams answered 400: The workflow was turned off.').waitFor();
    expect(mail.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('copies the embed code and the widget shows the saved edits on another origin', async () => {
    await openSection('Publish');
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    // No visitor has reported a height yet: the placeholder reserves the one the preview showed (and the
    // phone's and tablet's, where the panel has measured them by then and they differ).
    const reserved = new RegExp(`^<script src="${app.url}/loader\\.js" async></script>\\n<div data-tessera-widget="${widgetId}" style="min-height:(\\d+)px">(<style data-tessera-reserve>[^<]+</style>)?</div>$`).exec(code);
    expect(reserved, code).not.toBeNull();
    expect(Number(reserved![1])).toBeGreaterThan(100);
    // Pasted verbatim into a plain page on another origin, as an owner would.
    const hostUrl = host.page('/shop', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1>${code}</body></html>`);
    const visitor = await ctx.newPage();
    await visitor.goto(hostUrl);
    const frame = visitor.frameLocator(`[data-tessera-widget="${widgetId}"] iframe`);
    await frame.getByText('Talk to Ada').first().waitFor({ timeout: 20_000 });
    await visitor.close();
  });

  it("passes a visitor's submission on: the person reaches Mailchimp, Slack's channel gets it, and the owner sees why Teams did not take it", async () => {
    const hostUrl = host.page('/contact', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contact</title></head><body><script src="${app.url}/loader.js" async></script><div data-tessera-widget="${widgetId}"></div></body></html>`);
    const visitor = await ctx.newPage();
    await visitor.goto(hostUrl);
    const form = visitor.frameLocator(`[data-tessera-widget="${widgetId}"] iframe`);
    await form.locator('#f-name').fill('Grace Hopper');
    await form.locator('#f-email').fill('grace@example.com');
    await form.locator('#f-message').fill('Do you deliver?');
    await form.locator('#f-consent').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Thank you! Your message was sent.').waitFor({ timeout: 10_000 });
    await visitor.close();
    await expect.poll(() => mail.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body).email_address), { timeout: 10_000 }).toEqual(['grace@example.com']);
    await expect.poll(() => slack.posts.map((p) => JSON.stringify(p.body)).join(), { timeout: 10_000 }).toContain('*Name:* Grace Hopper');

    await openSection('Integrations');
    // The list is read when the section opens: reopen it until both outcomes are written, each time
    // counting once the list has loaded (on a busy machine it may come after the first look).
    await expect
      .poll(async () => {
        await openSection('Content');
        await openSection('Integrations');
        await page.locator('.int-row[data-integration="microsoft-teams"]').waitFor();
        return page.locator('.int-delivery:is(:has-text("passed on"), :has-text("failed"))').count();
      }, { timeout: 10_000 })
      .toBe(3);
    for (const kind of ['mailchimp', 'slack']) await page.locator(`.int-row[data-integration="${kind}"]`).getByText(/^Last passed on /).waitFor();
    await page.locator('.int-row[data-integration="microsoft-teams"] .int-delivery-failed').getByText(/Microsoft Teams answered 400: The workflow was turned off\.$/).waitFor();
    await shot('builder-integration-delivery');
    expect(await axeSerious(page)).toEqual([]);
  });

  it('lists the submission in Insights under the form’s labels, and deletes it after asking', async () => {
    await openSection('Insights');
    const row = page.locator('tbody tr', { hasText: 'Grace Hopper' });
    await row.waitFor({ timeout: 10_000 });
    expect(await page.locator('thead th').allTextContents()).toEqual(['Received', 'Name', 'Email', 'Message', 'Consent', 'Page', 'Actions']);
    expect((await row.locator('td').allTextContents()).slice(1, 6)).toEqual(['Grace Hopper', 'grace@example.com', 'Do you deliver?', 'Yes', '/contact']);
    expect(await axeSerious(page)).toEqual([]);
    await row.getByRole('button', { name: /^Delete the submission of / }).click();
    await page.getByRole('dialog', { name: 'Delete submission' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No submissions yet.').waitFor();
  });
});
