// An analytics integration's events set up in the builder, in real Chromium (host page on 127.0.0.1,
// app on localhost, the tag's script from a local stand-in for Google's tag host,
// ANALYTICS_GOOGLE_BASE_URL): the owner connects Google Analytics to a form and picks which of its events
// go to the tag and under which names; a visitor's submission on another origin reaches the tag as the
// named event, and an event the owner removed no longer does.
import { createServer, type Server } from 'node:http';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLoopback } from '../helpers/loopback';
import { axeSerious, createWidget, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let tagHost: { url: string; close(): Promise<void> };
let cookie: string;

beforeAll(async () => {
  const server: Server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__fakeGtag = 1;'));
  tagHost = await listenLoopback(server);
  [app, host, browser] = await Promise.all([startApp({ ANALYTICS_GOOGLE_BASE_URL: tagHost.url }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), tagHost?.close()]);
});

/** The events the tag got in the frame: gtag's ['event', name, params] entries of its dataLayer. */
const tagEvents = (f: Frame) =>
  f.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)).filter((e) => e[0] === 'event').map((e) => [e[1], e[2]]));

async function visitAndSubmit(form: string, path: string): Promise<Frame> {
  const v = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await v.goto(host.page(path, hostPage(app.url, `<div data-tessera-widget="${form}" data-lazy="none"></div>`)));
  const frame = (await (await v.waitForSelector(`[data-tessera-widget="${form}"] iframe`)).contentFrame())!;
  const f = v.frameLocator(`[data-tessera-widget="${form}"] iframe`);
  await f.getByLabel(/^Name/).fill('Ann Lee');
  await f.getByLabel(/^Email/).fill('ann@example.com');
  await f.getByLabel(/^Message/).fill('Hello');
  await f.locator('#f-consent').check();
  await f.getByRole('button', { name: 'Send' }).click();
  await f.getByText('Thank you! Your message was sent.').waitFor({ timeout: 15_000 });
  return frame;
}

describe('analytics events set up in the builder', () => {
  it('sends the events the owner picked to the tag, under their names', async () => {
    const form = await createWidget(app.url, cookie, 'form', { name: 'Contact us' });
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    await p.goto(`${app.url}/editor/${form}`);
    await p.getByRole('button', { name: 'Integrations', exact: true }).click();
    await p.locator('.int-tile[data-kind="google-analytics"]').click();
    await p.getByLabel('Measurement ID', { exact: true }).fill('G-TESSERA1');
    const events = p.getByRole('group', { name: 'Events sent to Google Analytics' });
    await events.getByRole('button', { name: 'Add an event' }).click();
    await events.getByRole('button', { name: 'Add an event' }).click();
    // The first is the widget loading, the second the next choice: the widget seen.
    expect(await events.getByLabel('Event 1: name').inputValue()).toBe('widget_load');
    await events.getByLabel('Event 2: when').selectOption({ label: 'A visitor sends the form' });
    // A suggested name follows the choice.
    expect(await events.getByLabel('Event 2: name').inputValue()).toBe('generate_lead');
    await events.getByLabel('Event 2: category').fill('forms');
    await events.getByLabel('Event 2: value').fill('5');
    await events.getByLabel('Event 1: name').fill('');
    await p.getByRole('button', { name: 'Connect', exact: true }).click();
    await events.getByText('Give the event a name.').waitFor();
    await events.getByLabel('Event 1: name').fill('contact_form_shown');
    expect(await axeSerious(p)).toEqual([]);
    await p.getByRole('button', { name: 'Connect', exact: true }).click();
    await p.locator('.int-row[data-integration="google-analytics"]').waitFor({ timeout: 10_000 });

    const frame = await visitAndSubmit(form, '/contact');
    await frame.waitForFunction(() => (window as unknown as { __fakeGtag?: number }).__fakeGtag === 1, null, { timeout: 15_000 });
    await expect.poll(() => tagEvents(frame), { timeout: 10_000 }).toEqual([
      ['contact_form_shown', expect.objectContaining({ event_category: 'tessera' })],
      ['generate_lead', expect.objectContaining({ event_category: 'forms', value: 5 })],
    ]);
    await frame.page().close();

    // Edit: the first event removed; the saved ones come back in the form.
    await p.getByRole('button', { name: 'Edit Google Analytics' }).click();
    expect(await events.getByLabel('Event 2: category').inputValue()).toBe('forms');
    await events.getByRole('button', { name: 'Remove event 1' }).click();
    await p.locator('form.connect-form').getByRole('button', { name: 'Save', exact: true }).click();
    await p.locator('.int-row[data-integration="google-analytics"]').waitFor({ timeout: 10_000 });
    await ctx.close();

    const again = await visitAndSubmit(form, '/contact-again');
    await expect.poll(() => tagEvents(again), { timeout: 10_000 }).toEqual([['generate_lead', expect.objectContaining({ event_category: 'forms', value: 5 })]]);
    await again.page().close();
  });
});
