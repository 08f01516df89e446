// The widget catalogue in Chromium on a host page of another origin: each type renders at the three
// device widths without horizontal scroll, passes axe-core (no serious or critical violation), writes a
// screenshot for review, and its main interaction works with the real server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { createWidget, hostPage, launchBrowser, ROOT, signUp, startApp, startHost, type AppServer, type HostServer, focusInFrame, waitForHostFocus } from './harness';
import type { Browser } from 'playwright-core';
import { HEIGHTS, RECORDER } from './host-recorders';

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const SHOTS = join(ROOT, 'tests/e2e/__screenshots__');
const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;

let app: AppServer;
let host: HostServer;
let browser: Browser;
let ctx: BrowserContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  // axe is injected into the viewer document; the viewer's CSP rightly refuses inline scripts.
  ctx = await browser.newContext({ bypassCSP: true });
  const { cookie } = await signUp(app.url);
  for (const type of ['form', 'audio_player', 'pdf_gallery', 'pdf_flipbook', 'notification_bar', 'popup', 'faq', 'countdown', 'testimonials', 'pricing_table', 'before_after']) ids[type] = await createWidget(app.url, cookie, type);
  ids.testimonials_carousel = await createWidget(app.url, cookie, 'testimonials', { data: { layout: 'carousel' } });
  ids.countdown_evergreen = await createWidget(app.url, cookie, 'countdown', { data: { mode: 'evergreen', evergreenMinutes: 10, title: 'Your discount is reserved for' } });
  ids.countdown_over = await createWidget(app.url, cookie, 'countdown', { data: { endsAt: '2020-01-01T00:00', hideWhenEnded: true } });
  ids.faq_search = await createWidget(app.url, cookie, 'faq', {
    data: {
      oneAtATime: true,
      search: true,
      questions: [
        { id: 'a', question: 'How long does delivery take?', answer: '<p>Three to five days.</p>'.repeat(6) },
        { id: 'b', question: 'Can I pay on invoice?', answer: 'Yes.<img src="x" onerror="window.__pwned=1"><a id="bad" href="javascript:window.__pwned=2">bad</a><a id="ok" href="https://ok.test/">ok</a>' },
      ],
    },
  });
  ids.pricing_link = await createWidget(app.url, cookie, 'pricing_table', {
    data: { plans: [{ id: 'p', name: 'Pro', badge: '', price: '$19', yearlyPrice: '$190', description: '', features: ['All of it'], buttonText: 'Choose Pro', buttonUrl: host.page('/checkout', '<!doctype html><title>Checkout</title><h1>Checkout</h1>'), featured: true }] },
  });
  ids.ai_chat = await createWidget(app.url, cookie, 'ai_chat', { data: { variant: 'inline' } });
  ids.ai_chat_bubble = await createWidget(app.url, cookie, 'ai_chat');
  ids.form_redirect = await createWidget(app.url, cookie, 'form', { data: { redirectUrl: host.page('/thanks', '<!doctype html><title>Thanks</title><h1>Thanks for writing</h1>') } });
  ids.form_xss = await createWidget(app.url, cookie, 'form', {
    data: { description: '<p>Hi<img src="x" onerror="window.__pwned=1"><a id="bad" href="javascript:window.__pwned=2">bad</a><a id="ok" href="https://ok.test/">ok</a><script>window.__pwned=3</script></p>' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
  await host?.close();
  await app?.stop();
});

async function embed(type: string, width: number, extraBody = '', id = ids[type]): Promise<{ p: Page; f: Frame }> {
  const p = await ctx.newPage();
  await p.setViewportSize({ width, height: 800 });
  await p.goto(host.page(`/${type}-${width}-${Math.random()}`, hostPage(app.url, `${RECORDER}<h1>Host</h1><div data-tessera-widget="${id}" data-lazy="none"></div>${extraBody}`)));
  const handle = await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`, { state: 'attached', timeout: 20_000 });
  const f = (await handle.contentFrame())!;
  await f.waitForSelector('.tw-root, [data-widget-waiting]', { state: 'attached', timeout: 20_000 }).catch(async (e) => {
    throw new Error(`${type} did not render: ${e}\n${await f.evaluate(() => document.body.innerHTML.slice(0, 400)).catch(() => '')}`);
  });
  return { p, f };
}

async function axeSerious(f: Frame): Promise<string[]> {
  await f.evaluate(AXE);
  const r = await f.evaluate(async () => {
    const res = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return res.violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical').map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
  return r as string[];
}

const noHorizontalScroll = (x: Page | Frame) => x.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

describe('widget catalogue e2e', () => {
  for (const type of ['form', 'audio_player', 'pdf_gallery', 'pdf_flipbook', 'ai_chat', 'faq', 'countdown', 'testimonials', 'testimonials_carousel', 'pricing_table', 'before_after']) {
    it(`${type} renders at three widths without horizontal scroll and passes axe`, async () => {
      for (const [device, width] of Object.entries(WIDTHS)) {
        const { p, f } = await embed(type, width);
        if (type === 'pdf_flipbook') await f.waitForSelector('canvas[data-page="1"]', { timeout: 20_000 });
        await p.waitForTimeout(300);
        expect(await noHorizontalScroll(p), `${type} host at ${device}`).toBe(true);
        expect(await noHorizontalScroll(f), `${type} frame at ${device}`).toBe(true);
        expect(await axeSerious(f), `${type} axe at ${device}`).toEqual([]);
        if (device === 'desktop') await p.screenshot({ path: join(SHOTS, `${type}.png`), fullPage: true });
        await p.close();
      }
    });
  }

  it('form: submits, shows the success message and raises a submit host event', async () => {
    const { p, f } = await embed('form', 1280);
    await f.fill('#f-name', 'Ada');
    await f.fill('#f-email', 'ada@example.com');
    await f.fill('#f-message', 'Hello from e2e');
    await f.check('#f-consent');
    await f.click('button[type="submit"]');
    await f.waitForSelector('text=Thank you! Your message was sent.', { timeout: 10_000 });
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'submit'), null, { timeout: 10_000 });
    await p.close();
  });

  it("form: a redirect address takes the visitor's page there after a submit", async () => {
    const { p, f } = await embed('form', 1280, '', ids.form_redirect);
    await f.fill('#f-name', 'Ada');
    await f.fill('#f-email', 'ada@example.com');
    await f.fill('#f-message', 'Take me to the thanks page');
    await f.check('#f-consent');
    await f.click('button[type="submit"]');
    await p.waitForURL(`${host.origin}/thanks`, { timeout: 10_000 });
    expect(await p.textContent('h1')).toBe('Thanks for writing');
    await p.close();
  });

  it('form: owner rich text is sanitised in the browser (no handlers, scripts or javascript: links)', async () => {
    const { p, f } = await embed('form', 1280, '', ids.form_xss);
    await p.waitForTimeout(300);
    const r = await f.evaluate(() => ({
      pwned: (window as any).__pwned ?? null,
      script: !!document.querySelector('.tw-desc script'),
      onerror: document.querySelector('.tw-desc img')?.getAttribute('onerror') ?? null,
      bad: document.querySelector('.tw-desc #bad')?.getAttribute('href') ?? null,
      ok: document.querySelector('.tw-desc #ok')?.getAttribute('href') ?? null,
    }));
    expect(r).toEqual({ pwned: null, script: false, onerror: null, bad: null, ok: 'https://ok.test/' });
    await p.close();
  });

  it('faq: a question opens in place and the frame grows on the host page; one at a time; search; answers sanitised', async () => {
    const { p, f } = await embed('faq', 1280, '', ids.faq_search);
    const iframe = p.locator(`[data-tessera-widget="${ids.faq_search}"] iframe`);
    const height = async () => (await iframe.boundingBox())!.height;
    await expect.poll(height).toBeGreaterThan(100);
    const closed = await height();
    await f.getByText('How long does delivery take?').click();
    await expect.poll(height).toBeGreaterThan(closed + 80);
    // By keyboard, the other question opens and the first closes: the frame is back near its closed height.
    await focusInFrame(f, 'details:nth-of-type(2) summary');
    await p.keyboard.press('Enter');
    await expect.poll(() => f.evaluate(() => [...document.querySelectorAll('details')].map((d) => d.open))).toEqual([false, true]);
    await expect.poll(height).toBeLessThan(closed + 60);
    await p.waitForFunction(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').length >= 2, null, { timeout: 5000 });
    expect(await f.evaluate(() => ({
      pwned: (window as any).__pwned ?? null,
      onerror: document.querySelector('.tw-answer img')?.getAttribute('onerror') ?? null,
      bad: document.querySelector('.tw-answer #bad')?.getAttribute('href') ?? null,
      ok: document.querySelector('.tw-answer #ok')?.getAttribute('href') ?? null,
    }))).toEqual({ pwned: null, onerror: null, bad: null, ok: 'https://ok.test/' });
    await f.getByRole('searchbox', { name: 'Search the questions' }).fill('invoice');
    await expect.poll(() => f.locator('summary').allTextContents()).toEqual(['Can I pay on invoice?']);
    await f.getByRole('searchbox', { name: 'Search the questions' }).fill('gift card');
    expect(await f.getByRole('status').textContent()).toBe('No question matches your search.');
    expect(await axeSerious(f)).toEqual([]);
    await p.close();
  });

  it('countdown: ticks each second from a first paint without stale digits; evergreen keeps its end on reload; an ended one hidden', async () => {
    const { p, f } = await embed('countdown', 1280);
    const src = (await p.locator(`[data-tessera-widget="${ids.countdown}"] iframe`).getAttribute('src'))!;
    const html = await (await fetch(src)).text();
    // The server's render holds the boxes, not the digits of the moment it was made.
    expect(html.match(/<span class="tw-num">[^<]*<\/span>/g)).toEqual(Array(4).fill('<span class="tw-num">--</span>'));
    const seconds = () => f.locator('.tw-num').nth(3).textContent();
    await expect.poll(seconds).toMatch(/^\d\d$/);
    const first = await seconds();
    await expect.poll(seconds, { timeout: 3000 }).not.toBe(first);
    expect(await f.getByRole('timer').textContent()).toMatch(/^\d+ Days, \d+ Hours, \d+ Minutes/);
    await p.close();

    // Evergreen: ten minutes from the first view, and a reload in the same tab does not start again.
    const ev = await embed('countdown_evergreen', 1280, '', ids.countdown_evergreen);
    const minutes = () => ev.f.locator('.tw-num').nth(2).textContent();
    await expect.poll(minutes).toMatch(/^(09|10)$/);
    await ev.p.waitForTimeout(2100);
    const before = await ev.f.evaluate(() => [...document.querySelectorAll('.tw-num')].map((n) => n.textContent).join(':'));
    await ev.p.reload();
    const again = (await (await ev.p.waitForSelector(`[data-tessera-widget="${ids.countdown_evergreen}"] iframe`, { state: 'attached' })).contentFrame())!;
    await again.waitForFunction(() => /^\d\d$/.test(document.querySelectorAll('.tw-num')[3]?.textContent ?? ''));
    const after = await again.evaluate(() => [...document.querySelectorAll('.tw-num')].map((n) => n.textContent).join(':'));
    const secs = (s: string) => s.split(':').map(Number).reduce((t, n, i) => t + n * [86400, 3600, 60, 1][i]!, 0);
    expect(secs(after)).toBeLessThanOrEqual(secs(before));
    expect(secs(after)).toBeLessThan(600);
    await ev.p.close();

    // Ended with "hide": once loaded, the visitor's page keeps no box for it.
    const over = await ctx.newPage();
    await over.goto(host.page(`/countdown-over-${Math.random()}`, hostPage(app.url, `${RECORDER}<div data-tessera-widget="${ids.countdown_over}" data-lazy="none"></div><p id="after">After</p>`)));
    await over.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 15_000 });
    await expect.poll(async () => (await over.locator(`[data-tessera-widget="${ids.countdown_over}"]`).boundingBox())?.height ?? -1).toBe(0);
    const frame = (await (await over.waitForSelector(`[data-tessera-widget="${ids.countdown_over}"] iframe`, { state: 'attached' })).contentFrame())!;
    expect(await frame.locator('.tw-ended, .tw-units').count()).toBe(0);
    await over.close();
  });

  it('testimonials: three cards side by side on a desktop, one on a phone; the carousel moves a card per press', async () => {
    const wide = await embed('testimonials', 1280);
    const tops = () => wide.f.locator('.tw-cards li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    await expect.poll(async () => new Set(await tops()).size).toBe(1);
    await wide.p.close();
    const phone = await embed('testimonials_carousel', 375, '', ids.testimonials_carousel);
    const track = phone.f.locator('.tw-cards');
    const visibleCards = () => phone.f.locator('.tw-cards li').evaluateAll((lis) => {
      const box = lis[0]!.parentElement!.getBoundingClientRect();
      return lis.filter((li) => { const r = li.getBoundingClientRect(); return r.left >= box.left - 1 && r.right <= box.right + 1; }).map((li) => li.querySelector('strong')!.textContent);
    });
    await expect.poll(visibleCards).toEqual(['Maya Lindqvist']);
    await phone.f.getByRole('button', { name: 'Next' }).click();
    await expect.poll(visibleCards).toEqual(['Tomás Herrera']);
    expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
    await phone.f.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(visibleCards).toEqual(['Maya Lindqvist']);
    await phone.p.close();
  });

  it('pricing_table: plans side by side on a desktop, the yearly switch by keyboard, and a plan\'s button takes the host page to its checkout', async () => {
    const wide = await embed('pricing_table', 1280);
    const tops = () => wide.f.locator('.tw-plans > li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    await expect.poll(async () => new Set(await tops()).size).toBe(1);
    const price = wide.f.locator('.tw-featured .tw-price');
    expect(await price.textContent()).toBe('$19/month');
    // One tab stop for the switch; the arrow key picks yearly, as in any radio group.
    await focusInFrame(wide.f, 'input[type="radio"]:checked');
    await wide.p.keyboard.press('ArrowRight');
    await expect.poll(() => price.textContent()).toBe('$190/year');
    await wide.p.close();
    // Each card at least 220 px: on a tablet all three fit side by side, on a phone they stack.
    for (const [width, rows] of [[768, 1], [375, 3]] as const) {
      const narrow = await embed('pricing_table', width);
      const rowTops = await narrow.f.locator('.tw-plans > li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(rowTops).size, `rows at ${width} px`).toBe(rows);
      await narrow.p.close();
    }
    const phone = await embed('pricing_table', 375, '', ids.pricing_link);
    await phone.f.getByRole('link', { name: 'Choose Pro' }).click();
    await phone.p.waitForURL(/\/checkout$/, { timeout: 10_000 });
    expect(await phone.p.locator('h1').textContent()).toBe('Checkout');
    await phone.p.close();
  });

  it('before_after: the frame is the pictures\' height from its first paint; a mouse drag moves the divider and the cut, off the pictures too, and ends where the button is let go outside the frame; the keys move it; one engagement event', async () => {
    for (const width of [1280, 375]) {
      const p = await ctx.newPage();
      // Tall enough to hold the desktop widget and some of the host page below it.
      await p.setViewportSize({ width, height: 1400 });
      await p.addInitScript(HEIGHTS);
      await p.goto(host.page(`/before-after-${width}-${Math.random()}`, hostPage(app.url, `${RECORDER}<h1>Host</h1><div data-tessera-widget="${ids.before_after}" data-lazy="none"></div>`)));
      await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
      const iframe = p.locator(`[data-tessera-widget="${ids.before_after}"] iframe`);
      const f = (await (await iframe.elementHandle())!.contentFrame())!;
      const stage = f.locator('.tw-stage');
      // The default pictures' 4:3 at the frame's width, and the frame exactly as tall as the widget, from
      // the first height the host page gave it (the server's render has the pictures' box at its size).
      await expect.poll(async () => { const b = (await stage.boundingBox())!; return Math.round(b.height - (b.width * 3) / 4); }).toBe(0);
      const content = await f.evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
      await expect.poll(async () => Math.round((await iframe.boundingBox())!.height)).toBe(content);
      expect((await p.evaluate(() => (window as any).__heights as number[])).filter((h) => h > 0), `heights at ${width}`).toEqual([content]);
      if (width < 1280) {
        await p.close();
        continue;
      }

      const slider = f.getByRole('slider', { name: 'Compare the pictures' });
      const value = async () => Number(await slider.getAttribute('aria-valuenow'));
      // Which picture shows at a point across the box (Chromium hit-tests the clip-path as it paints it).
      const shownAt = (x: number) =>
        f.evaluate((x) => {
          const s = document.querySelector('.tw-stage')!;
          const r = s.getBoundingClientRect();
          const imgs = [...s.querySelectorAll('img')];
          for (const i of imgs) i.style.pointerEvents = 'auto';
          const el = document.elementFromPoint(r.left + r.width * x, r.top + r.height * 0.8);
          for (const i of imgs) i.style.pointerEvents = '';
          return el?.className;
        }, x);
      expect([await value(), await shownAt(0.4), await shownAt(0.6)]).toEqual([50, 'tw-before', 'tw-after']);
      const box = (await stage.boundingBox())!;
      const y = box.y + box.height / 2;
      const near = (want: number) => expect.poll(async () => Math.abs((await value()) - want) <= 1, { timeout: 3000 }).toBe(true);
      await p.mouse.move(box.x + box.width / 2, y);
      await p.mouse.down();
      await p.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
      await near(20);
      expect([await shownAt(0.1), await shownAt(0.3)]).toEqual(['tw-before', 'tw-after']);
      // Off the pictures, under the caption: the captured pointer still moves the divider.
      await p.mouse.move(box.x + box.width * 0.7, box.y + box.height + 8, { steps: 6 });
      await near(70);
      await p.mouse.up();
      expect([await shownAt(0.6), await shownAt(0.8)]).toEqual(['tw-before', 'tw-after']);
      // A click on the pictures jumps the divider there.
      await p.mouse.click(box.x + box.width * 0.9, y);
      await near(90);
      // Let go on the host page, below the frame (which hears nothing out there): back over the pictures,
      // the pointer no longer moves the divider.
      await p.mouse.down();
      await p.mouse.move(box.x + box.width * 0.6, y, { steps: 4 });
      await near(60);
      await p.mouse.move(box.x + box.width * 0.6, (await iframe.boundingBox())!.y + (await iframe.boundingBox())!.height + 40, { steps: 4 });
      await p.mouse.up();
      const left = await value();
      await p.mouse.move(box.x + box.width * 0.3, y, { steps: 4 });
      await p.waitForTimeout(200);
      expect(await value()).toBe(left);

      await focusInFrame(f, '[role="slider"]');
      await p.keyboard.press('Home');
      await expect.poll(value).toBe(0);
      await p.keyboard.press('ArrowRight');
      await expect.poll(value).toBe(5);
      expect(await shownAt(0.02)).toBe('tw-before');
      await p.keyboard.press('End');
      await expect.poll(value).toBe(100);
      expect(await shownAt(0.98)).toBe('tw-before');
      await p.waitForTimeout(300);
      expect(await p.evaluate(() => (window as any).__msg.filter((m: any) => m.type === 'engagement').map((m: any) => m.data))).toEqual([{ interaction: 'click', eventSubType: 'compare' }]);
      expect(await axeSerious(f)).toEqual([]);
      await p.close();
    }
  });

  it('audio_player: plays, seeks by keyboard, and the file is served with Range', async () => {
    const { p, f } = await embed('audio_player', 1280);
    await f.click('button[aria-label="Play"]');
    await f.waitForFunction(() => (document.querySelector('audio') as HTMLAudioElement).currentTime > 0.2, null, { timeout: 10_000 });
    await focusInFrame(f, 'section[tabindex="0"]');
    await p.keyboard.press('ArrowRight');
    // +5 s from ~0.3 s on a 3 s tone: the seek lands at the end (or the track ends and the next one starts).
    await f.waitForFunction(() => {
      const a = document.querySelector('audio') as HTMLAudioElement;
      return a.ended || a.currentTime >= 2 || a.src.endsWith('tone-2.wav');
    }, null, { timeout: 5000 });
    const range = await f.evaluate(async () => (await fetch('/static/demo/tone-1.wav', { headers: { Range: 'bytes=0-99' } })).status);
    expect(range).toBe(206);
    await p.close();
  });

  it('pdf_gallery: opens the PDF in a host-page popup with page navigation', async () => {
    const { p, f } = await embed('pdf_gallery', 1280);
    await f.click('button.tw-card');
    const dialog = await p.waitForSelector('[role="dialog"]', { timeout: 10_000 });
    const popup = (await (await dialog.$('iframe'))!.contentFrame())!;
    await popup.waitForSelector('text=Page 1 of 3', { timeout: 20_000 });
    await popup.click('button[aria-label="Next page"]');
    await popup.waitForSelector('text=Page 2 of 3');
    const drawn = await popup.$eval('canvas', (c) => (c as HTMLCanvasElement).width);
    expect(drawn).toBeGreaterThan(50);
    await p.screenshot({ path: join(SHOTS, 'pdf_gallery-popup.png') });
    await p.close();
  });

  it('pdf_flipbook: turns pages by keyboard in a two-page spread on desktop', async () => {
    const { p, f } = await embed('pdf_flipbook', 1280);
    await f.waitForSelector('text=Page 1 of 3', { timeout: 20_000 });
    await focusInFrame(f, '.tw-stage');
    await p.keyboard.press('ArrowRight');
    await f.waitForSelector('text=Pages 2–3 of 3');
    expect(await f.$$eval('.tw-spread canvas', (cs) => cs.length)).toBe(2);
    // Each page of the spread is laid out at a readable size, not a thumbnail. offsetWidth, as the
    // page-turn animation's rotateY narrows the bounding box while it runs (a slow CI caught it at 200).
    expect(await f.$eval('.tw-spread canvas', (c) => (c as HTMLElement).offsetWidth)).toBeGreaterThan(250);
    await p.close();
  });

  it('ai_chat: streams an answer from the AI service into the conversation', async () => {
    const { p, f } = await embed('ai_chat', 1280);
    await f.fill('#chat-input', 'What are your opening hours?');
    await focusInFrame(f, '#chat-input');
    await p.keyboard.press('Enter');
    await f.waitForFunction(() => document.querySelectorAll('.tw-msg.tw-assistant').length >= 2, null, { timeout: 20_000 });
    await f.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
    const last = await f.$$eval('.tw-msg.tw-assistant .tw-text', (els) => els.at(-1)?.textContent ?? '');
    expect(last.trim().length).toBeGreaterThan(0);
    expect(await f.$('[role="alert"]')).toBeNull();
    await p.waitForFunction(() => (window as any).__msg.filter((m: any) => m.type === 'chat-message').length >= 2, null, { timeout: 10_000 });
    await p.close();
  });

  it('ai_chat bubble: the launcher opens the panel and the loader widens the frame', async () => {
    const { p, f } = await embed('ai_chat_bubble', 1280, '', ids.ai_chat_bubble);
    await f.waitForSelector('.tw-launcher', { timeout: 10_000 });
    const iframe = (await p.$(`[data-tessera-widget="${ids.ai_chat_bubble}"] iframe`)) ?? (await p.$('iframe'));
    await f.click('.tw-launcher');
    await f.waitForSelector('[role="dialog"]');
    expect(await f.evaluate(() => document.activeElement?.id)).toBe('chat-input');
    await expect.poll(async () => (await iframe!.boundingBox())?.width ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(300);
    await expect.poll(async () => (await iframe!.boundingBox())?.height ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(400);
    await p.waitForTimeout(300);
    expect(await axeSerious(f)).toEqual([]);
    await p.screenshot({ path: join(SHOTS, 'ai_chat-bubble.png') });
    await waitForHostFocus(p, iframe!);
    await p.keyboard.press('Escape');
    await f.waitForSelector('.tw-launcher', { timeout: 5000 });
    expect(await f.evaluate(() => document.activeElement?.classList.contains('tw-launcher'))).toBe(true);
    await p.close();
  });

  it('popup: appears once the visitor scrolls past half the page', async () => {
    const { p, f } = await embed('popup', 1280, '<div style="height:4000px"></div>');
    expect(await f.$('[role="dialog"]')).toBeNull();
    await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await f.waitForSelector('[role="dialog"]', { timeout: 10_000 });
    await p.waitForTimeout(500); // axe measures colours as painted: let the entrance animation finish
    await p.screenshot({ path: join(SHOTS, 'popup.png') });
    expect(await axeSerious(f)).toEqual([]);
    await p.close();
  });

  it('notification_bar: shows its message and passes axe', async () => {
    const { p, f } = await embed('notification_bar', 1280);
    await f.waitForSelector('[role="region"]', { timeout: 10_000 });
    expect(await axeSerious(f)).toEqual([]);
    await p.screenshot({ path: join(SHOTS, 'notification_bar.png') });
    await p.close();
  });
});
