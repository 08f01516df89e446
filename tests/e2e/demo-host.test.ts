// The README's promise: `npm start`, open the printed demo-host URL, and the widgets are there, on a
// second origin, sized to their content, with host events arriving in the page's own log.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startApp, type AppServer, pressEscapeClosing, waitForHostFocus } from './harness';
import { DEFAULT_DEMO_HEIGHTS } from '../../server/demo/demo-host-app';
import { isGlobalWidgetType, WIDGET_TYPES } from '../../shared/widget-types';

describe('the demo host', () => {
  let app: AppServer;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('prints the app URL, the demo host URL and the demo login at start', () => {
    expect(app.output()).toContain(app.url);
    expect(app.output()).toContain(app.demoUrl);
    expect(app.output()).toMatch(/demo@tessera\.local \/ \S+/);
  });

  it('shows the seeded gallery on the second origin, sized without scrollbars, and logs host events', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(app.demoUrl);
    expect(new URL(page.url()).origin).not.toBe(new URL(app.url).origin);

    const iframe = page.locator('section:has(#gallery-h) iframe');
    await iframe.waitFor({ state: 'attached', timeout: 15_000 });
    const gallery = page.frameLocator('section:has(#gallery-h) iframe');
    await expect.poll(() => gallery.locator('img').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);

    // The iframe is as tall as its content: no inner scrollbar, no clipped content.
    await expect
      .poll(async () => {
        const outer = await iframe.evaluate((el) => el.getBoundingClientRect().height);
        const inner = await gallery.locator('html').evaluate((el) => el.scrollHeight);
        return Math.abs(outer - inner);
      }, { timeout: 10_000 })
      .toBeLessThanOrEqual(1);

    await expect.poll(() => page.locator('#event-log').innerText(), { timeout: 10_000 }).toMatch(/DOM loaded/);
    await expect.poll(() => page.locator('#event-log').innerText(), { timeout: 10_000 }).toMatch(/msg loaded/);

    // The lightbox opens as a dialog on the host page.
    await gallery.locator('button.ig-tile').first().click();
    const dialog = page.locator('[role="dialog"][aria-modal="true"]');
    await dialog.waitFor({ timeout: 10_000 });
    const popup = (await (await dialog.elementHandle())!.$('iframe'))!;
    const popupFrame = (await popup.contentFrame())!;
    await popupFrame.waitForFunction(() => document.activeElement?.classList.contains('ig-box'), null, { timeout: 10_000 });
    expect(await popupFrame.textContent('.ig-count')).toBe('1 / 8');
    await waitForHostFocus(page, popup);
    pressEscapeClosing(page);
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('places every widget type in the page, the ones in the flow at their measured height', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(app.demoUrl);
    const placed = await page.locator('[data-tessera-widget]').evaluateAll((els) => els.map((el) => el.getAttribute('data-tessera-widget')));
    expect(placed).not.toContain('missing-demo-widget');
    expect(new Set(placed).size).toBe(WIDGET_TYPES.length);
    // Scrolled to, each in-flow widget is the height the page reserved for it (measured for the seeded
    // data, or what viewers reported since), so the page does not move when it arrives.
    const inFlow = WIDGET_TYPES.filter((t) => !isGlobalWidgetType(t));
    for (const type of inFlow) expect(DEFAULT_DEMO_HEIGHTS[type], `${type} has a measured height`).toBeGreaterThan(0);
    // Read from the page as served: the loader takes the reservation off a placeholder once its frame is sized.
    const served = await (await fetch(app.demoUrl)).text();
    const reservedOnes = [...served.matchAll(/data-tessera-widget="([^"]+)" style="min-height:(\d+)px"/g)].map((m) => [m[1]!, Number(m[2])] as const);
    expect(reservedOnes).toHaveLength(inFlow.length);
    for (const [id, reserved] of reservedOnes) {
      const placeholder = page.locator(`[data-tessera-widget="${id}"]`);
      await placeholder.scrollIntoViewIfNeeded();
      // The widget's own height, once it reported it: the loader then takes the reservation off (before,
      // the frame has the reserved height whatever the widget's, and any reservation would pass).
      const sized = () => placeholder.evaluate((el) => [el.style.minHeight, Math.round(el.querySelector('iframe')?.getBoundingClientRect().height ?? 0)]);
      await expect.poll(sized, { timeout: 15_000, message: `demo widget ${id}` }).toEqual(['', reserved]);
    }
    await page.close();
  });
});
