// Popups as real dialogs on the host page (ARCHITECTURE §3.4), driven by the image gallery's lightbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { domEvents, loaderEnv, page, waitForEvent, widgetFrame, type LoaderEnv } from './loader-fixture';
import { focusInFrame, pressEscapeClosing } from './harness';

let env: LoaderEnv;
beforeAll(async () => {
  env = await loaderEnv(1);
});
afterAll(async () => {
  await env?.close();
});

/** Where host focus is: 'dialog' when inside the popup dialog, else a short description. */
const focusInDialog = (p: Page) =>
  p.evaluate(() => (document.querySelector('[role="dialog"]')?.contains(document.activeElement) ? 'dialog' : document.activeElement?.outerHTML.slice(0, 80)));

async function openLightbox() {
  const [id] = env.widgets;
  const p = await env.browser.newPage({ viewport: { width: 1200, height: 800 } });
  p.setDefaultTimeout(10_000);
  await p.goto(page(env, '/popup', `<button id="before">before</button><div data-tessera-widget="${id}" data-lazy="none"></div><div style="height:2000px"></div>`));
  await waitForEvent(p, 'loaded', id);
  const f = await widgetFrame(p, id);
  await f.click('button.ig-tile');
  const dialog = await p.waitForSelector('[role="dialog"]');
  return { p, f, id, dialog };
}

describe('loader e2e: popup dialog', () => {
  it('opens as a labelled modal dialog, traps focus, closes on Escape and returns focus', async () => {
    const { p, id, dialog } = await openLightbox();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getAttribute('aria-label')).toMatch(/Image 1 of \d+/);
    expect(await dialog.evaluate((d) => getComputedStyle(d).zIndex)).toBe('1000100');
    expect(await p.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await waitForEvent(p, 'popup-open', id);
    // Focus went into the dialog (the popup frame).
    await expect.poll(() => focusInDialog(p)).toBe('dialog');
    const popup = await (await dialog.$('iframe'))!.contentFrame();
    await popup!.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 10_000 });
    // One Close in sight: the dialog's own, not a second one inside the lightbox.
    expect(await dialog.$$('button[aria-label="Close"]')).toHaveLength(1);
    expect(await popup!.$$('[aria-label="Close"]')).toHaveLength(0);
    // Focus crossing between the host and the popup's process passes through the host's body for a
    // moment, so each step polls until focus settles, which must be inside the dialog.
    for (let i = 0; i < 12; i++) {
      await p.keyboard.press('Tab');
      await expect.poll(() => focusInDialog(p)).toBe('dialog');
    }
    for (let i = 0; i < 4; i++) {
      await p.keyboard.press('Shift+Tab');
      await expect.poll(() => focusInDialog(p)).toBe('dialog');
    }
    // Put focus back inside the popup frame so Escape goes to the widget, as a visitor's would.
    await focusInFrame(popup!, 'button, [tabindex]');
    pressEscapeClosing(p);
    await p.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 5000 });
    await waitForEvent(p, 'popup-close', id);
    expect(await p.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // Focus is back where it was before the dialog opened: the widget's own frame.
    expect(await p.evaluate((id) => document.activeElement === document.querySelector(`[data-tessera-widget="${id}"] iframe`), id)).toBe(true);
    expect((await domEvents(p)).filter((e) => e.type === 'popup-open')).toHaveLength(1);
    await p.close();
  });

  it('closes on a backdrop click and on Escape pressed on the host page', async () => {
    const { p } = await openLightbox();
    await p.mouse.click(5, 5);
    await p.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 5000 });
    const f = await widgetFrame(p, env.widgets[0]);
    await f.click('button.ig-tile');
    const popup = (await (await p.waitForSelector('[role="dialog"] iframe')).contentFrame())!;
    // The popup frame focuses its image box once it has loaded; only then is the host's focus its own.
    await popup.waitForFunction(() => document.activeElement?.classList.contains('ig-box'));
    await p.focus('[role="dialog"] button[aria-label="Close"]');
    await p.waitForFunction(() => document.activeElement?.matches('[role="dialog"] button[aria-label="Close"]'));
    pressEscapeClosing(p);
    await p.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 5000 });
    await p.close();
  });

  it('is full screen on a mobile-width host page', async () => {
    const [id] = env.widgets;
    const p = await env.browser.newPage({ viewport: { width: 400, height: 700 } });
    await p.goto(page(env, '/popup-mobile', `<div data-tessera-widget="${id}" data-lazy="none"></div>`));
    await waitForEvent(p, 'loaded', id);
    const f = await widgetFrame(p, id);
    await f.click('button.ig-tile');
    const box = await (await p.waitForSelector('[role="dialog"]')).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 400, height: 700 });
    await p.close();
  });
});
