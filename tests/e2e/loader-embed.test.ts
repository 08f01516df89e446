// The embed path in real Chromium: host page on 127.0.0.1:A, app on localhost:B (ARCHITECTURE §3.1–3.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domEvents, iframeHeight, loaderEnv, messages, page, waitForEvent, widgetFrame, type LoaderEnv } from './loader-fixture';

let env: LoaderEnv;
beforeAll(async () => {
  env = await loaderEnv(2);
});
afterAll(async () => {
  await env?.close();
});

async function open(path: string, body: string, head = '') {
  const p = await env.browser.newPage({ viewport: { width: 1200, height: 800 } });
  await p.goto(page(env, path, body, head));
  return p;
}

describe('loader e2e: embedding', () => {
  it('mounts a lazy widget only when it is scrolled near the viewport', async () => {
    const [id] = env.widgets;
    const p = await open('/lazy', `<div style="height:3000px">tall content</div><div data-tessera-widget="${id}"></div>`);
    await p.waitForTimeout(800);
    expect(await p.$$('iframe')).toHaveLength(0);
    await p.evaluate(() => document.querySelector('[data-tessera-widget]')!.scrollIntoView());
    await waitForEvent(p, 'loaded', id);
    expect(await p.$$('iframe')).toHaveLength(1);
    await p.close();
  });

  it('loads a widget further below the fold (within 1,250 px) in idle time after the page loaded, before any scroll', async () => {
    const [id] = env.widgets;
    const p = await open('/ahead', `<div style="height:1500px">tall content</div><div data-tessera-widget="${id}"></div>`);
    await waitForEvent(p, 'loaded', id);
    expect(await p.$$('iframe')).toHaveLength(1);
    expect(await p.evaluate(() => scrollY)).toBe(0);
    await p.close();
  });

  it('sizes the iframe to its content height (±1px, no scrollbar) and follows content changes', async () => {
    const [id] = env.widgets;
    const p = await open('/size', `<div data-tessera-widget="${id}" data-lazy="none"></div><p id="after">after</p>`);
    await waitForEvent(p, 'loaded', id);
    const f = await widgetFrame(p, id);
    const content = () => f.evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
    await p.waitForFunction(
      async (sel) => (document.querySelector(sel) as HTMLIFrameElement).getBoundingClientRect().height > 20,
      `[data-tessera-widget="${id}"] iframe`,
    );
    await expect.poll(async () => Math.abs((await iframeHeight(p, id)) - (await content())), { timeout: 5000 }).toBeLessThanOrEqual(1);
    // No scrollbar: the frame's document is no taller than the iframe.
    const overflow = await f.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(overflow).toBeLessThanOrEqual(1);
    const before = await iframeHeight(p, id);
    // min-height changes the content box, which the frame's ResizeObserver watches.
    await f.evaluate((h) => (document.getElementById('root')!.style.minHeight = `${h + 200}px`), before);
    await expect.poll(() => iframeHeight(p, id), { timeout: 5000 }).toBeGreaterThanOrEqual(before + 199);
    expect(Math.abs((await iframeHeight(p, id)) - (await content()))).toBeLessThanOrEqual(1);
    // The host page flows around it: content after the placeholder moves with the height.
    const afterTop = await p.$eval('#after', (e) => e.getBoundingClientRect().top);
    expect(afterTop).toBeGreaterThanOrEqual(before + 199);
    await p.close();
  });

  it('shows two widgets on one page, each titled with its widget name', async () => {
    const [a, b] = env.widgets;
    const p = await open('/two', `<div data-tessera-widget="${a}" data-lazy="none"></div><div data-tessera-widget="${b}" data-lazy="none"></div>`);
    await waitForEvent(p, 'loaded', a);
    await waitForEvent(p, 'loaded', b);
    const titles = await p.$$eval('iframe', (fs) => fs.map((f) => (f as HTMLIFrameElement).title));
    expect(titles).toEqual(['Gallery 1', 'Gallery 2']);
    // One runtime for both widgets.
    expect(await p.$$('script[src*="loader-runtime"]')).toHaveLength(1);
    await p.close();
  });

  it('mounts a placeholder added later and tears down one removed later', async () => {
    const [a] = env.widgets;
    const p = await open('/spa', '<main id="app"></main>');
    await p.waitForFunction(() => typeof (window as unknown as { Tessera?: unknown }).Tessera === 'function');
    await p.evaluate((id) => {
      const el = document.createElement('div');
      el.setAttribute('data-tessera-widget', id);
      el.setAttribute('data-lazy', 'none');
      document.getElementById('app')!.appendChild(el);
    }, a);
    await waitForEvent(p, 'loaded', a);
    const framesWith = () => p.frames().filter((f) => f.url().includes(`/viewer/${a}`)).length;
    expect(framesWith()).toBe(1);
    await p.evaluate(() => document.getElementById('app')!.replaceChildren());
    await expect.poll(framesWith, { timeout: 5000 }).toBe(0);
    expect(await p.$$('iframe')).toHaveLength(0);
    await p.close();
  });

  it('delivers tessera:loaded and tessera:view as DOM events and as same-origin messages', async () => {
    const [a] = env.widgets;
    const p = await open('/events', `<div data-tessera-widget="${a}" data-lazy="none"></div>`);
    await waitForEvent(p, 'loaded', a);
    await waitForEvent(p, 'view', a);
    for (const list of [await domEvents(p), await messages(p)]) {
      const loaded = list.find((e) => e.type === 'loaded');
      expect(loaded).toMatchObject({ source: 'tessera', widgetId: a, data: { type: 'image_gallery', name: 'Gallery 1' } });
      expect(list.some((e) => e.type === 'view' && e.widgetId === a)).toBe(true);
    }
    // Tessera.on handlers get them too.
    await p.evaluate(() => {
      const w = window as unknown as { Tessera: (...a: unknown[]) => void; __api: unknown[] };
      w.__api = [];
      w.Tessera('on', 'resize', (m: unknown) => w.__api.push(m));
    });
    const f = await widgetFrame(p, a);
    await f.evaluate(() => (document.getElementById('root')!.style.minHeight = '900px'));
    await p.waitForFunction(() => (window as unknown as { __api: unknown[] }).__api.length > 0, null, { timeout: 5000 });
    const viaApi = await p.evaluate(() => (window as unknown as { __api: { type: string; widgetId: string }[] }).__api[0]);
    expect(viaApi).toMatchObject({ type: 'resize', widgetId: a });
    await p.close();
  });

  it('including the script twice changes nothing', async () => {
    const [a] = env.widgets;
    const p = await open(
      '/twice',
      `<script src="${env.app.url}/loader.js" async></script><div data-tessera-widget="${a}" data-lazy="none"></div>`,
    );
    await waitForEvent(p, 'loaded', a);
    await p.waitForTimeout(500);
    expect(await p.$$('iframe')).toHaveLength(1);
    expect(await p.$$('script[src*="loader-runtime"]')).toHaveLength(1);
    expect((await domEvents(p)).filter((e) => e.type === 'loaded')).toHaveLength(1);
    await p.close();
  });
});
