// The video gallery end to end, on a host page of another origin, with YouTube's and Vimeo's hosts answered
// by routes (this machine reaches no other site; the routes also record every request the browser makes to
// them): the frame's first height is its last and axe finds nothing serious at a phone's and a desktop's
// width; before a click nothing reaches YouTube or Vimeo but YouTube's thumbnail image; a card played by the
// keyboard opens the host-page dialog on YouTube's no-cookie player at the link's start, the arrow key moves
// to Vimeo's player (dnt, private hash), Escape closes it and the focus is back on the card; each play is
// an engagement host event; played inline, the card becomes the player in place at the same height; an
// uploaded video file (a WebM recorded in the browser) plays in place from the app.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, createWidget, focusInFrame, hostPage, launchBrowser, pressEscapeClosing, signUp, startApp, startHost, svgPicture, waitForHostFocus, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER, expectOneFrameHeight } from './host-recorders';

const THIRD_PARTY = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

const VIDEOS = [
  { id: 'sintel', url: 'https://www.youtube.com/watch?v=eRsGyueVLvQ&t=1m30s', title: 'Sintel', description: 'A girl and her dragon.' },
  { id: 'bunny', url: 'https://vimeo.com/123456/abcdef', title: 'Bunny', description: '' },
  { id: 'tears', url: 'https://youtu.be/R6MlUcmOul8', title: 'Tears of Steel', description: '', thumbnail: '/static/demo/video-gallery/tears-of-steel.svg' },
];
const SINTEL_PLAYER = 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?autoplay=1&start=90';
const BUNNY_PLAYER = 'https://player.vimeo.com/video/123456?autoplay=1&dnt=1&h=abcdef';

describe('video gallery', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let ctx: BrowserContext;
  let popupId: string;
  let inlineId: string;
  const requested: string[] = [];
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    popupId = await createWidget(app.url, cookie, 'video_gallery', { data: { title: 'Our films', videos: VIDEOS } });
    inlineId = await createWidget(app.url, cookie, 'video_gallery', { data: { title: 'Our films', videos: VIDEOS, playMode: 'inline' } });
    // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
    ctx = await browser.newContext({ bypassCSP: true });
    await ctx.route(
      (url) => THIRD_PARTY.test(url.hostname),
      (r) => {
        const url = r.request().url();
        requested.push(url);
        return new URL(url).hostname === 'i.ytimg.com'
          ? r.fulfill({ contentType: 'image/svg+xml', body: svgPicture('#0f766e') })
          : r.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>Playing</p></html>' });
      },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  async function embed(id: string, width: number): Promise<{ p: Page; f: Frame }> {
    const p = await ctx.newPage();
    await p.setViewportSize({ width, height: 900 });
    await p.addInitScript(HEIGHTS);
    await p.goto(host.page(`/films-${width}-${Math.random().toString(36).slice(2)}`, hostPage(app.url, `${RECORDER}<h1>Our films</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`)));
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
    const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
    await f.waitForSelector('.vg-card', { timeout: 10_000 });
    return { p, f };
  }
  const engagements = (p: Page) => p.evaluate(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').map((m: any) => m.data));

  it.each([
    [375, 1],
    [1280, 3],
  ])('at %i px takes one height with %i column(s), passes axe, and asks YouTube for a thumbnail only', async (width, columns) => {
    requested.splice(0);
    const { p, f } = await embed(popupId, width);
    const iframe = p.locator(`[data-tessera-widget="${popupId}"] iframe`);
    // The server's first paint had the cards at their final shape and columns.
    const content = await expectOneFrameHeight(p, f, popupId, `heights at ${width}`);
    const tops = await f.locator('.vg-grid > li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(3 / columns);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    // YouTube's picture for Sintel, the owner's for Tears of Steel, a neutral card for Vimeo.
    await f.waitForFunction(() => (document.querySelector('.vg-card img') as HTMLImageElement | null)?.naturalWidth! > 0, null, { timeout: 10_000 });
    expect(await f.locator('.vg-card img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([
      'https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg',
      `${app.url}/static/demo/video-gallery/tears-of-steel.svg`,
    ]);
    expect(await f.locator('.vg-blank').count()).toBe(1);
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    expect(requested).toEqual(['https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg']);
    expect(await f.locator('iframe, video').count()).toBe(0);
    await p.close();
  });

  it('plays a card chosen by the keyboard in the host-page dialog, moves to the next video, and gives the focus back on Escape', async () => {
    const { p, f } = await embed(popupId, 1280);
    await focusInFrame(f, '[aria-label="Play Sintel"]');
    requested.splice(0);
    await p.keyboard.press('Enter');

    const dialog = p.locator('[role="dialog"][aria-modal="true"]');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getAttribute('aria-label')).toBe('Sintel');
    const popupFrame = (await dialog.locator('iframe').elementHandle())!;
    const popup = (await popupFrame.contentFrame())!;
    const player = popup.locator('.vg-stage iframe');
    await player.waitFor({ timeout: 10_000 });
    expect([await player.getAttribute('src'), await player.getAttribute('allow')]).toEqual([SINTEL_PLAYER, 'autoplay; fullscreen; picture-in-picture; encrypted-media']);
    await expect.poll(() => requested.includes(SINTEL_PLAYER), { timeout: 10_000 }).toBe(true);
    expect(await (await player.elementHandle())!.contentFrame().then((pf) => pf!.textContent('p'))).toBe('Playing');
    expect(await axeSerious(popup as unknown as Page)).toEqual([]);

    // The keyboard in the dialog: the box holds the focus as it opens.
    await popup.waitForFunction(() => document.activeElement?.classList.contains('vg-box'), null, { timeout: 10_000 });
    await waitForHostFocus(p, popupFrame);
    await p.keyboard.press('ArrowRight');
    await expect.poll(() => player.getAttribute('src'), { timeout: 5000 }).toBe(BUNNY_PLAYER);
    await expect.poll(() => dialog.getAttribute('aria-label')).toBe('Bunny');
    expect(await popup.textContent('.vg-count')).toBe('2 / 3');

    await focusInFrame(popup, '.vg-box');
    pressEscapeClosing(p);
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await f.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Play Sintel', null, { timeout: 5000 });
    await p.waitForFunction(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').length >= 2, null, { timeout: 5000 });
    expect(await engagements(p)).toEqual([
      { interaction: 'click', eventSubType: 'youtube', entityPath: 'videos/sintel' },
      { interaction: 'click', eventSubType: 'vimeo', entityPath: 'videos/bunny' },
    ]);
    await p.close();
  });

  it('inline, turns the card clicked into the player in place, at the same height', async () => {
    const { p, f } = await embed(inlineId, 1280);
    const iframe = p.locator(`[data-tessera-widget="${inlineId}"] iframe`);
    const before = Math.round((await iframe.boundingBox())!.height);
    requested.splice(0);
    await f.getByRole('button', { name: 'Play Bunny' }).click();
    const player = f.locator('.vg-media iframe');
    await player.waitFor({ timeout: 5000 });
    expect([await player.getAttribute('src'), await player.getAttribute('title')]).toEqual([BUNNY_PLAYER, 'Bunny']);
    await expect.poll(() => requested.includes(BUNNY_PLAYER), { timeout: 10_000 }).toBe(true);
    expect(await f.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await p.locator('[role="dialog"]').count()).toBe(0);
    expect(Math.round((await iframe.boundingBox())!.height)).toBe(before);
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'engagement'), null, { timeout: 5000 });
    expect(await engagements(p)).toEqual([{ interaction: 'click', eventSubType: 'vimeo', entityPath: 'videos/bunny' }]);
    await p.close();
  });

  it("plays the owner's own uploaded video file in place, from the app's public address with Range", async () => {
    // A real WebM: a second of a moving square recorded in the browser (this machine has no video file
    // and no encoder but Chromium's).
    const maker = await ctx.newPage();
    const webm = Buffer.from(
      await maker.evaluate(async () => {
        const c = Object.assign(document.createElement('canvas'), { width: 160, height: 90 });
        const g = c.getContext('2d')!;
        const rec = new MediaRecorder(c.captureStream(25), { mimeType: 'video/webm' });
        const parts: Blob[] = [];
        rec.ondataavailable = (e) => parts.push(e.data);
        const done = new Promise((r) => (rec.onstop = r));
        rec.start();
        for (let i = 0; i < 25; i++) {
          g.fillStyle = '#fff';
          g.fillRect(0, 0, 160, 90);
          g.fillStyle = '#0f766e';
          g.fillRect(i * 5, 30, 30, 30);
          await new Promise((r) => setTimeout(r, 40));
        }
        rec.stop();
        await done;
        return [...new Uint8Array(await new Blob(parts).arrayBuffer())];
      }),
    );
    await maker.close();
    const { cookie } = await signUp(app.url);
    const up = await fetch(`${app.url}/api/v1/uploads?name=${encodeURIComponent('our shop.webm')}`, { method: 'POST', headers: { cookie, origin: app.url, 'content-type': 'video/webm' }, body: webm });
    expect(up.status).toBe(201);
    const file = (await up.json()) as { data: { url: string; kind: string; contentType: string } };
    expect([file.data.kind, file.data.contentType]).toEqual(['video', 'video/webm']);
    expect(file.data.url).toMatch(/\/api\/v1\/uploads\/[\w-]+\/our-shop\.webm$/);
    const own = await createWidget(app.url, cookie, 'video_gallery', { data: { title: 'Our shop', playMode: 'inline', videos: [{ id: 'shop', url: file.data.url, title: 'Our shop' }] } });

    const { p, f } = await embed(own, 1280);
    requested.splice(0);
    await f.getByRole('button', { name: 'Play Our shop' }).click();
    const video = f.locator('.vg-media video');
    await video.waitFor({ timeout: 5000 });
    expect(await video.getAttribute('src')).toBe(file.data.url);
    // It plays: frames decoded and time running, from our server only.
    await f.waitForFunction(() => { const v = document.querySelector('.vg-media video') as HTMLVideoElement; return v.readyState >= 2 && v.currentTime > 0.2; }, null, { timeout: 10_000 });
    expect(await f.evaluate(() => (document.querySelector('.vg-media video') as HTMLVideoElement).videoWidth)).toBe(160);
    expect(requested).toEqual([]);
    const ranged = await fetch(file.data.url, { headers: { range: 'bytes=0-3' } });
    expect([ranged.status, [...new Uint8Array(await ranged.arrayBuffer())]]).toEqual([206, [0x1a, 0x45, 0xdf, 0xa3]]);
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'engagement'), null, { timeout: 5000 });
    expect(await engagements(p)).toEqual([{ interaction: 'click', eventSubType: 'file', entityPath: 'videos/shop' }]);
    await p.close();
  });
});
