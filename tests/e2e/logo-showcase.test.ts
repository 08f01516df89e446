// Logo showcase end to end, on a host page of another origin: the frame's first height is its last at a
// phone's and a desktop's width, grid or carousel, with axe finding nothing serious; the carousel's strip
// moves by itself, stops while the pointer is over it and by its pause button, and does not move at all
// when the visitor asks for reduced motion (then Next scrolls it); a logo's link opens the company's site
// in a tab of its own, and the host page hears of it as an engagement event.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER, expectOneFrameHeight } from './host-recorders';

/** The strip's horizontal offset now (its animated transform), in px. */
const offset = (f: Frame) => f.evaluate(() => new DOMMatrix(getComputedStyle(document.querySelector('.tw-strip')!).transform).m41);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('logo showcase', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let ctx: BrowserContext;
  const ids: Record<'grid' | 'carousel', string> = { grid: '', carousel: '' };
  const orbitly: string[] = [];
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    ids.grid = await createWidget(app.url, cookie, 'logo_showcase');
    ids.carousel = await createWidget(app.url, cookie, 'logo_showcase', { data: { layout: 'carousel' } });
    // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
    ctx = await browser.newContext({ bypassCSP: true });
    // A company's site, answered here: this machine reaches no other site.
    await ctx.route('https://orbitly.example/**', (r) => (orbitly.push(r.request().url()), r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Orbitly</title>' })));
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  async function embed(layout: 'grid' | 'carousel', width: number, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<{ p: Page; f: Frame }> {
    const p = await ctx.newPage();
    await p.emulateMedia({ reducedMotion });
    await p.setViewportSize({ width, height: 900 });
    await p.addInitScript(HEIGHTS);
    const id = ids[layout];
    await p.goto(host.page(`/partners-${layout}-${width}-${Math.random().toString(36).slice(2)}`, hostPage(app.url, `${RECORDER}<h1>Our partners</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`)));
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
    const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
    // The first row's pictures (every one in a carousel) have loaded: the demo logos are served.
    await f.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img:not([loading=lazy])')].every((i) => i.complete && i.naturalWidth > 0), null, { timeout: 10_000 });
    return { p, f };
  }

  it.each([
    ['grid', 375],
    ['grid', 1280],
    ['carousel', 375],
    ['carousel', 1280],
  ] as const)('a %s takes one height and passes axe at %i px', async (layout, width) => {
    const { p, f } = await embed(layout, width);
    // The server's first paint had every box at its final size, before any picture arrived.
    const content = await expectOneFrameHeight(p, f, ids[layout], `heights at ${width}`);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    expect(await f.locator('.tw-strip > ul:not([aria-hidden]) img, .tw-grid img').count()).toBe(6);
    // A frame of a phone's width has fewer columns than the owner's six, on more rows.
    if (layout === 'grid') {
      const rows = await f.evaluate(() => new Set([...document.querySelectorAll('.tw-grid li')].map((li) => Math.round(li.getBoundingClientRect().top))).size);
      expect(rows).toBe(width === 375 ? 3 : 1);
    }
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    await p.close();
  });

  it('moves the carousel by itself, stops it under the pointer, on a focused link and by its pause button', async () => {
    const { p, f } = await embed('carousel', 1280);
    const a = await offset(f);
    await pause(600);
    const b = await offset(f);
    expect(b).toBeLessThan(a - 5);

    const strip = (await f.locator('.tw-viewport').boundingBox())!;
    await p.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
    // A pause takes hold on the next animation frame.
    await pause(100);
    const c = await offset(f);
    await pause(600);
    expect(await offset(f)).toBe(c);

    // Out to the host page as a hand moves a mouse: Chromium tells a cross-site frame the pointer left
    // on a move that crosses its edge, not on a jump from inside it to far outside.
    await p.mouse.move(strip.x + strip.width / 2, strip.y - 120, { steps: 12 });
    const d = await offset(f);
    await pause(600);
    expect(await offset(f)).toBeLessThan(d - 5);

    // The button stops it though the pointer and the focus stay on the button, not the strip.
    await f.getByRole('button', { name: 'Pause' }).click();
    await f.getByRole('button', { name: 'Play' }).waitFor();
    await pause(100);
    const e = await offset(f);
    await pause(600);
    expect(await offset(f)).toBe(e);
    await f.getByRole('button', { name: 'Play' }).click();
    await f.getByRole('button', { name: 'Pause' }).waitFor();
    await pause(600);
    const g = await offset(f);
    expect(g).toBeLessThan(e - 5);

    // A keyboard visitor on a logo's link: it stays where it is to be read.
    await f.locator('.tw-strip > ul:not([aria-hidden]) a').first().focus();
    await pause(100);
    const h = await offset(f);
    await pause(600);
    expect(await offset(f)).toBe(h);
    await p.close();
  });

  it('does not move the carousel when the visitor asks for reduced motion: a row scrolled by Next', async () => {
    const { p, f } = await embed('carousel', 375, 'reduce');
    expect(await f.evaluate(() => getComputedStyle(document.querySelector('.tw-strip')!).animationName)).toBe('none');
    const a = await offset(f);
    await pause(600);
    expect([a, await offset(f)]).toEqual([0, 0]);
    // No copy of the strip to scroll into, and no pause button for motion there is not.
    expect(await f.locator('.tw-strip > ul[aria-hidden=true]').isVisible()).toBe(false);
    expect(await f.getByRole('button', { name: 'Pause' }).isVisible()).toBe(false);
    await f.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => f.evaluate(() => document.querySelector('.tw-viewport')!.scrollLeft)).toBeGreaterThan(100);
    await p.close();
  });

  it('opens a logo’s site in a tab of its own without an opener, and tells the host page', async () => {
    const { p, f } = await embed('grid', 1280);
    const [tab] = await Promise.all([p.waitForEvent('popup'), f.getByRole('link', { name: 'Orbitly' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://orbitly.example/');
    expect(orbitly).toContain('https://orbitly.example/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'engagement'), null, { timeout: 5000 });
    expect(await p.evaluate(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').map((m: any) => m.data))).toEqual([
      { interaction: 'click', eventSubType: 'Orbitly', entityPath: 'logos.2' },
    ]);
    await p.close();
  });
});
