// The viewer and the image_gallery in real Chromium: host page on 127.0.0.1, app on localhost. SPEC §4
// events counted by the server, VIEW only at 10% visibility, and the lightbox's keyboard and frame sync.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, hostPage, launchBrowser, ROOT, signUp, startApp, startHost, type AppServer, type HostServer, pressEscapeClosing, focusInFrame } from './harness';
import { RECORDER, type HostEvent } from './loader-fixture';

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
  await host?.close();
  await app?.stop();
});

const totals = async (id: string): Promise<Record<string, number>> => {
  const res = await fetch(`${app.url}/api/v1/plugin/${id}/analytics`, { headers: { cookie } });
  return ((await res.json()) as { data: { totals: Record<string, number> } }).data.totals;
};
const hostEvents = (p: Page) => p.evaluate(() => (window as unknown as { __dom: HostEvent[] }).__dom);
const waitFor = (p: Page, type: string) =>
  p.waitForFunction((t) => (window as unknown as { __dom: HostEvent[] }).__dom.some((e) => e.type === t), type, { timeout: 15_000 });

async function open(p: Page, id: string, before = '', path = `/g-${Math.random()}`): Promise<Frame> {
  await p.goto(host.page(path, hostPage(app.url, `${before}<div data-tessera-widget="${id}" data-lazy="none"></div>`, RECORDER)));
  const handle = await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`, { state: 'attached' });
  const f = (await handle.contentFrame())!;
  await f.waitForSelector('button.ig-tile', { timeout: 15_000 });
  return f;
}

describe('viewer e2e: events reach the server once per session', () => {
  it('sends exactly one IMPRESSION and one VIEW per session, and again in a new session', async () => {
    const id = await createWidget(app.url, cookie, 'image_gallery');
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    const path = `/once-${Math.random()}`;
    await open(p, id, '', path);
    await waitFor(p, 'view');
    await expect.poll(() => totals(id), { timeout: 10_000 }).toMatchObject({ IMPRESSION: 1, VIEW: 1 });
    await p.reload();
    await waitFor(p, 'view');
    // The widget-load event comes 1 s after mount; give every report time to land, then count again.
    await p.waitForTimeout(1800);
    expect(await totals(id)).toMatchObject({ IMPRESSION: 1, VIEW: 1, 'widget-load': 1 });
    await ctx.close();

    const fresh = await browser.newContext();
    await open(await fresh.newPage(), id);
    await expect.poll(() => totals(id), { timeout: 10_000 }).toMatchObject({ IMPRESSION: 2, VIEW: 2 });
    await fresh.close();
  });

  it('sends VIEW only once 10% of the widget is visible, after the widget has been shown', async () => {
    const id = await createWidget(app.url, cookie, 'image_gallery');
    const p = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    // When the host hears of the VIEW, on the same clock as the frame's paint timing.
    const viewAt = `<script>addEventListener('tessera:view', function () { window.__viewAt = performance.timeOrigin + performance.now(); }, true);</script>`;
    const f = await open(p, id, `${viewAt}<div style="height:2400px">spacer</div>`);
    await expect.poll(() => totals(id), { timeout: 10_000 }).toMatchObject({ IMPRESSION: 1 });
    await p.waitForTimeout(800);
    expect((await totals(id)).VIEW).toBeUndefined();
    expect((await hostEvents(p)).filter((e) => e.type === 'view')).toEqual([]);
    await p.evaluate(() => window.scrollTo(0, 2400));
    await waitFor(p, 'view');
    await expect.poll(() => totals(id), { timeout: 10_000 }).toMatchObject({ VIEW: 1 });
    // The VIEW work waited for the widget's first contentful paint to be on screen.
    const shownAt = await f.evaluate(() => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime);
    const heardAt = (await p.evaluate('window.__viewAt')) as number;
    expect(heardAt).toBeGreaterThanOrEqual(shownAt);
    await p.close();
  });

  it('reports nothing to the server when the host mutes events', async () => {
    const id = await createWidget(app.url, cookie, 'image_gallery');
    const p = await browser.newPage();
    await p.goto(host.page(`/mute-${Math.random()}`, hostPage(app.url, `<div data-tessera-widget="${id}" data-lazy="none" data-mute-events></div>`, RECORDER)));
    await waitFor(p, 'view');
    await p.waitForTimeout(1800);
    expect(await totals(id)).toEqual({});
    await p.close();
  });
});

describe('viewer e2e: image gallery', () => {
  const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

  it('renders at three widths without horizontal scroll, sized to its content, and passes axe', async () => {
    const id = await createWidget(app.url, cookie, 'image_gallery');
    for (const width of [375, 768, 1280]) {
      // axe is injected into the viewer document, whose CSP rightly refuses inline scripts.
      const ctx = await browser.newContext({ bypassCSP: true, viewport: { width, height: 800 } });
      const p = await ctx.newPage();
      const f = await open(p, id);
      await waitFor(p, 'resize');
      await p.waitForTimeout(300);
      const cols = await f.$$eval('button.ig-tile', (b) => new Set(b.map((x) => Math.round(x.getBoundingClientRect().left))).size);
      expect(cols).toBe(width < 480 ? 2 : width < 1024 ? 3 : 4);
      expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
      const frameH = await p.$eval(`[data-tessera-widget="${id}"] iframe`, (i) => i.getBoundingClientRect().height);
      const contentH = await f.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.abs(frameH - contentH)).toBeLessThanOrEqual(1);
      await f.evaluate(AXE);
      const serious = await f.evaluate(async () => {
        const res = await (window as any).axe.run(document, { resultTypes: ['violations'] });
        return res.violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical').map((v: any) => v.id);
      });
      expect(serious, `axe at ${width}`).toEqual([]);
      await ctx.close();
    }
  });

  it('moves through the lightbox with the arrow keys and keeps the grid in sync', async () => {
    const id = await createWidget(app.url, cookie, 'image_gallery');
    const p = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const f = await open(p, id);
    await waitFor(p, 'loaded');
    await f.click('button.ig-tile >> nth=2');
    const dialog = await p.waitForSelector('[role="dialog"]');
    const popup = (await (await dialog.$('iframe'))!.contentFrame())!;
    await popup.waitForSelector('.ig-count');
    expect(await popup.textContent('.ig-count')).toBe('3 / 8');
    await popup.waitForFunction(() => document.activeElement?.classList.contains('ig-box'));
    // The frame focuses its image box as it loads, and the loader focuses the popup iframe as the dialog
    // opens; which lands last varies, so put the keyboard where a visitor's would be: in the popup.
    await focusInFrame(popup, '.ig-box');
    await p.keyboard.press('ArrowRight');
    await popup.waitForFunction(() => document.querySelector('.ig-count')?.textContent === '4 / 8', null, { timeout: 5000 });
    expect(await popup.getAttribute('.ig-box img', 'alt')).toBe('Desert dunes');
    await expect.poll(() => f.evaluate(() => [...document.querySelectorAll('button.ig-tile')].findIndex((b) => b.getAttribute('aria-current') === 'true'))).toBe(3);
    // One key at a time, each in the popup: the grid's echo of the index re-renders both frames.
    for (const expected of ['3 / 8', '2 / 8']) {
      await focusInFrame(popup, '.ig-box');
      await p.keyboard.press('ArrowLeft');
      await popup.waitForFunction((t) => document.querySelector('.ig-count')?.textContent === t, expected);
    }
    pressEscapeClosing(p);
    await p.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 5000 });
    // The engagement click reached the host with the image's path.
    const clicks = (await hostEvents(p)).filter((e) => e.type === 'engagement');
    expect(clicks[0]?.data).toMatchObject({ interaction: 'click', entityPath: 'images/demo-3' });
    await p.close();
  });
});
