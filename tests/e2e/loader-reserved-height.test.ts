// Issue 8 end to end: a viewer reports its rendered height with widget-load, the server keeps it per
// device, the builder's snippet reserves it, and a first visit with that snippet does not shift the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedSnippet } from '../../frame/editor/publish/embed-snippet';
import { HOST_COST } from '../bench/browser-scripts';
import { copySnippetFromBuilder } from './builder-snippet';
import { createWidget, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

const filler = (n: number) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1}: text the widget must not push around.</p>`).join('');
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><h1>Article</h1>${filler(2)}${body}${filler(20)}</body></html>`;

describe('reserved height from the last viewer', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  it('learns the desktop height from a first viewer and the snippet with it loads without layout shift', async () => {
    const { cookie } = await signUp(app.url);
    const id = await createWidget(app.url, cookie, 'image_gallery');
    const editorGet = async () =>
      ((await (await fetch(`${app.url}/api/v1/plugin/${id}`, { headers: { cookie } })).json()) as { data: { lastHeights: Record<string, number> } }).data.lastHeights;
    expect(await editorGet()).toEqual({});

    // A first visitor with the plain placeholder: the widget-load report (1 s after mount) carries the height.
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const first = await ctx.newPage();
    await first.goto(host.page('/plain', page(embedSnippet(app.url, id))));
    const iframe = first.locator('iframe');
    await expect.poll(async () => (await iframe.evaluate((f) => f.getBoundingClientRect().height)) > 100, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await editorGet()).desktop ?? 0, { timeout: 15_000 }).toBeGreaterThan(100);
    const seen = await iframe.evaluate((f) => Math.round(f.getBoundingClientRect().height));
    const learned = (await editorGet()).desktop!;
    expect(Math.abs(learned - seen)).toBeLessThanOrEqual(2);
    await ctx.close();

    // A new visitor on a page with the builder's snippet: the space is held before any script runs.
    const snippet = embedSnippet(app.url, id, await editorGet());
    expect(snippet).toContain(`style="min-height:${learned}px"`);
    const ctx2 = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await ctx2.newPage();
    await second.goto(host.page('/reserved', page(snippet)));
    const frame2 = second.locator('iframe');
    await expect.poll(async () => Math.round(await frame2.evaluate((f) => f.getBoundingClientRect().height)), { timeout: 15_000 }).toBe(seen);
    await second.waitForTimeout(500);
    const cost = (await second.evaluate(HOST_COST)) as { cls: number };
    expect(cost.cls).toBeLessThanOrEqual(0.01);
    // The reservation is dropped once the frame reported its own height.
    expect(await second.locator('[data-tessera-widget]').evaluate((el) => (el as HTMLElement).style.minHeight)).toBe('');
    await ctx2.close();
  });

  it('reserves per screen size: a phone gets the height phone visitors saw, a desktop the desktop one', async () => {
    const { cookie } = await signUp(app.url);
    const id = await createWidget(app.url, cookie, 'image_gallery');
    const editorGet = async () =>
      ((await (await fetch(`${app.url}/api/v1/plugin/${id}`, { headers: { cookie } })).json()) as { data: { lastHeights: Record<string, number> } }).data.lastHeights;
    const PHONE = { width: 390, height: 844 };
    const DESKTOP = { width: 1280, height: 800 };
    /** Loads `html` in a fresh context; with the loader blocked, only the snippet's own HTML and CSS act. */
    const visit = async (viewport: typeof PHONE, path: string, html: string, blockLoader = false) => {
      const ctx = await browser.newContext({ viewport });
      if (blockLoader) await ctx.route('**/loader.js', (r) => r.abort());
      const p = await ctx.newPage();
      await p.goto(host.page(path, page(html)));
      return { ctx, p, box: () => p.locator('[data-tessera-widget]').evaluate((el) => Math.round(el.getBoundingClientRect().height)) };
    };
    // First visitors on each screen size teach the server a height each.
    for (const [vp, device] of [[PHONE, 'mobile'], [DESKTOP, 'desktop']] as const) {
      const { ctx } = await visit(vp, `/plain-${device}`, embedSnippet(app.url, id));
      await expect.poll(async () => (await editorGet())[device] ?? 0, { timeout: 15_000 }).toBeGreaterThan(100);
      await ctx.close();
    }
    const learned = await editorGet();
    expect(learned.mobile).not.toBe(learned.desktop);
    const snippet = embedSnippet(app.url, id, learned);
    expect(snippet).toContain(`style="min-height:${learned.desktop}px"><style data-tessera-reserve>@media (max-width:479.98px)`);

    // Before any script: each screen size holds its own height.
    for (const [vp, device] of [[PHONE, 'mobile'], [DESKTOP, 'desktop']] as const) {
      const { ctx, box } = await visit(vp, `/css-only-${device}`, snippet, true);
      expect(await box()).toBe(learned[device]);
      await ctx.close();
    }
    // On a phone with the loader: no jump, the frame at the learned height, the reservation gone.
    const { ctx, p } = await visit(PHONE, '/reserved-phone', snippet);
    const iframe = p.locator('iframe');
    await expect.poll(async () => Math.round(await iframe.evaluate((f) => f.getBoundingClientRect().height)), { timeout: 15_000 }).toBe(learned.mobile);
    await p.waitForTimeout(500);
    expect(((await p.evaluate(HOST_COST)) as { cls: number }).cls).toBeLessThanOrEqual(0.01);
    expect(await p.locator('style[data-tessera-reserve]').count()).toBe(0);
    await ctx.close();
  });

  it('before any visit, the builder snippet reserves the heights the builder measured for an inline widget, none for a floating one', async () => {
    const { cookie } = await signUp(app.url);
    const gallery = await createWidget(app.url, cookie, 'image_gallery');
    const copied = await copySnippetFromBuilder(browser, app.url, cookie, gallery);
    expect(copied.previewHeight).toBeGreaterThan(100);
    // Measured as visitors' frames render the saved widget, in preview frames nobody sees: for desktop
    // screens in a column as wide as the live preview's (the layout such a frame picks), and at the tablet
    // and phone preview widths. A gallery's tiles are square, so each is taller than the desktop preview.
    const rule = (max: string) => Number(new RegExp(`@media \\(max-width:${max}px\\)\\{[^{]+\\{min-height:(\\d+)px`).exec(copied.snippet)?.[1]);
    const desktop = Number(new RegExp(`data-tessera-widget="${gallery}" style="min-height:(\\d+)px"`).exec(copied.snippet)?.[1]);
    const [tablet, phone] = [rule('1023\\.98'), rule('479\\.98')];
    for (const h of [desktop, tablet, phone]) expect(h).toBeGreaterThan(copied.previewHeight);
    expect(copied.hint).toBe(
      `The code keeps ${desktop} px (${tablet} px on tablets, ${phone} px on phones) free, the widget's height measured in the builder, so the page does not jump while it loads. Copy it again after visitors have seen the widget for the height on their screens.`,
    );
    // A desktop site whose column is as wide as the preview's, and a 375 px phone (the phone preview's
    // width): the frame takes exactly the reserved height.
    const shows = async (viewport: { width: number; height: number }, column: number) => {
      const ctx = await browser.newContext({ viewport });
      const p = await ctx.newPage();
      await p.goto(host.page(`/preview-${viewport.width}`, `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>body{margin:0}main{width:${column}px}</style></head><body><main>${copied.snippet}</main></body></html>`));
      const iframe = p.locator('iframe');
      await expect.poll(async () => Math.round(await iframe.evaluate((f) => f.getBoundingClientRect().height)), { timeout: 15_000 }).toBeGreaterThan(100);
      await p.waitForTimeout(500);
      const h = Math.round(await iframe.evaluate((f) => f.getBoundingClientRect().height));
      await ctx.close();
      return h;
    };
    expect(await shows({ width: 1280, height: 800 }, copied.columnWidth)).toBe(desktop);
    expect(await shows({ width: 375, height: 812 }, 375)).toBe(phone);

    const popup = await createWidget(app.url, cookie, 'popup');
    const floating = await copySnippetFromBuilder(browser, app.url, cookie, popup);
    expect(floating.snippet).toContain(`<div data-tessera-widget="${popup}"></div>`);
    expect(floating.hint).toBe('');
  });
});
