// Share buttons end to end, on a host page of another origin whose address has a query and a hash: the
// frame's first height is its last (no shift once the page's address arrives), axe finds nothing serious
// at a phone's and a desktop's width, Facebook opens in a tab of its own sharing the host page (query
// kept, hash dropped), Copy link puts that address on the visitor's clipboard, and each share reaches the
// host page as an engagement event.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER, expectOneFrameHeight } from './host-recorders';

describe('share buttons', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let ctx: BrowserContext;
  let id: string;
  const facebook: string[] = [];
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    id = await createWidget(app.url, cookie, 'share_buttons');
    // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
    ctx = await browser.newContext({ bypassCSP: true });
    // The visitor lets the host page read the clipboard back (the frame may only write it).
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin });
    await ctx.grantPermissions(['clipboard-write'], { origin: app.url });
    // Facebook's share page, answered here: this machine reaches no other site.
    await ctx.route('https://www.facebook.com/**', (r) => (facebook.push(r.request().url()), r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Facebook</title>' })));
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  /** The host page at `width`, its address with a query and a hash; resolves once the links are filled. */
  async function embed(width: number): Promise<{ p: Page; f: Frame; shared: string }> {
    const p = await ctx.newPage();
    await p.setViewportSize({ width, height: 900 });
    await p.addInitScript(HEIGHTS);
    const url = host.page(`/blog/spring-menu-${width}-${Math.random().toString(36).slice(2)}`, hostPage(app.url, `${RECORDER}<h1>Our spring menu</h1><p>Tea and cakes.</p><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`));
    await p.goto(`${url}?ref=news&lang=en#comments`);
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
    const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
    await f.waitForSelector('a.tw-n-facebook[href]', { timeout: 10_000 });
    return { p, f, shared: `${url}?ref=news&lang=en` };
  }

  it.each([375, 1280])('takes one height and passes axe at %i px', async (width) => {
    const { p, f } = await embed(width);
    // The server's first paint had the buttons, without addresses, at their final size.
    const content = await expectOneFrameHeight(p, f, id, `heights at ${width}`);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    expect(await f.locator('.tw-net').count()).toBe(6);
    // axe in the widget's document (a Frame answers what axeSerious asks of a page).
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    await p.close();
  });

  it('shares the host page on Facebook in a tab of its own, copies its link, and tells the host page of each', async () => {
    const { p, f, shared } = await embed(1280);
    const expected = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared)}`;
    const [tab] = await Promise.all([p.waitForEvent('popup'), f.getByRole('link', { name: 'Share on Facebook' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(expected);
    expect(facebook).toContain(expected);
    // The opener is cut (rel noopener): the network's page cannot reach back into the visitor's.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    await p.bringToFront();
    await f.getByRole('button', { name: 'Copy link' }).click();
    await f.getByRole('status').filter({ hasText: 'Link copied' }).waitFor({ timeout: 5000 });
    await p.locator('h1').click();
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(shared);

    await p.waitForFunction(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').length >= 2, null, { timeout: 5000 });
    expect(await p.evaluate(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').map((m: any) => m.data))).toEqual([
      { interaction: 'click', eventSubType: 'facebook', entityPath: 'networks.0' },
      { interaction: 'click', eventSubType: 'copy', entityPath: 'networks.5' },
    ]);
    await p.close();
  });
});
