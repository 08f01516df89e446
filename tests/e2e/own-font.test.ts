// SPEC §3 "Project font" in real Chromium: the owner uploads a brand font file in the builder's Design
// section and picks it; a visitor's widget on another origin sets its text in that face, loaded from the
// app (no third-party font host), from the server-rendered first paint on. Removed, the widget is back
// on the default font.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, hostPage, launchBrowser, ownerContext, ROOT, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

/** A real font file: one of the self-hosted catalogue's, standing in for an owner's brand font. */
const FONT = readFileSync(join(ROOT, 'dist/public/fonts/files/caveat-latin-400-normal.woff2'));

let app: AppServer;
let host: HostServer;
let browser: Browser;
let cookie: string;
let gallery: string;

beforeAll(async () => {
  [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
  gallery = await createWidget(app.url, cookie, 'image_gallery', { name: 'Brand gallery', data: { title: 'Our work' } });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop()]);
});

async function openDesign(page: Page) {
  await page.goto(`${app.url}/editor/${gallery}`);
  await page.getByRole('heading', { name: 'Content' }).waitFor();
  await page.getByRole('button', { name: 'Design', exact: true }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.locator('.save-status').textContent()).toBe('All changes saved');
}

/** The gallery's heading as a visitor on the host page sees it: its font, and whether that face loaded. */
async function visitorHeading(): Promise<{ family: string; loaded: string[]; fontRequests: string[]; firstPaintCss: string }> {
  const page = await browser.newPage();
  try {
    const fontRequests: string[] = [];
    page.on('request', (r) => /\.(woff2?|ttf|otf|css)(\?|$)/.test(r.url()) && fontRequests.push(r.url()));
    await page.goto(host.page(`/brand-${Math.random().toString(36).slice(2)}`, hostPage(app.url, `<div data-tessera-widget="${gallery}" data-lazy="none"></div>`)));
    const frame = page.frameLocator(`[data-tessera-widget="${gallery}"] iframe`);
    await frame.getByRole('heading', { name: 'Our work' }).waitFor({ timeout: 15_000 });
    const src = (await page.locator(`[data-tessera-widget="${gallery}"] iframe`).getAttribute('src'))!;
    // What the server sent before any script ran: the face declared in the markup.
    const html = await (await fetch(src)).text();
    const firstPaintCss = /<style>([^<]*)<\/style>/.exec(html.slice(html.indexOf('<body')))?.[1] ?? '';
    const seen = await frame.locator('h2').evaluate(async (h) => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(h).fontFamily,
        loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/['"]/g, '')),
      };
    });
    return { ...seen, fontRequests, firstPaintCss };
  } finally {
    await page.close();
  }
}

describe('an owner’s own font', () => {
  let fontUrl = '';

  it('is uploaded and picked in the builder; a visitor on another origin sees the widget in it', async () => {
    const ctx = await ownerContext(browser, app.url, cookie);
    try {
      const page = await ctx.newPage();
      await openDesign(page);
      const add = page.getByRole('form', { name: 'Add a font' });
      // Nothing is added without a name and a file.
      await add.getByRole('button', { name: 'Add font' }).click();
      expect(await add.getByRole('alert').textContent()).toBe('Give the font a name.');
      await add.getByLabel('Font name').fill('Brand Script');
      await add.getByRole('button', { name: 'Add font' }).click();
      expect(await add.getByRole('alert').textContent()).toBe('Upload a font file or give its address.');
      // A file that is no font is refused by the server, in words.
      await add.getByLabel('Upload Font file').setInputFiles({ name: 'brand.woff2', mimeType: 'font/woff2', buffer: Buffer.from('<html>not a font</html>') });
      await expect.poll(() => add.locator('.media-field [role=alert]').textContent()).toMatch(/^This file type is not supported\. Upload .*WOFF2, WOFF, TrueType or OpenType fonts/);

      await add.getByLabel('Upload Font file').setInputFiles({ name: 'Brand Script.woff2', mimeType: 'font/woff2', buffer: FONT });
      await add.getByText('Uploaded Brand-Script.woff2.').waitFor();
      fontUrl = await add.getByLabel('Font file', { exact: true }).inputValue();
      expect(fontUrl).toMatch(new RegExp(`^${app.url}/api/v1/uploads/[\\w-]+/Brand-Script\\.woff2$`));
      await add.getByRole('button', { name: 'Add font' }).click();

      // Added, it is the widget's font at once: in the list, the sample and the live preview.
      const select = page.locator('select[name=fontId]');
      expect(await select.locator('option:checked').textContent()).toBe('Brand Script (your font)');
      expect(await page.getByRole('list', { name: 'Your fonts' }).textContent()).toContain('Brand Script');
      const sample = await page.getByLabel('Font sample').evaluate(async (p) => {
        await document.fonts.ready;
        return { family: getComputedStyle(p).fontFamily, loaded: [...document.fonts].some((f) => f.family.includes('tw-font-') && f.status === 'loaded') };
      });
      expect(sample.family).toMatch(/^['"]?tw-font-/);
      expect(sample.loaded).toBe(true);
      const preview = page.frameLocator('iframe[title="Widget preview"]');
      await expect.poll(() => preview.locator('h2').evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^['"]?tw-font-/);
      await save(page);
    } finally {
      await ctx.close();
    }

    const seen = await visitorHeading();
    expect(seen.family).toMatch(/^['"]?tw-font-[\w-]+['"]?, system-ui, sans-serif$/);
    const family = seen.family.split(',')[0]!.replace(/['"]/g, '');
    // The face itself loaded (a bad file or a blocked request would leave it 'error'), from the upload.
    expect(seen.loaded).toContain(family);
    expect(seen.fontRequests).toContain(fontUrl);
    // No catalogue font or stylesheet came with it.
    expect(seen.fontRequests.filter((u) => u.includes('/fonts/'))).toEqual([]);
    expect(seen.firstPaintCss).toContain(`@font-face{font-family:'${family}';src:url("${fontUrl}");font-display:swap}`);
  });

  it('removed in the builder, the widget is back on the default font', async () => {
    const ctx = await ownerContext(browser, app.url, cookie);
    try {
      const page = await ctx.newPage();
      await openDesign(page);
      await page.getByRole('button', { name: 'Remove the font Brand Script' }).click();
      expect(await page.locator('select[name=fontId]').inputValue()).toBe('poppins');
      expect(await page.getByRole('list', { name: 'Your fonts' }).count()).toBe(0);
      await save(page);
    } finally {
      await ctx.close();
    }
    const seen = await visitorHeading();
    expect(seen.family).toMatch(/^['"]?Poppins/);
    expect(seen.fontRequests).not.toContain(fontUrl);
    expect(seen.firstPaintCss).not.toContain('tw-font-');
  });
});
