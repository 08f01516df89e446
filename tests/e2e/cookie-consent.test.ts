// The consent banner end to end, on a host page of another origin that asked for consent mode: until
// the visitor chooses, no widget keeps a visitor id on the site; Accept gives one to every widget, the
// host page hears it, and later pages neither show the banner nor ask again. Reject keeps ids away on
// every later page too, though the page itself does not ask for consent mode.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, launchBrowser, ROOT, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import type { Browser } from 'playwright-core';

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const RECORDER = `<script>window.__consent=[];document.addEventListener('tessera:consent',function(e){window.__consent.push(e.detail.data)});</script>`;

describe('cookie consent banner', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let banner = '';
  let gallery = '';
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    banner = await createWidget(app.url, cookie, 'cookie_consent', { data: { policyUrl: 'https://shop.example/privacy' } });
    gallery = await createWidget(app.url, cookie, 'image_gallery');
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  const page = (path: string, consentMode: boolean) =>
    host.page(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>${RECORDER}</head><body>` +
        `<script src="${app.url}/loader.js" async${consentMode ? ' data-consent="required"' : ''}></script>` +
        `<h1>Shop</h1><div data-tessera-widget="${gallery}" data-lazy="none"></div><div data-tessera-widget="${banner}" data-lazy="none"></div>` +
        `<footer><a href="#settings" data-tessera-consent-settings>Cookie settings</a></footer></body></html>`,
    );
  const visitorId = (p: Page) => p.evaluate(() => (JSON.parse(localStorage.getItem('tessera:visitor') || 'null') as { id?: string } | null)?.id ?? null);
  const consentEvents = (p: Page) => p.evaluate(() => (window as unknown as { __consent: unknown[] }).__consent);
  const bannerFrame = async (p: Page): Promise<Frame> => (await (await p.waitForSelector(`[data-tessera-widget="${banner}"] iframe`, { state: 'attached' })).contentFrame())!;
  const bannerHeight = (p: Page) => p.$eval(`[data-tessera-widget="${banner}"] iframe`, (f) => Math.round(f.getBoundingClientRect().height));
  /** The gallery is on screen and its bridge answered: every frame has had its init data. */
  const galleryShown = (p: Page) => p.waitForFunction((id) => !!document.querySelector(`[data-tessera-widget="${id}"] iframe`)?.getBoundingClientRect().height, gallery, { timeout: 15_000 });

  const visit = async (ctx: BrowserContext, path: string, consentMode: boolean) => {
    const p = await ctx.newPage();
    await p.goto(page(path, consentMode));
    await galleryShown(p);
    return p;
  };

  it('keeps ids away until Accept, then every widget has one, the host hears it, and the next page does not ask again', async () => {
    // axe is put into the banner's frame, whose CSP rightly refuses inline scripts.
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    try {
      const p = await visit(ctx, '/accept-1', true);
      const f = await bannerFrame(p);
      await f.getByRole('region', { name: 'We value your privacy' }).waitFor({ timeout: 15_000 });
      // Floated over the bottom of the page, as tall as its content.
      await expect.poll(() => bannerHeight(p)).toBeGreaterThan(40);
      expect(await p.$eval(`[data-tessera-widget="${banner}"] iframe`, (el) => getComputedStyle(el).position)).toBe('fixed');
      expect(await visitorId(p)).toBeNull();
      await f.evaluate(AXE);
      const serious = await f.evaluate(async () => {
        const r = await (window as unknown as { axe: { run(d: Document): Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run(document);
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(serious).toEqual([]);
      await f.getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(() => consentEvents(p)).toEqual([{ granted: true, remembered: false, categories: { analytics: true, marketing: true } }]);
      await expect.poll(() => visitorId(p)).toMatch(/^[0-9a-f]{32}$/);
      await expect.poll(() => bannerHeight(p)).toBe(0);
      expect(await p.evaluate(() => JSON.parse(localStorage.getItem('tessera:consent')!).granted)).toBe(true);
      const id = await visitorId(p);
      await p.close();

      // The next page of the site: the remembered answer, no banner, the same visitor.
      const next = await visit(ctx, '/accept-2', true);
      await expect.poll(() => consentEvents(next)).toEqual([{ granted: true, remembered: true, categories: { analytics: true, marketing: true } }]);
      await next.waitForTimeout(500);
      expect(await bannerHeight(next)).toBe(0);
      expect(await (await bannerFrame(next)).locator('.tw-banner').count()).toBe(0);
      expect(await visitorId(next)).toBe(id);

      // The footer's "Cookie settings" brings the banner back, and withdrawing is as easy as accepting.
      await next.getByRole('link', { name: 'Cookie settings' }).click();
      const again = await bannerFrame(next);
      await again.getByRole('button', { name: 'Reject all' }).click();
      await expect.poll(() => consentEvents(next)).toEqual([{ granted: true, remembered: true, categories: { analytics: true, marketing: true } }, { granted: false, remembered: false, categories: { analytics: false, marketing: false } }]);
      await expect.poll(() => visitorId(next)).toBeNull();
      await expect.poll(() => bannerHeight(next)).toBe(0);
      // The link went nowhere: the loader took the click.
      expect(new URL(next.url()).hash).toBe('');
      await next.close();
    } finally {
      await ctx.close();
    }
  });

  it('after Reject, no widget keeps an id, on a later page that does not ask for consent mode either', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const p = await visit(ctx, '/reject-1', false);
      const f = await bannerFrame(p);
      await f.getByRole('button', { name: 'Reject all' }).click();
      await expect.poll(() => consentEvents(p)).toEqual([{ granted: false, remembered: false, categories: { analytics: false, marketing: false } }]);
      await expect.poll(() => bannerHeight(p)).toBe(0);
      // The page had not asked for consent mode, so the gallery had an id: the answer takes it away.
      await expect.poll(() => visitorId(p)).toBeNull();
      await p.close();

      const next = await visit(ctx, '/reject-2', false);
      await expect.poll(() => consentEvents(next)).toEqual([{ granted: false, remembered: true, categories: { analytics: false, marketing: false } }]);
      await next.waitForTimeout(500);
      expect(await bannerHeight(next)).toBe(0);
      expect(await visitorId(next)).toBeNull();
      await next.close();
    } finally {
      await ctx.close();
    }
  });

  it('Customize: marketing without analytics keeps ids away; turned on later from the settings link, the widgets get one', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    try {
      const p = await visit(ctx, '/customize-1', true);
      const f = await bannerFrame(p);
      await f.getByRole('region', { name: 'We value your privacy' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => bannerHeight(p)).toBeGreaterThan(40);
      const closed = await bannerHeight(p);
      await f.getByRole('button', { name: 'Customize' }).click();
      // The frame grows with the list of kinds, each switch off, the first one focused.
      await expect.poll(() => bannerHeight(p)).toBeGreaterThan(closed + 40);
      expect(await f.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '')).toBe('Analytics');
      expect(await f.getByRole('switch', { name: /Strictly necessary/ }).isDisabled()).toBe(true);
      await f.evaluate(AXE);
      const serious = await f.evaluate(async () => {
        const r = await (window as unknown as { axe: { run(d: Document): Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run(document);
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(serious).toEqual([]);
      await f.getByRole('switch', { name: /Marketing/ }).check();
      await f.getByRole('button', { name: 'Save my choices' }).click();
      await expect.poll(() => consentEvents(p)).toEqual([{ granted: false, remembered: false, categories: { analytics: false, marketing: true } }]);
      await expect.poll(() => bannerHeight(p)).toBe(0);
      expect(await visitorId(p)).toBeNull();
      await p.close();

      // The next page remembers the answer per kind; the settings link opens Customize from it.
      const next = await visit(ctx, '/customize-2', true);
      await expect.poll(() => consentEvents(next)).toEqual([{ granted: false, remembered: true, categories: { analytics: false, marketing: true } }]);
      await next.getByRole('link', { name: 'Cookie settings' }).click();
      const again = await bannerFrame(next);
      await again.getByRole('button', { name: 'Customize' }).click();
      expect(await again.getByRole('switch', { name: /Marketing/ }).isChecked()).toBe(true);
      expect(await again.getByRole('switch', { name: /Analytics/ }).isChecked()).toBe(false);
      await again.getByRole('switch', { name: /Analytics/ }).check();
      await again.getByRole('button', { name: 'Save my choices' }).click();
      await expect.poll(() => consentEvents(next)).toEqual([
        { granted: false, remembered: true, categories: { analytics: false, marketing: true } },
        { granted: true, remembered: false, categories: { analytics: true, marketing: true } },
      ]);
      await expect.poll(() => visitorId(next)).toMatch(/^[0-9a-f]{32}$/);
      await next.close();
    } finally {
      await ctx.close();
    }
  });
});
