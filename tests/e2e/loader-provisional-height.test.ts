// Issue 8: a height that is not the widget's own must not size the host page's space for it.
// - A loading state (the flipbook's "Loading…" while pdf.js opens the PDF) is reported as such: the
//   loader keeps the reserved space instead of shrinking to the loading line and growing back, and the
//   widget-load report does not teach the server that line's height.
// - Server markup rendered for another device class than the frame's is replaced by the client render:
//   its height is never reported, so the page moves once, to the widget's height.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_COST } from '../bench/browser-scripts';
import { createWidget, ownerJson, signUp } from './harness';
import { HEIGHTS, iframeHeight, loaderEnv, page, waitForEvent, widgetFrame, type LoaderEnv } from './loader-fixture';

const held = (ms: number) => async (r: Route) => {
  await new Promise((res) => setTimeout(res, ms));
  await r.continue().catch(() => undefined);
};
const heights = (p: Page) => p.evaluate(() => (window as unknown as { __heights: number[] }).__heights.filter((h) => h > 0));

describe('loader: provisional heights', () => {
  let env: LoaderEnv;
  let cookie = '';
  beforeAll(async () => {
    env = await loaderEnv(0);
    cookie = (await signUp(env.app.url)).cookie;
  });
  afterAll(async () => {
    await env?.close();
  });

  const learned = async (id: string) => ((await ownerJson(env.app.url, cookie, `/api/v1/plugin/${id}`)).data.lastHeights ?? {}) as Record<string, number>;

  /** A flipbook visit at 1,280 px with the PDF held back `holdMs`; returns once the book shows. */
  const visitFlipbook = async (id: string, path: string, placeholder: string, holdMs: number) => {
    const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await ctx.newPage();
    const reports: string[] = [];
    p.on('request', (r) => /eventType=widget-load/.test(r.url()) && reports.push(r.url()));
    if (holdMs) await ctx.route('**/static/demo/sample.pdf', held(holdMs));
    await p.goto(page(env, path, `${placeholder}<p>After the widget</p>`, HEIGHTS));
    const f = await widgetFrame(p, id);
    const loadingSeen = holdMs ? await f.waitForSelector('[data-loading]', { timeout: 15_000 }).then(() => true) : false;
    const reservedWhileLoading = holdMs ? await p.$eval(`[data-tessera-widget="${id}"]`, (el) => (el as HTMLElement).style.minHeight) : '';
    await f.waitForSelector('canvas[data-page="1"]', { timeout: 20_000 });
    await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await p.waitForTimeout(500);
    return { ctx, p, reports, loadingSeen, reservedWhileLoading };
  };

  it('keeps a flipbook\'s reserved space while its PDF opens, and learns the book\'s height, not the loading line\'s', async () => {
    const id = await createWidget(env.app.url, cookie, 'pdf_flipbook');
    // The PDF held back past the widget-load report (1 s after mount): the report carries no height.
    const slow = await visitFlipbook(id, '/flip-slow', `<div data-tessera-widget="${id}"></div>`, 2500);
    expect(slow.loadingSeen).toBe(true);
    expect(new URL(slow.reports[0]).searchParams.has('height')).toBe(false);
    expect(await learned(id)).toEqual({});
    await slow.ctx.close();

    // Loaded in time, the book's own height is what the server keeps.
    const fast = await visitFlipbook(id, '/flip-fast', `<div data-tessera-widget="${id}"></div>`, 0);
    const book = Math.round(await iframeHeight(fast.p, id));
    expect(book).toBeGreaterThan(300);
    await expect.poll(async () => (await learned(id)).desktop ?? 0, { timeout: 15_000 }).toBe(book);
    await fast.ctx.close();

    // With that height reserved, a visit whose PDF is slow: the loading line shows inside the reserved
    // space, which the loader keeps until the book is there; the iframe only ever has the book's height.
    const reserved = await visitFlipbook(id, '/flip-reserved', `<div data-tessera-widget="${id}" style="min-height:${book}px"></div>`, 2000);
    expect(reserved.loadingSeen).toBe(true);
    expect(reserved.reservedWhileLoading).toBe(`${book}px`);
    expect(await heights(reserved.p)).toEqual([book]);
    expect(await reserved.p.$eval(`[data-tessera-widget="${id}"]`, (el) => (el as HTMLElement).style.minHeight)).toBe('');
    expect(((await reserved.p.evaluate(HOST_COST)) as { cls: number }).cls).toBeLessThanOrEqual(0.01);
    await reserved.ctx.close();
  });

  // On a desktop screen the frame document is rendered for desktop; in a column narrower than 1,024 px
  // the frame is a tablet's, and the PDF gallery (no CSS that follows the width before hydration) is
  // rendered again with two columns. Its chunk held back, its bridge is up long before that render.
  it('moves the page once for server markup of another device class, replaced once its chunk is in', async () => {
    const id = await createWidget(env.app.url, cookie, 'pdf_gallery');
    const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const p = await ctx.newPage();
      await p.route(/\/chunks\/pdf-gallery-[^/]*\.js$/, held(1500));
      await p.goto(page(env, '/column', `<main style="width:800px"><div data-tessera-widget="${id}"></div><p>After the widget</p></main>`, HEIGHTS));
      const f = await widgetFrame(p, id);
      await f.waitForSelector('#root[data-ssr="desktop"]', { state: 'attached', timeout: 15_000 });
      await waitForEvent(p, 'loaded', id);
      await f.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-ssr'), null, { timeout: 15_000 });
      await p.waitForTimeout(700);
      const seen = await heights(p);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBe(Math.round(await iframeHeight(p, id)));
      // The layout the frame's width asks for (two wider columns), not the server's.
      expect(await f.$eval('.tw-pdfs', (el) => el.classList.contains('tw-tablet'))).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
