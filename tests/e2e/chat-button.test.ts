// The chat button end to end, on a host page of another origin: the loader floats it in the page's
// corner, the visitor opens it by mouse or keyboard, follows a chat app's link into a tab of its own
// with the greeting typed in, and closes it with Escape back to the launcher; with one way to talk the
// button is that link itself. Axe in the open panel, and a phone's width.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, ElementHandle, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, hostPage, launchBrowser, ROOT, signUp, startApp, startHost, waitForHostFocus, type AppServer, type HostServer } from './harness';

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

describe('chat button', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let ctx: BrowserContext;
  const ids: Record<string, string> = {};
  const opened: string[] = [];
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    ids.all = await createWidget(app.url, cookie, 'chat_button');
    ids.one = await createWidget(app.url, cookie, 'chat_button', {
      data: { position: 'bottom-left', channels: [{ id: 'contact', channel: 'link', label: 'Contact page', value: host.page('/contact', '<!doctype html><title>Contact</title><h1>Write to us</h1>'), message: '' }] },
    });
    // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
    ctx = await browser.newContext({ bypassCSP: true });
    // WhatsApp's click-to-chat address, answered here: this machine reaches no other site.
    await ctx.route('https://wa.me/**', (r) => (opened.push(r.request().url()), r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' })));
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  async function embed(id: string, width: number): Promise<{ p: Page; f: Frame; iframe: ElementHandle }> {
    const p = await ctx.newPage();
    await p.setViewportSize({ width, height: 800 });
    await p.goto(host.page(`/shop-${Math.random()}`, hostPage(app.url, `<h1>Shop</h1><p>Our shop.</p><div data-tessera-widget="${id}" data-lazy="none"></div>`)));
    const iframe = await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`, { state: 'attached', timeout: 20_000 });
    const f = (await iframe.contentFrame())!;
    await f.waitForSelector('.tw-launcher', { timeout: 20_000 });
    return { p, f, iframe };
  }
  const box = async (el: ElementHandle) => (await el.boundingBox())!;

  it('opens in the page’s corner, leads to WhatsApp with the greeting typed in, and closes to the launcher with Escape', async () => {
    const { p, f, iframe } = await embed(ids.all!, 1280);
    // Floated in the bottom right corner at the launcher's size.
    await expect.poll(async () => (await box(iframe)).width, { timeout: 5000 }).toBeLessThan(100);
    const closed = await box(iframe);
    expect(closed.x + closed.width).toBeGreaterThan(1280 - 40);
    expect(closed.y + closed.height).toBeGreaterThan(800 - 40);

    await f.click('.tw-launcher');
    await f.waitForSelector('[role="dialog"]');
    await expect.poll(async () => (await box(iframe)).width, { timeout: 5000 }).toBeGreaterThanOrEqual(300);
    await expect.poll(async () => (await box(iframe)).height, { timeout: 5000 }).toBeGreaterThan(200);
    const open = await box(iframe);
    expect(open.x + open.width).toBeLessThanOrEqual(1280);
    expect(open.y + open.height).toBeLessThanOrEqual(800);
    // The whole panel shows in the frame: its last link is inside the frame's height.
    const last = await f.$eval('.tw-ways li:last-child a', (a) => a.getBoundingClientRect().bottom);
    expect(last).toBeLessThanOrEqual(open.height);
    expect(await f.evaluate(() => document.activeElement?.textContent)).toBe('WhatsApp');
    await p.waitForTimeout(300);
    await f.evaluate(AXE);
    const axe = await f.evaluate(async () => ((await (window as any).axe.run(document)).violations as any[]).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id));
    expect(axe).toEqual([]);

    const [tab] = await Promise.all([p.waitForEvent('popup'), f.click('text=WhatsApp')]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://wa.me/15550100100?text=Hello!%20I%20have%20a%20question.');
    expect(opened).toContain(tab.url());
    await tab.close();

    await f.focus('.tw-way');
    await waitForHostFocus(p, iframe);
    await p.keyboard.press('Escape');
    await f.waitForSelector('.tw-launcher');
    expect(await f.evaluate(() => document.activeElement?.classList.contains('tw-launcher'))).toBe(true);
    await expect.poll(async () => (await box(iframe)).width, { timeout: 5000 }).toBeLessThan(100);
    // Enter on the launcher opens it again, as a click does.
    await p.keyboard.press('Enter');
    await f.waitForSelector('[role="dialog"]');
    await p.close();
  });

  it('fits a phone’s width', async () => {
    const { p, f, iframe } = await embed(ids.all!, 375);
    await f.click('.tw-launcher');
    await f.waitForSelector('[role="dialog"]');
    await expect.poll(async () => (await box(iframe)).height, { timeout: 5000 }).toBeGreaterThan(200);
    const open = await box(iframe);
    expect([open.x >= 0, open.x + open.width <= 375]).toEqual([true, true]);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    await p.close();
  });

  it('with one way to talk, the button in the bottom left corner is that link', async () => {
    const { p, f, iframe } = await embed(ids.one!, 1280);
    await expect.poll(async () => (await box(iframe)).x, { timeout: 5000 }).toBeLessThan(40);
    const [tab] = await Promise.all([p.waitForEvent('popup'), f.click('.tw-launcher')]);
    await tab.waitForLoadState();
    expect(await tab.textContent('h1')).toBe('Write to us');
    expect(await f.$('[role="dialog"]')).toBeNull();
    await tab.close();
    await p.close();
  });
});
