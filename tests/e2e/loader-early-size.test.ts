// Issue 8: with nothing known about a widget's height the loader's iframe starts at 0 px, and Chromium
// does not paint a zero-area cross-origin frame. The server-rendered frame document posts its first
// height itself (shared/bridge/early-size.ts, allowed by its CSP hash), so the frame is sized and painted
// without waiting for the loader runtime and the bridge: proven here with the runtime never arriving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, signUp } from './harness';
import { HEIGHTS, iframeHeight, loaderEnv, page, waitForEvent, widgetFrame, type LoaderEnv } from './loader-fixture';

describe('loader: the frame document sizes a 0 px iframe before the bridge exists', () => {
  let env: LoaderEnv;
  beforeAll(async () => {
    env = await loaderEnv(1);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('grows the iframe from the early-size message with the runtime blocked, and paints the frame', async () => {
    const [id] = env.widgets;
    const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const p = await ctx.newPage();
      let runtimeRequests = 0;
      await p.route(/loader-runtime-[^/]*\.js/, (r) => {
        runtimeRequests++;
        return r.abort();
      });
      const violations: string[] = [];
      p.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
      await p.goto(page(env, '/early', `<div data-tessera-widget="${id}"></div>`));
      await expect.poll(() => iframeHeight(p, id), { timeout: 15_000 }).toBeGreaterThan(50);
      expect(runtimeRequests).toBeGreaterThan(0);
      // The RUNTIME_LOAD_FAILED error reached the host, so the height really came without the bridge.
      await p.waitForFunction(() => (window as unknown as { __dom: { type: string }[] }).__dom.some((e) => e.type === 'error'));
      const frame = p.frames().find((f) => /\/viewer\//.test(f.url()))!;
      const fcp = await frame.evaluate(
        () => new Promise<number>((res) => {
          const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const t = read();
          if (t !== undefined) return res(t);
          new PerformanceObserver(() => res(read() ?? -1)).observe({ type: 'paint', buffered: true });
        }),
      );
      expect(fcp).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  // The host page comes first: its text moves once, from where it was to below the widget. An empty
  // placeholder lets the margins around it collapse through it; a 0 px iframe inside would end that and
  // move the text below by a margin before the widget has any height (a second, small shift).
  it('moves the host text around a bare placeholder in one layout shift', async () => {
    const [id] = env.widgets;
    const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const p = await ctx.newPage();
      const shifts = `<script>window.__shifts = []; new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) { window.__shifts.push(e.value); }); }).observe({ type: 'layout-shift', buffered: true });</script>`;
      const body = `<p style="margin:24px 0">Before the widget</p><div data-tessera-widget="${id}"></div><p style="margin:24px 0">After the widget</p>`;
      await p.goto(page(env, '/one-shift', body, shifts));
      await waitForEvent(p, 'loaded', id);
      await (await widgetFrame(p, id)).waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-ssr'));
      await p.waitForTimeout(700);
      const seen = await p.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(seen).toHaveLength(1);
      // The paragraph after the widget sits below it, the margins on both sides kept.
      const gap = await p.evaluate(() => {
        const f = document.querySelector('[data-tessera-widget] iframe')!.getBoundingClientRect();
        return document.querySelectorAll('p')[1].getBoundingClientRect().top - f.bottom;
      });
      expect(gap).toBe(24);
    } finally {
      await ctx.close();
    }
  });

  // The host page comes first: with nothing known about its height, the widget moves the page once (from
  // 0 px to its height), whatever the frame's device class, though the frame document is rendered for
  // desktop and the early size arrives before the bridge's.
  // The second widget has its own mobile layout (one column): rendered for the screen's device class,
  // which the loader hints, its first height is its final one on a phone as well.
  let ownMobile = '';
  const cases = [1280, 800, 400].map((width) => ({ width, widget: () => env.widgets[0], name: 'a gallery' }));
  cases.push({ width: 400, widget: () => ownMobile, name: 'a gallery with its own mobile layout' });
  for (const c of cases) {
    const { width } = c;
    it(`${c.name} takes its final height in one step at a ${width} px wide page`, async () => {
      if (!ownMobile) ownMobile = await createWidget(env.app.url, (await signUp(env.app.url)).cookie, 'image_gallery', { data: { deviceRewrites: { mobile: { columns: 1 } } } });
      const id = c.widget();
      const ctx = await env.browser.newContext({ viewport: { width, height: 900 } });
      try {
        const p = await ctx.newPage();
        await p.goto(page(env, `/one-step-${width}`, `<div data-tessera-widget="${id}"></div><p>After the widget</p>`, HEIGHTS));
        await waitForEvent(p, 'loaded', id);
        const f = await widgetFrame(p, id);
        expect(new URL(f.url()).searchParams.get('device')).toBe(width < 480 ? 'mobile' : width < 1024 ? 'tablet' : null);
        // Square tiles: images arriving (lazily, below the fold on a phone) do not change the height.
        await f.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-ssr'));
        await p.waitForTimeout(700);
        const heights = await p.evaluate(() => (window as unknown as { __heights: number[] }).__heights.filter((h) => h > 0));
        expect(heights).toHaveLength(1);
        expect(heights[0]).toBe(Math.round(await iframeHeight(p, id)));
      } finally {
        await ctx.close();
      }
    });
  }

  // The server keeps each widget's last height per device class (the widget-load report): the frame
  // document opens with it, so the iframe is sized while the document's stylesheets and scripts still
  // load. Taught a height taller than the rendered one, the iframe takes it first and keeps it (an early
  // size only grows; with the runtime blocked no bridge shrinks it), on that device class only.
  for (const { width, known } of [{ width: 1280, known: true }, { width: 400, known: false }]) {
    it(`sizes the iframe from the height the server learned on desktop ${known ? 'first' : 'not'} at a ${width} px wide page`, async () => {
      const id = await createWidget(env.app.url, (await signUp(env.app.url)).cookie, 'image_gallery', { name: 'Taught gallery' });
      const taught = await fetch(`${env.app.url}/api/v1/event/report/${id}?groupType=client&eventType=widget-load&height=1500&device=desktop`);
      expect(taught.status).toBe(200);
      const ctx = await env.browser.newContext({ viewport: { width, height: 900 } });
      try {
        const p = await ctx.newPage();
        await p.route(/loader-runtime-[^/]*\.js/, (r) => r.abort());
        const violations: string[] = [];
        p.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
        await p.goto(page(env, `/known-${width}`, `<div data-tessera-widget="${id}"></div>`, HEIGHTS));
        const f = await widgetFrame(p, id);
        await f.waitForLoadState('load');
        await p.waitForTimeout(300);
        const heights = await p.evaluate(() => (window as unknown as { __heights: number[] }).__heights.filter((h) => h > 0));
        if (known) expect(heights).toEqual([1500]);
        else {
          expect(heights).toHaveLength(1);
          expect(heights[0]).toBeLessThan(1500);
        }
        expect(violations).toEqual([]);
      } finally {
        await ctx.close();
      }
    });
  }
});
