// Zapier in real Chromium (host page on 127.0.0.1, app on localhost, the Zaps' catch hooks on a third
// local server speaking Zapier's hook API): the owner connects Zapier to a form in the builder and pastes
// a Zap's Catch Hook URL, another Zap subscribes its hook with the owner's API key, the builder lists and
// checks them, a visitor's submission on another origin reaches both with its answers, and Remove in the
// builder stops one.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HookPayload } from '../../shared/api/hooks';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { axeSerious, createWidget, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let zapier: FakeServer;
let cookie: string;

beforeAll(async () => {
  zapier = await startFakeServer((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"attempt":"a1","id":"r1","request_id":"r1","status":"success"}'));
  [app, host, browser] = await Promise.all([startApp({ FETCH_ALLOW_HOSTS: zapier.hostPort }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), zapier?.close()]);
});

/** What Zapier's servers do when the owner turns a Zap on: subscribe its hook with the owner's API key. */
async function zapTurnedOn(widgetId: string, hookUrl: string): Promise<Response> {
  const made = await fetch(`${app.url}/api/auth/api-keys`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: app.url }, body: JSON.stringify({ name: 'Zapier' }) });
  const { key } = ((await made.json()) as { data: { key: string } }).data;
  return fetch(`${app.url}/api/v1/hooks`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ widgetId, type: 'zapier', hookUrl }) });
}

async function submitOnHostPage(widgetId: string, name: string): Promise<void> {
  const v = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await v.goto(host.page(`/contact-${name.split(' ')[0]}`, hostPage(app.url, `<div data-tessera-widget="${widgetId}" data-lazy="none"></div>`)));
  const f = v.frameLocator(`[data-tessera-widget="${widgetId}"] iframe`);
  await f.getByLabel(/^Name/).fill(name);
  await f.getByLabel(/^Email/).fill('grace@example.com');
  await f.getByLabel(/^Message/).fill('Do you deliver?');
  await f.locator('#f-consent').check();
  await f.getByRole('button', { name: 'Send' }).click();
  await f.getByText('Thank you! Your message was sent.').waitFor({ timeout: 15_000 });
  await v.close();
}

describe('Zapier', () => {
  it('takes the submissions of a form: a Catch Hook URL pasted in the builder and a Zap subscribed with an API key, listed, checked and removed there', async () => {
    const form = await createWidget(app.url, cookie, 'form', { name: 'Contact us' });
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    await p.goto(`${app.url}/editor/${form}`);
    await p.getByRole('button', { name: 'Integrations', exact: true }).click();
    await p.getByRole('region', { name: 'For this widget' }).locator('.int-tile[data-kind="zapier"]').click();
    await p.getByText('Sends each form submission and chat contact to your Zaps: once connected, add the Catch Hook URL', { exact: false }).waitFor();
    // Before the widget has Zapier, Zapier's app is told what to do.
    const early = await zapTurnedOn(form, `${zapier.url}/hooks/catch/1/early`);
    expect(early.status).toBe(409);
    await p.getByRole('button', { name: 'Connect', exact: true }).click();
    const row = p.locator('.int-row[data-integration="zapier"]');
    await row.getByText('No Zap uses this widget yet.').waitFor({ timeout: 10_000 });
    await p.getByRole('button', { name: 'Check Zapier' }).click();
    await row.getByText('No Zap takes this widget’s submissions yet: add its hook’s address here, or turn one on in Zapier with an API key from the builder’s home.').waitFor({ timeout: 10_000 });

    // A Zap with the Webhooks by Zapier trigger: its Catch Hook URL pasted in the builder.
    const pasted = row.getByLabel('Catch Hook URL (Webhooks by Zapier)');
    await pasted.fill('http://hooks.example.com/hooks/catch/1/plain');
    await row.getByRole('button', { name: 'Add Zap' }).click();
    await row.getByRole('alert').getByText('A hook URL must start with https://.').waitFor({ timeout: 10_000 });
    await pasted.fill(`${zapier.url}/hooks/catch/1/pasted`);
    await row.getByRole('button', { name: 'Add Zap' }).click();
    const zap = row.getByRole('list', { name: 'Zapier Zaps' }).getByRole('listitem');
    await expect.poll(() => zap.count(), { timeout: 10_000 }).toBe(1);
    expect(await pasted.inputValue()).toBe('');
    // A Zap of Tessera's app subscribes itself when turned on.
    expect((await zapTurnedOn(form, `${zapier.url}/hooks/catch/1/abc`)).status).toBe(201);
    // The list is read when the section opens.
    await p.getByRole('button', { name: 'Content', exact: true }).click();
    await p.getByRole('button', { name: 'Integrations', exact: true }).click();
    await expect.poll(() => zap.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining(`A Zap at ${zapier.hostPort}, since`), expect.stringContaining(`A Zap at ${zapier.hostPort}, since`)]);
    // A hook's URL is a secret of its Zap: the builder shows its host only.
    expect(await p.content()).not.toContain('/hooks/catch/1/');
    await p.getByRole('button', { name: 'Check Zapier' }).click();
    await row.getByText('Connected: 2 Zaps take this widget’s submissions.').waitFor({ timeout: 10_000 });

    await submitOnHostPage(form, 'Grace Hopper');
    const got = (path: string) => zapier.requests.filter((r) => r.url === path);
    await expect.poll(() => [got('/hooks/catch/1/pasted').length, got('/hooks/catch/1/abc').length], { timeout: 10_000 }).toEqual([1, 1]);
    for (const r of [...got('/hooks/catch/1/pasted'), ...got('/hooks/catch/1/abc')]) {
      const payload = JSON.parse(r.body) as HookPayload;
      expect(payload).toMatchObject({ event: 'submission', widgetId: form, source: 'Contact us', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', answers: { Name: 'Grace Hopper', Email: 'grace@example.com', Message: 'Do you deliver?', Consent: 'Yes' } });
      expect(payload.pageUrl).toBe(`${host.origin}/contact-Grace`);
    }

    await p.getByRole('button', { name: 'Content', exact: true }).click();
    await p.getByRole('button', { name: 'Integrations', exact: true }).click();
    await expect.poll(() => zap.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('; last sent'), expect.stringContaining('; last sent')]);
    expect(await axeSerious(p)).toEqual([]);
    // Remove the pasted one (listed newest first: the subscribed one is first).
    await zap.nth(1).getByRole('button', { name: `Remove the Zap at ${zapier.hostPort}` }).click();
    await p.getByRole('dialog', { name: 'Stop sending to this Zap?' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => zap.count(), { timeout: 10_000 }).toBe(1);
    await ctx.close();

    await submitOnHostPage(form, 'Alan Turing');
    // The Zap left gets it; the removed one does not.
    await expect.poll(() => zapier.requests.filter((r) => r.url === '/hooks/catch/1/abc').length, { timeout: 10_000 }).toBe(2);
    expect(zapier.requests.filter((r) => r.url === '/hooks/catch/1/pasted')).toHaveLength(1);
  });
});
