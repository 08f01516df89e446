// News feed end to end, on a host page of another origin: the frame's first height is its last at a
// phone's and a desktop's width, as a grid or a list, with axe finding nothing serious; a post's link
// opens the full post in a tab of its own and the host page hears of it; a feed connected to an RSS
// source (a third server) shows visitors the feed's posts from the first paint, and the builder's preview
// shows the same posts while the saved data keeps the owner's own.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { axeSerious, createWidget, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, svgPicture, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER, expectOneFrameHeight } from './host-recorders';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let upstream: FakeServer;
let ctx: BrowserContext;
let cookie: string;
const ids: Record<'grid' | 'list' | 'rss', string> = { grid: '', list: '', rss: '' };
const opened: string[] = [];

beforeAll(async () => {
  upstream = await startFakeServer((req, res) => {
    if (req.url === '/news.rss') {
      const base = upstream.url;
      return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(`<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Harbour Café</title>
<item><title>Older story</title><link>https://cafe.example/news/older</link><guid>a</guid><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate><description><![CDATA[<p>Written <b>before</b>.</p>]]></description></item>
<item><title>Fresh story</title><link>https://cafe.example/news/fresh</link><guid>b</guid><pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate><description>Just in.</description><media:content url="${base}/img/fresh.svg" medium="image"/></item>
</channel></rss>`);
    }
    if (req.url === '/img/fresh.svg') return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svgPicture('#c96'));
    res.writeHead(404).end();
  });
  [app, host, browser] = await Promise.all([startApp({ FETCH_ALLOW_HOSTS: upstream.hostPort }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
  const news = 'https://cafe.example/news';
  const linked = { posts: [{ id: 'p1', title: 'Winter hours', link: `${news}/winter`, summary: 'We open at 7:00 from December, so your first coffee is ready before the train.', date: '2026-11-20', image: '/static/demo/news/opening-hours.svg' }, { id: 'p2', title: 'Tasting night', link: `${news}/tasting`, summary: 'Six coffees, three ways.', date: '2026-10-28', image: '/static/demo/news/tasting.svg' }, { id: 'p3', title: 'Our roastery', link: '', summary: 'Roasted behind the café, twice a week.', date: '2026-09-15', image: '/static/demo/news/roastery.svg' }] };
  ids.grid = await createWidget(app.url, cookie, 'news_feed', { data: linked });
  ids.list = await createWidget(app.url, cookie, 'news_feed', { data: { ...linked, layout: 'list' } });
  ids.rss = await createWidget(app.url, cookie, 'news_feed', { name: 'Café news' });
  const r = await fetch(`${app.url}/api/v1/plugin/${ids.rss}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: app.url },
    body: JSON.stringify({ type: 'rss', url: `${upstream.url}/news.rss` }),
  });
  expect(r.status).toBe(201);
  // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
  ctx = await browser.newContext({ bypassCSP: true });
  // The café's own site, answered here: this machine reaches no other site.
  await ctx.route('https://cafe.example/**', (route) => (opened.push(route.request().url()), route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>News</title>' })));
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), upstream?.close()]);
});

async function embed(id: string, width: number): Promise<{ p: Page; f: Frame }> {
  const p = await ctx.newPage();
  await p.setViewportSize({ width, height: 900 });
  await p.addInitScript(HEIGHTS);
  await p.goto(host.page(`/news-${id}-${width}`, hostPage(app.url, `${RECORDER}<h1>Café</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`)));
  await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
  const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
  await f.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img')].every((i) => i.complete && i.naturalWidth > 0), null, { timeout: 10_000 });
  return { p, f };
}

describe('news feed', () => {
  it.each([
    ['grid', 375],
    ['grid', 1280],
    ['list', 375],
    ['list', 1280],
  ] as const)('a %s takes one height and passes axe at %i px', async (layout, width) => {
    const { p, f } = await embed(ids[layout], width);
    // The server's first paint had every box at its final size, before any picture arrived.
    const content = await expectOneFrameHeight(p, f, ids[layout], `heights at ${width}`);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    // A phone's width takes one card per row; a desktop's the owner's three.
    const rows = await f.evaluate(() => new Set([...document.querySelectorAll('.tw-posts > li')].map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(rows).toBe(layout === 'grid' && width === 1280 ? 1 : 3);
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    await p.close();
  });

  it('opens a post in a tab of its own without an opener, and the host page hears of it', async () => {
    const { p, f } = await embed(ids.grid, 1280);
    const [tab] = await Promise.all([ctx.waitForEvent('page'), f.getByRole('link', { name: 'Read more: Tasting night' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://cafe.example/news/tasting');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(opened).toContain('https://cafe.example/news/tasting');
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'engagement'), null, { timeout: 10_000 });
    await tab.close();
    await p.close();
  });

  it("shows visitors an RSS feed's posts from the first paint, newest first, and the builder previews the same", async () => {
    const { p, f } = await embed(ids.rss, 1280);
    expect(await f.locator('h3').allTextContents()).toEqual(['Fresh story', 'Older story']);
    expect(await f.locator('.tw-summary').allTextContents()).toEqual(['Just in.', 'Written before.']);
    expect(await f.locator('img').getAttribute('src')).toBe(`${upstream.url}/img/fresh.svg`);
    expect(await f.locator('time').first().textContent()).toBe('Nov 20, 2026');
    await p.close();

    const owner = await ownerContext(browser, app.url, cookie);
    const b = await owner.newPage();
    await b.goto(`${app.url}/editor/${ids.rss}`);
    await b.getByText('Visitors see the latest posts of your RSS source (Integrations), 2 now, as the preview shows.', { exact: false }).waitFor({ timeout: 15_000 });
    const preview = b.frameLocator('iframe[title="Widget preview"]');
    await expect.poll(() => preview.locator('h3').allTextContents(), { timeout: 15_000 }).toEqual(['Fresh story', 'Older story']);
    const saved = await b.evaluate(async (w) => (await (await fetch(`/api/v1/plugin/${w}?pluginType=x`)).json()).data.data.posts.length, ids.rss);
    expect(saved).toBe(3);
    await owner.close();
  });
});
