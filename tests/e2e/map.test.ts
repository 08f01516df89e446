// The map widget end to end, on a host page of another origin, with Google's and OpenStreetMap's hosts
// answered by routes (this machine reaches no other site; the routes also record every request the
// browser makes to them): the frame's first height is its last at a phone's and a desktop's width, with
// the list beside the map or under it, axe finds nothing serious, and nothing reaches either provider
// before the visitor asks; "Show map" then makes Google's embed frame, titled and focused, at the same
// height, and picking the other location moves it there; under the frame's own CSP (not bypassed)
// OpenStreetMap's embed loads; "Get directions" opens Google's directions in a tab without an opener; each
// is an engagement host event.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, createWidget, focusInFrame, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER } from './host-recorders';

const THIRD_PARTY = /(^|\.)(google\.com|googleapis\.com|gstatic\.com|openstreetmap\.org)$/;

const HARBOUR = { id: 'harbour', name: 'Café Harbour', address: 'Harbour St 14, Old Town', coordinates: '', description: 'Open from 7 am.', phone: '+1 555 0100', link: 'https://cafe.example/harbour' };
const RIVER = { id: 'river', name: 'Café River', address: 'Riverside Walk 3', coordinates: '52.3667, 4.9041', description: 'Our roastery.', phone: '', link: '' };
const HARBOUR_MAP = 'https://www.google.com/maps?q=Harbour%20St%2014%2C%20Old%20Town&z=15&output=embed';
const RIVER_MAP = 'https://www.google.com/maps?q=52.3667%2C4.9041&z=15&output=embed';
const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=Harbour%20St%2014%2C%20Old%20Town';

describe('map', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let ctx: BrowserContext;
  let strict: BrowserContext;
  let googleId: string;
  let osmId: string;
  const requested: string[] = [];
  const answer = async (c: BrowserContext) =>
    c.route(
      (url) => THIRD_PARTY.test(url.hostname),
      (r) => {
        requested.push(r.request().url());
        return r.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p id="provider">A map</p></html>' });
      },
    );
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    googleId = await createWidget(app.url, cookie, 'map', { data: { title: 'Find us', locations: [HARBOUR, RIVER] } });
    osmId = await createWidget(app.url, cookie, 'map', { data: { title: 'Find us', locations: [RIVER], provider: 'osm', zoom: 16 } });
    // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
    ctx = await browser.newContext({ bypassCSP: true });
    // The frame's CSP as sent: the provider's frame must be allowed by it.
    strict = await browser.newContext();
    await Promise.all([answer(ctx), answer(strict)]);
  });
  afterAll(async () => {
    await ctx?.close();
    await strict?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  async function embed(id: string, width: number, c = ctx): Promise<{ p: Page; f: Frame }> {
    const p = await c.newPage();
    await p.setViewportSize({ width, height: 900 });
    await p.addInitScript(HEIGHTS);
    await p.goto(host.page(`/find-us-${width}-${Math.random().toString(36).slice(2)}`, hostPage(app.url, `${RECORDER}<h1>Find us</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`)));
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
    const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
    await f.waitForSelector('.mp-map', { timeout: 10_000 });
    return { p, f };
  }
  const frameHeight = async (p: Page, id: string) => Math.round((await p.locator(`[data-tessera-widget="${id}"] iframe`).boundingBox())!.height);
  const engagements = (p: Page) => p.evaluate(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').map((m: any) => m.data));

  it.each([
    [375, 'under'],
    [1280, 'beside'],
  ])('at %i px takes one height with the list %s the map, passes axe, and asks no provider for anything', async (width, place) => {
    requested.splice(0);
    const { p, f } = await embed(googleId, width);
    const content = await f.evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
    await expect.poll(() => frameHeight(p, googleId)).toBe(content);
    // The server's first paint had the map at its height and the list in its place.
    expect((await p.evaluate(() => (window as any).__heights as number[])).filter((h) => h > 0), `heights at ${width}`).toEqual([content]);
    const [map, list] = await Promise.all([f.locator('.mp-map').boundingBox(), f.locator('.mp-list').boundingBox()]);
    expect(Math.round(map!.height)).toBe(360);
    if (place === 'beside') expect([list!.x > map!.x + map!.width - 1, Math.round(list!.y) === Math.round(map!.y)]).toEqual([true, true]);
    else expect(list!.y).toBeGreaterThanOrEqual(map!.y + map!.height);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    expect(await f.locator('iframe').count()).toBe(0);
    expect(requested).toEqual([]);
    await p.close();
  });

  it('shows Google’s map only when asked, by the keyboard, at the same height, and moves it to the location picked', async () => {
    const { p, f } = await embed(googleId, 1280);
    const before = await frameHeight(p, googleId);
    requested.splice(0);
    await focusInFrame(f, '.mp-facade button');
    expect(requested).toEqual([]);
    await p.keyboard.press('Enter');
    const map = f.locator('iframe[title="Map of Café Harbour"]');
    await map.waitFor({ timeout: 10_000 });
    expect(await map.getAttribute('src')).toBe(HARBOUR_MAP);
    await expect.poll(() => requested.slice()).toEqual([HARBOUR_MAP]);
    expect(await map.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await frameHeight(p, googleId)).toBe(before);
    expect(await axeSerious(f as unknown as Page)).toEqual([]);

    await f.getByRole('button', { name: 'Café River' }).click();
    await f.locator('iframe[title="Map of Café River"]').waitFor({ timeout: 10_000 });
    await expect.poll(() => requested.slice()).toEqual([HARBOUR_MAP, RIVER_MAP]);
    expect(await f.getByRole('button', { name: 'Café River' }).getAttribute('aria-pressed')).toBe('true');
    expect(await frameHeight(p, googleId)).toBe(before);
    await expect.poll(() => engagements(p)).toEqual([
      { interaction: 'click', eventSubType: 'show_map', entityPath: 'locations/harbour' },
      { interaction: 'click', eventSubType: 'select', entityPath: 'locations/river' },
    ]);
    await p.close();
  });

  it('loads OpenStreetMap’s embed under the frame’s own Content-Security-Policy', async () => {
    requested.splice(0);
    const { p, f } = await embed(osmId, 1280, strict);
    expect(await f.getByText('The map is loaded from OpenStreetMap, which may set cookies.').count()).toBe(1);
    expect(requested).toEqual([]);
    await f.getByRole('button', { name: 'Show map' }).click();
    const frame = (await (await f.waitForSelector('iframe[title="Map of Café River"]')).contentFrame())!;
    await frame.waitForSelector('#provider', { timeout: 10_000 });
    expect(frame.url()).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=52\.3667,4\.9041$/);
    expect(requested).toEqual([frame.url()]);
    await p.close();
  });

  it('opens Google’s directions in a tab of its own without an opener, and tells the host page', async () => {
    const { p, f } = await embed(googleId, 1280);
    requested.splice(0);
    const [tab] = await Promise.all([p.waitForEvent('popup'), f.getByRole('link', { name: 'Get directions' }).first().click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(DIRECTIONS);
    expect(requested).toEqual([DIRECTIONS]);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    // Still no map in the widget: directions are no request for one.
    expect(await f.locator('iframe').count()).toBe(0);
    await expect.poll(() => engagements(p)).toEqual([{ interaction: 'click', eventSubType: 'directions', entityPath: 'locations/harbour' }]);
    await p.close();
  });
});
