// A widget's iframe is exactly as large as the widget reports, and it clips whatever is drawn past its
// edges: a box shadow reaching beyond the frame is cut into a hard-edged square on the host page. Each
// shadow a widget draws at its frame's edge (frame/widgets/common/shadow.ts) must fit inside the frame,
// a floating frame must fit inside the screen, a bar's close button must keep to the bar's end, and a
// popup frame must fill its host-page dialog with its toolbar clear of the dialog's close button.
// And a book opens as a book (two pages side by side) wherever its frame has room for two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import type { Browser } from 'playwright-core';

type Edge = 'top' | 'right' | 'bottom' | 'left';
const ALL: Edge[] = ['top', 'right', 'bottom', 'left'];

let app: AppServer;
let host: HostServer;
let browser: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  const { cookie } = await signUp(app.url);
  ids.card = await createWidget(app.url, cookie, 'form', { data: { styles: { shadow: true } } });
  ids.bubble = await createWidget(app.url, cookie, 'ai_chat');
  // Shown at once: no scroll or exit intent to wait for.
  ids.popup = await createWidget(app.url, cookie, 'popup', {
    data: { displayRules: { triggers: { pageScroll: { active: false, percentage: 50 }, delay: { active: true, seconds: 0 }, exitIntent: { active: false } } } },
  });
  ids.pdfs = await createWidget(app.url, cookie, 'pdf_gallery');
  ids.flip = await createWidget(app.url, cookie, 'pdf_flipbook');
  ids.gallery = await createWidget(app.url, cookie, 'image_gallery');
  ids.bar = await createWidget(app.url, cookie, 'notification_bar', { data: { dismissible: true, linkText: 'Shop now', linkUrl: 'https://example.com/' } });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await app?.stop();
});

/** How far past the frame's viewport the element's shadow reaches on each edge (> 0: clipped there). */
async function overflow(f: Frame, selector: string) {
  return f.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const shadow = getComputedStyle(el).boxShadow;
    // Computed as "rgba(r, g, b, a) x y blur spread", one shadow.
    const [x, y, blur, spread] = shadow.replace(/rgba?\([^)]*\)/, '').trim().split(/\s+/).map(parseFloat);
    const r = el.getBoundingClientRect();
    const reach = blur + spread;
    return {
      shadow,
      top: reach - y - r.top,
      right: r.right + x + reach - document.documentElement.clientWidth,
      bottom: r.bottom + y + reach - innerHeight,
      left: reach - x - r.left,
    };
  }, selector);
}

/** The widget on a host page `width` px wide, once `selector` shows in its frame (after `click`, if given). */
async function open(width: number, id: string, selector: string, click?: string): Promise<{ p: Page; f: Frame }> {
  const p = await browser.newPage({ viewport: { width, height: 800 } });
  await p.goto(host.page(`/shadow-${width}-${id}`, hostPage(app.url, `<h1>Host</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>After the widget.</p>`)));
  const handle = await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`, { state: 'attached', timeout: 20_000 });
  const f = (await handle.contentFrame())!;
  if (click) await (await f.waitForSelector(click, { timeout: 20_000 })).click();
  await f.waitForSelector(selector, { timeout: 20_000 });
  // Entrance animations (the popup scales in) and the loader's last size settle first.
  await p.waitForTimeout(600);
  return { p, f };
}

describe('widget shadows fit inside their frames', () => {
  // A phone's popup is a sheet along the bottom edge, as wide as the screen: its sides and bottom are
  // the screen's own edges, so only its top casts a shadow on the page.
  const cases: Array<[string, string, string, number, Edge[], string?]> = [
    ['an in-page widget with the card shadow, desktop', 'card', '.tw-root.tw-shadow', 1280, ALL],
    ['an in-page widget with the card shadow, phone', 'card', '.tw-root.tw-shadow', 390, ALL],
    ['the chat launcher', 'bubble', '.tw-launcher', 1280, ALL],
    ['the open chat panel', 'bubble', '.tw-panel', 1280, ALL, '.tw-launcher'],
    ['the popup dialog, desktop', 'popup', '.tw-dialog', 1280, ALL],
    ['the popup sheet, phone', 'popup', '.tw-dialog', 390, ['top']],
  ];
  it.each(cases)('%s', async (_name, widget, selector, width, edges, click) => {
    const { p, f } = await open(width, ids[widget], selector, click);
    try {
      const o = await overflow(f, selector);
      expect(o.shadow).not.toBe('none');
      const clipped = edges.filter((e) => o[e] > 0.5).map((e) => `${e} by ${o[e].toFixed(1)} px`);
      expect(clipped).toEqual([]);
    } finally {
      await p.close();
    }
  });
});

describe('floating frames: on the screen, and whole', () => {
  it("the chat bubble's placeholder never moves the page around it", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await ctx.addInitScript(`if (window.top === window) { window.__shifts = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__shifts.push(e.value))).observe({ type: 'layout-shift', buffered: true }); }`);
      const p = await ctx.newPage();
      const text = Array.from({ length: 12 }, (_, i) => `<p>Paragraph ${i + 1} of the host page.</p>`).join('');
      await p.goto(host.page('/bubble-shift', hostPage(app.url, `<h1>Host</h1><p>Intro</p><div data-tessera-widget="${ids.bubble}" data-lazy="none"></div>${text}`)));
      await p.waitForFunction((id) => document.querySelector(`[data-tessera-widget="${id}"] iframe`)?.getAttribute('style')?.includes('fixed'), ids.bubble, { timeout: 20_000 });
      await p.waitForTimeout(500);
      // The bubble reports its height 0 before the loader floats its frame, and the 0 px frame went into
      // the flow, where it ends the collapse of the margins around the empty placeholder: the page moved
      // down and back.
      expect(await p.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
  it('with no host page to float it (the viewer link on its own, the builder preview), the bubble sits in its corner', async () => {
    const p = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    try {
      await p.goto(`${app.url}/viewer/${ids.bubble}`);
      const launcher = await p.waitForSelector('.tw-launcher', { timeout: 20_000 });
      await p.waitForTimeout(300);
      const r = (await launcher.boundingBox())!;
      // It was at the document's top left. In its corner the frame keeps 16 px from the edges and the
      // launcher its shadow's room inside it (10 px at the side, 12 px below).
      expect({ right: Math.round(1000 - (r.x + r.width)), bottom: Math.round(700 - (r.y + r.height)) }).toEqual({ right: 26, bottom: 28 });
    } finally {
      await p.close();
    }
  });

  it("the open chat panel on a phone spans the screen's width, with nothing off either side", async () => {
    const { p } = await open(390, ids.bubble, '.tw-panel', '.tw-launcher');
    try {
      // The frame is 390 px wide there: at 16 px from the right edge it ran 16 px off the left one.
      await expect
        .poll(() => p.$eval(`[data-tessera-widget="${ids.bubble}"] iframe`, (el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: Math.round(r.right), bottom: Math.round(r.bottom), screen: document.documentElement.clientWidth, height: innerHeight };
        }))
        .toEqual({ left: 0, right: 390, bottom: 800, screen: 390, height: 800 });
    } finally {
      await p.close();
    }
  });

  it('the popup sheet on a phone shows the whole dialog', async () => {
    const { p, f } = await open(390, ids.popup, '.tw-dialog');
    try {
      // The sheet's height limit was 60vh of the frame, whose height follows the sheet: 48 px of it showed.
      const sheet = await f.$eval('.tw-dialog', (el) => ({ hidden: el.scrollHeight - el.clientHeight, buttons: el.querySelectorAll('.tw-actions > *').length }));
      expect(sheet).toEqual({ hidden: 0, buttons: 2 });
      const frame = await p.$eval(`[data-tessera-widget="${ids.popup}"] iframe`, (el) => el.getBoundingClientRect().height);
      expect(frame).toBeGreaterThan(150);
    } finally {
      await p.close();
    }
  });
});

describe('the notification bar', () => {
  it.each([1280, 390])('at %i px wide, spans the frame with its close button at its end, beside the message', async (width) => {
    const { p, f } = await open(width, ids.bar, '.tw-x');
    try {
      const box = await f.evaluate(() => {
        const rect = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        const [bar, x, msg] = [rect('[role="region"]'), rect('.tw-x'), rect('.tw-msg')];
        return { barWidth: bar.width, frameWidth: document.documentElement.clientWidth, fromEnd: bar.right - x.right, besideMessage: x.top < msg.bottom && x.bottom > msg.top };
      });
      // The bar sat shrunk in the middle of the frame (the root carried the bar's own flex rules), its
      // button right after the link; on a phone the button took a line of its own under the message.
      expect(box).toEqual({ barWidth: box.frameWidth, frameWidth: width, fromEnd: 8, besideMessage: true });
    } finally {
      await p.close();
    }
  });
});

describe('popup frames in the host-page dialog', () => {
  // The document viewer and the full-screen flipbook have a toolbar along their top; the dialog's close
  // button sits over the frame's top right corner (loader/runtime/dialog.ts).
  const cases: Array<[string, number, string, string]> = [
    ['the PDF viewer', 1280, 'pdfs', 'button.tw-card'],
    ['the PDF viewer', 390, 'pdfs', 'button.tw-card'],
    ['the full-screen flipbook', 1280, 'flip', 'button[aria-label="Full screen"]'],
    ['the full-screen flipbook', 390, 'flip', 'button[aria-label="Full screen"]'],
  ];
  it.each(cases)('%s at %i px wide fills the dialog, its toolbar clear of the close button', async (_name, width, widget, opener) => {
    const { p } = await open(width, ids[widget], opener, opener);
    try {
      const dialog = await p.waitForSelector('[role="dialog"][aria-modal="true"]', { timeout: 10_000 });
      const popup = (await (await dialog.$('iframe'))!.contentFrame())!;
      await popup.waitForSelector('.tw-bar button', { timeout: 20_000 });
      await p.waitForTimeout(300);
      // The close button in the popup frame's own coordinates.
      const close = await p.evaluate(() => {
        const d = document.querySelector('[role="dialog"][aria-modal="true"]')!;
        const [b, f] = [d.querySelector('button[aria-label="Close"]')!.getBoundingClientRect(), d.querySelector('iframe')!.getBoundingClientRect()];
        return { left: b.left - f.left, top: b.top - f.top, right: b.right - f.left, bottom: b.bottom - f.top };
      });
      const layout = await popup.evaluate((c) => {
        const overlaps = [...document.querySelectorAll('.tw-bar button, .tw-bar a')]
          .map((el) => ({ label: el.getAttribute('aria-label') || el.textContent, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top)
          .map(({ label }) => label);
        // Taller than the dialog is fine (the frame scrolls); shorter leaves the dimmed page showing.
        return { overlaps, unfilled: Math.max(0, Math.round(innerHeight - document.querySelector('.tw-root')!.getBoundingClientRect().height)) };
      }, close);
      // Before: the close button covered "Download" or "Next page" or "Zoom out", and on a phone the
      // viewer ended part-way down the full-screen dialog, the dimmed page showing under it.
      expect(layout).toEqual({ overlaps: [], unfilled: 0 });
    } finally {
      await p.close();
    }
  });
});

describe('the flipbook opens as a book wherever two pages fit', () => {
  // A desktop page's content column (900 px) makes a "tablet"-wide frame; the book used to show one
  // page at a time there, as on a phone.
  const cases: Array<[string, number, number, string, number]> = [
    ['a 900 px column of a desktop page', 1280, 900, 'Pages 2–3 of 3', 2],
    ['a phone', 390, 390, 'Page 2 of 3', 1],
  ];
  it.each(cases)('in %s', async (_name, width, column, counter, canvases) => {
    const p = await browser.newPage({ viewport: { width, height: 900 } });
    try {
      const body = `<main style="max-width:${column}px;margin:0 auto"><h1>Host</h1><div data-tessera-widget="${ids.flip}" data-lazy="none"></div></main>`;
      await p.goto(host.page(`/book-${width}`, hostPage(app.url, body)));
      const f = (await (await p.waitForSelector(`[data-tessera-widget="${ids.flip}"] iframe`, { state: 'attached' })).contentFrame())!;
      await (await f.waitForSelector('button[aria-label="Next page"]', { timeout: 20_000 })).click();
      await f.waitForSelector(`text=${counter}`, { timeout: 10_000 });
      // The page turn is a 3D rotation that narrows the pages until it ends.
      await f.waitForFunction(() => document.getAnimations().length === 0);
      const drawn = await f.$$eval('.tw-spread canvas', (cs) => cs.map((c) => Math.round(c.getBoundingClientRect().width)));
      expect(drawn).toHaveLength(canvases);
      // Each page readable: not squeezed to a thumbnail to make room for its neighbour.
      for (const w of drawn) expect(w).toBeGreaterThanOrEqual(300);
      // The controls on one row (on a phone the title takes the row above): they wrapped, two of them
      // alone on a second row under the rest.
      const rows = await f.$$eval('.tw-bar button, .tw-bar a, .tw-bar [aria-live]', (els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)))]);
      expect(rows).toHaveLength(1);
    } finally {
      await p.close();
    }
  });
});

describe('a finger swipes through what a phone shows one at a time', () => {
  /** A real touch swipe across the host page at height y (Chromium's touch input, routed to the frame under it). */
  async function swipe(p: Page, fromX: number, toX: number, y: number) {
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / 8, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** On a phone, taps `opener` in the widget and answers with the popup frame the host's dialog opens. */
  async function openOnPhone(id: string, opener: string): Promise<{ p: Page; popup: Frame }> {
    const p = await browser.newPage({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await p.goto(host.page(`/swipe-${id}`, hostPage(app.url, `<div data-tessera-widget="${id}" data-lazy="none"></div>`)));
    const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`, { state: 'attached' })).contentFrame())!;
    await (await f.waitForSelector(opener, { timeout: 20_000 })).tap();
    const dialog = await p.waitForSelector('[role="dialog"][aria-modal="true"]', { timeout: 10_000 });
    return { p, popup: (await (await dialog.$('iframe'))!.contentFrame())! };
  }

  it("the gallery's lightbox moves to the next and the previous image", async () => {
    const { p, popup } = await openOnPhone(ids.gallery, 'button.ig-tile');
    try {
      await popup.waitForSelector('text=1 / 8', { timeout: 10_000 });
      await swipe(p, 320, 60, 400);
      await popup.waitForSelector('text=2 / 8', { timeout: 5_000 });
      await swipe(p, 60, 320, 400);
      await popup.waitForSelector('text=1 / 8', { timeout: 5_000 });
    } finally {
      await p.close();
    }
  });

  it('the PDF viewer turns the page', async () => {
    const { p, popup } = await openOnPhone(ids.pdfs, 'button.tw-card');
    try {
      await popup.waitForSelector('text=Page 1 of 3', { timeout: 20_000 });
      await popup.waitForSelector('canvas');
      await swipe(p, 320, 60, 400);
      await popup.waitForSelector('text=Page 2 of 3', { timeout: 5_000 });
    } finally {
      await p.close();
    }
  });
});

describe("a phone's browser has no reason to zoom into a field", () => {
  // Safari on iOS zooms the whole page into a focused text field set under 16 px, and stays zoomed.
  const cases: Array<[string, string, string, string?]> = [
    ['the form', 'card', '.tw-field input'],
    ['the chat', 'bubble', '#chat-input', '.tw-launcher'],
  ];
  it.each(cases)("%s types at 16 px or more on a phone, at the owner's size on a desktop", async (_name, widget, selector, click) => {
    for (const [width, least, most] of [[390, 16, Infinity], [1280, 0, 15]]) {
      const { p, f } = await open(width, ids[widget], selector, click);
      try {
        const sizes = await f.$$eval('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea', (els) =>
          els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => parseFloat(getComputedStyle(e).fontSize)),
        );
        expect(sizes.length).toBeGreaterThan(0);
        for (const s of sizes) expect(s, `at ${width} px`).toBeGreaterThanOrEqual(least);
        for (const s of sizes) expect(s, `at ${width} px`).toBeLessThanOrEqual(most);
      } finally {
        await p.close();
      }
    }
  });
});
