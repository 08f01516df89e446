// Training the AI chat again, in real Chromium (builder on localhost, the owner's website and the host
// page on 127.0.0.1): the site's opening hours change after training; "Train again" on the site, then on
// the one page, reads them anew, and a visitor's chat on another origin answers with the new hours. The
// owner's Insights count the month's messages against the monthly limit.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startSiteServer, type SiteServer } from '../server/ai/helpers/site-server';
import { chatAnswer, createWidget, launchBrowser, ownerContext, ownerJson, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let site: SiteServer;
let cookie: string;
let opens = '9 am';

beforeAll(async () => {
  site = await startSiteServer({
    routes: {
      '/': (res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(html('Ferrow Bakery', '<h1>Ferrow Bakery</h1><p>Sourdough and rye baked daily in our own oven.</p><a href="/hours">Opening hours</a>')),
      '/hours': (res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(html('Opening hours', `<h1>Opening hours</h1><p>The bakery opens at ${opens} every day and closes at 6 pm.</p>`)),
    },
  });
  [app, host, browser] = await Promise.all([startApp({ FETCH_ALLOW_HOSTS: site.hostPort }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), site?.close()]);
});

const owner = (path: string, body?: unknown) => ownerJson(app.url, cookie, path, body);

const answerTo = (widgetId: string, question: string) => chatAnswer(browser, host, app.url, widgetId, question);

describe('training the chat again', () => {
  it('reads a changed site anew, all of it or one page, and the chat answers from what it says now', async () => {
    const id = await createWidget(app.url, cookie, 'ai_chat', { name: 'Bakery help' });
    const started = await owner('/ai/api/store-pages', { sessionId: id, links: [`${site.url}/`, `${site.url}/hours`] });
    await expect.poll(async () => (await owner(`/ai/api/jobs/${started.data.jobId}`)).data.status, { timeout: 30_000 }).toBe('done');
    expect(await answerTo(id, 'When does the bakery open?')).toContain('9 am');

    opens = '7 am';
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    await p.goto(`${app.url}/editor/${id}`);
    const sites = p.getByRole('list', { name: 'Trained websites' });
    await sites.getByRole('button', { name: `Train again on ${site.url}` }).click();
    await sites.getByText('Trained 2 of 2 pages · Finished.').waitFor({ timeout: 30_000 });
    expect(await answerTo(id, 'When does the bakery open?')).toContain('7 am');

    // One page: the site's other pages are not fetched again.
    opens = '8 am';
    const hits = site.hits.length;
    await sites.getByRole('button', { name: site.url, exact: true }).click();
    await sites.getByRole('button', { name: 'Train again on Opening hours' }).click();
    await sites.getByText('Trained 1 of 1 page · Finished.').waitFor({ timeout: 30_000 });
    expect(site.hits.slice(hits).filter((h) => h !== '/robots.txt')).toEqual(['/hours']);
    await ctx.close();
    const answer = await answerTo(id, 'When does the bakery open?');
    expect(answer).toContain('8 am');
    expect(answer).not.toContain('7 am');

    // The owner sees the month's messages against the chat's monthly limit, beside its conversations.
    const again = await ownerContext(browser, app.url, cookie);
    const q = await again.newPage();
    await q.goto(`${app.url}/editor/${id}`);
    await q.getByRole('button', { name: 'Insights', exact: true }).click();
    await q.getByRole('status').getByText('This month: 3 of 1,000,000 messages answered.').waitFor({ timeout: 10_000 });
    await q.getByText('3 in all, newest first.').waitFor();
    await again.close();
  });
});
