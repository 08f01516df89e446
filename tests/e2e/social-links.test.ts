// Social links end to end, on a host page of another origin: the frame's first height is its last at a
// phone's and a desktop's width, icons alone or with names (wrapping onto more rows on a phone), with axe
// finding nothing serious; a profile's link opens the network in a tab of its own without an opener (the
// network answered by a route: this machine reaches no other site), and the host page hears of it as an
// engagement event with the network as its subtype.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER, expectOneFrameHeight } from './host-recorders';

describe('social links', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let ctx: BrowserContext;
  const ids: Record<'icons' | 'names', string> = { icons: '', names: '' };
  const instagram: string[] = [];
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    ids.icons = await createWidget(app.url, cookie, 'social_links');
    ids.names = await createWidget(app.url, cookie, 'social_links', { data: { showProfileNames: true, iconSize: 'large', iconAlignment: 'start' } });
    // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
    ctx = await browser.newContext({ bypassCSP: true });
    await ctx.route('https://www.instagram.com/**', (r) => (instagram.push(r.request().url()), r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Instagram</title>' })));
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  async function embed(kind: 'icons' | 'names', width: number): Promise<{ p: Page; f: Frame }> {
    const p = await ctx.newPage();
    await p.setViewportSize({ width, height: 900 });
    await p.addInitScript(HEIGHTS);
    const id = ids[kind];
    await p.goto(host.page(`/follow-${kind}-${width}-${Math.random().toString(36).slice(2)}`, hostPage(app.url, `${RECORDER}<h1>Café Lumen</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`)));
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
    const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
    return { p, f };
  }

  it.each([
    ['icons', 375, 1],
    ['names', 375, 3],
    ['names', 1280, 1],
  ] as const)('%s take one height and pass axe at %i px', async (kind, width, rows) => {
    const { p, f } = await embed(kind, width);
    const content = await expectOneFrameHeight(p, f, ids[kind], `heights at ${width}`);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    expect(await f.evaluate(() => new Set([...document.querySelectorAll('.tw-profiles li')].map((li) => Math.round(li.getBoundingClientRect().top))).size)).toBe(rows);
    // Inline marks, nothing fetched for them.
    expect(await f.locator('.tw-profiles a svg path').count()).toBe(5);
    expect(await f.locator('img').count()).toBe(0);
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    await p.close();
  });

  it('opens a profile in a tab of its own without an opener, and tells the host page', async () => {
    const { p, f } = await embed('icons', 1280);
    const [tab] = await Promise.all([p.waitForEvent('popup'), f.getByRole('link', { name: 'Café Lumen on Instagram' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.instagram.com/cafe.lumen.example/');
    expect(instagram).toContain('https://www.instagram.com/cafe.lumen.example/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'engagement'), null, { timeout: 5000 });
    expect(await p.evaluate(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').map((m: any) => m.data))).toEqual([
      { interaction: 'click', eventSubType: 'instagram', entityPath: 'profiles.0' },
    ]);
    await p.close();
  });
});
