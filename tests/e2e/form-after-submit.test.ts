// What a visitor sees once a long form is sent, in real Chromium (host page on 127.0.0.1, app on
// localhost): the form gives way to its short success message, and a visitor who had scrolled down to
// its button would be left looking at the page below the widget. The message takes focus, which brings
// it into view across the frame boundary, even on a page without scroll anchoring (overflow-anchor:
// none). A form whose top is in view already does not move the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop()]);
});

const frameTop = (p: Page, id: string) => p.evaluate((sel) => document.querySelector(sel)!.getBoundingClientRect().top, `[data-tessera-widget="${id}"] iframe`);

async function send(p: Page, id: string): Promise<void> {
  const f = p.frameLocator(`[data-tessera-widget="${id}"] iframe`);
  await f.getByLabel(/^Email/).fill('ann@example.com');
  await f.getByRole('button', { name: 'Send' }).click();
  await f.getByText('Thank you! Your message was sent.').waitFor({ timeout: 15_000 });
}

describe('a form once sent', () => {
  it('brings its success message into view when the visitor had scrolled down to its button', async () => {
    const questions = Array.from({ length: 12 }, (_, i) => ({ id: `q${i}`, type: 'textarea', label: `Question ${i + 1}` }));
    const id = await createWidget(app.url, cookie, 'form', { name: 'Survey', data: { fields: [{ id: 'email', type: 'email', label: 'Email', required: true }, ...questions] } });
    const p = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await p.goto(host.page('/survey', hostPage(app.url, `<style>html,body{overflow-anchor:none}</style><div style="height:1200px">Intro</div><div data-tessera-widget="${id}" data-lazy="none"></div><div style="height:3000px">Footer</div>`)));
    const f = p.frameLocator(`[data-tessera-widget="${id}"] iframe`);
    await f.getByRole('button', { name: 'Send' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => p.evaluate((sel) => document.querySelector(sel)!.getBoundingClientRect().height, `[data-tessera-widget="${id}"] iframe`), { timeout: 10_000 }).toBeGreaterThan(1500);
    // The visitor fills in the email at the top, then scrolls down to the button at the bottom.
    await f.getByLabel(/^Email/).fill('ann@example.com');
    await f.getByRole('button', { name: 'Send' }).scrollIntoViewIfNeeded();
    expect(await frameTop(p, id)).toBeLessThan(-500);
    await f.getByRole('button', { name: 'Send' }).click();
    await f.getByText('Thank you! Your message was sent.').waitFor({ timeout: 15_000 });
    // Once the frame has its new height, all of it is in the host page's viewport.
    const box = () => p.evaluate((sel) => { const r = document.querySelector(sel)!.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }, `[data-tessera-widget="${id}"] iframe`);
    await expect.poll(box, { timeout: 10_000 }).toBe(true);
    await p.close();
  });

  it('leaves the page where it is when the widget’s top is in view', async () => {
    const id = await createWidget(app.url, cookie, 'form', { name: 'Short', data: { fields: [{ id: 'email', type: 'email', label: 'Email', required: true }] } });
    const p = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await p.goto(host.page('/short', hostPage(app.url, `<div style="height:400px">Intro</div><div data-tessera-widget="${id}" data-lazy="none"></div><div style="height:3000px">Footer</div>`)));
    await p.evaluate(() => scrollTo(0, 200));
    await send(p, id);
    await p.waitForTimeout(600);
    expect(await p.evaluate(() => scrollY)).toBe(200);
    await p.close();
  });
});
