// Team members end to end, on a host page of another origin: the frame's first height is its last at a
// phone's and a desktop's width (the photos' boxes are sized by CSS before the pictures arrive), with axe
// finding nothing serious; "Read more" grows the frame to the whole bio; a member's profile link opens in
// a tab of its own without an opener and the host page hears of it.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER, expectOneFrameHeight } from './host-recorders';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let ctx: BrowserContext;
const ids: Record<'grid' | 'list', string> = { grid: '', list: '' };
const opened: string[] = [];

beforeAll(async () => {
  [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  const { cookie } = await signUp(app.url);
  // The defaults: four members with our portraits, bios cut at 120 characters, a grid of at most 4.
  ids.grid = await createWidget(app.url, cookie, 'team_members');
  ids.list = await createWidget(app.url, cookie, 'team_members', { data: { layout: 'list', photoShape: 'square' } });
  // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
  ctx = await browser.newContext({ bypassCSP: true });
  // The profile's site, answered here: this machine reaches no other site.
  await ctx.route('https://www.linkedin.com/**', (route) => (opened.push(route.request().url()), route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Profile</title>' })));
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
  await Promise.all([host?.close(), app?.stop()]);
});

async function embed(id: string, width: number): Promise<{ p: Page; f: Frame }> {
  const p = await ctx.newPage();
  await p.setViewportSize({ width, height: 900 });
  await p.addInitScript(HEIGHTS);
  await p.goto(host.page(`/team-${id}-${width}`, hostPage(app.url, `${RECORDER}<h1>Café</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`)));
  await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
  const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
  await f.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img')].every((i) => i.complete && i.naturalWidth > 0), null, { timeout: 10_000 });
  return { p, f };
}

describe('team members', () => {
  it.each([
    ['grid', 375],
    ['grid', 1280],
    ['list', 375],
  ] as const)('a %s takes one height and passes axe at %i px', async (layout, width) => {
    const { p, f } = await embed(ids[layout], width);
    const iframe = p.locator(`[data-tessera-widget="${ids[layout]}"] iframe`);
    // The server's first paint had every box at its final size, before any photo arrived.
    const content = await expectOneFrameHeight(p, f, ids[layout], `heights at ${width}`);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    // A phone's width takes one card per row; a desktop's the owner's four.
    const rows = await f.evaluate(() => new Set([...document.querySelectorAll('.tw-members > li')].map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(rows).toBe(layout === 'grid' && width === 1280 ? 1 : 4);
    // Every photo box is its CSS size, whatever the picture's own.
    const boxes = await f.evaluate(() => [...document.querySelectorAll('.tw-photo')].map((b) => `${b.getBoundingClientRect().width}x${b.getBoundingClientRect().height}`));
    expect(new Set(boxes)).toEqual(new Set([layout === 'grid' ? '112x112' : '80x80']));
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    if (layout === 'list') {
      // Read more shows the whole bio in place, and the host page gives the frame its new height.
      await f.getByRole('button', { name: 'Read more: Ann Lee' }).click({ timeout: 5000 });
      expect(await f.getByRole('button', { name: 'Show less: Ann Lee' }).getAttribute('aria-expanded', { timeout: 5000 })).toBe('true');
      const grown = await f.evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
      expect(grown).toBeGreaterThan(content);
      await expect.poll(async () => Math.round((await iframe.boundingBox())!.height)).toBe(grown);
    }
    await p.close();
  });

  it('opens a member’s profile in a tab of its own without an opener, and the host page hears of it', async () => {
    const { p, f } = await embed(ids.grid, 1280);
    const [tab] = await Promise.all([ctx.waitForEvent('page'), f.getByRole('link', { name: 'Ann Lee on LinkedIn' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.linkedin.com/in/ann-lee-example');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(opened).toContain('https://www.linkedin.com/in/ann-lee-example');
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'engagement'), null, { timeout: 10_000 });
    await tab.close();
    await p.close();
  });
});
