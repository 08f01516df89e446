// White label end to end: the owner sets their brand in the builder and gets the token; the widget's
// embed code carries it; on a host page of another origin a Wix widget with the token says "Made with"
// the owner's brand and links to their site, and the same widget without it says Tessera.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

describe('white label', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let widgetId = '';
  let token = '';
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    widgetId = await createWidget(app.url, cookie, 'faq');
    owner = await ownerContext(browser, app.url, cookie);
    page = await owner.newPage();
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  it('sets the brand in the builder, and the embed code carries its token', async () => {
    await page.goto(`${app.url}/`);
    // The saved brand arrives late: what the owner types first must not be overwritten by it.
    await page.route(`${app.url}/api/v1/white-label`, async (r) => {
      if (r.request().method() === 'GET') await new Promise((done) => setTimeout(done, 500));
      await r.continue();
    });
    const loaded = page.waitForResponse((r) => r.url() === `${app.url}/api/v1/white-label` && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'White label' }).click();
    const dialog = page.getByRole('dialog', { name: 'White label' });
    await dialog.getByLabel('Brand name').fill('Acme Widgets');
    await dialog.getByLabel('Brand site (optional)').fill('https://acme.example/');
    await loaded;
    await page.waitForTimeout(200);
    expect(await dialog.getByLabel('Brand name').inputValue()).toBe('Acme Widgets');
    await dialog.getByRole('button', { name: 'Save brand' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Your brand is saved.' }).waitFor();
    const attr = await dialog.getByLabel('White-label attribute').inputValue();
    token = /^data-white-label="([\w-]+)"$/.exec(attr)![1]!;
    await page.goto(`${app.url}/editor/${widgetId}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => page.locator('#embed-code').inputValue(), { timeout: 10_000 }).toContain(`<div data-tessera-widget="${widgetId}" data-white-label="${token}"`);
    expect(await page.getByRole('link', { name: /\/viewer\// }).getAttribute('href')).toBe(`${app.url}/viewer/${widgetId}?wlToken=${token}`);
  });

  it("shows the owner's brand in a Wix widget's mark with the token, and Tessera's without it", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(
      host.page(
        '/wix-site',
        hostPage(
          app.url,
          `<h1>Site</h1><div id="branded" data-tessera-widget="${widgetId}" data-platform="wix" data-white-label="${token}" data-lazy="none"></div>` +
            `<div id="plain" data-tessera-widget="${widgetId}" data-platform="wix" data-lazy="none"></div>`,
        ),
      ),
    );
    const mark = async (id: string) => {
      const link = visitor.frameLocator(`#${id} iframe`).locator('[data-watermark] a');
      await link.waitFor({ timeout: 20_000 });
      return [await link.textContent(), await link.getAttribute('href')];
    };
    expect(await mark('branded')).toEqual(['Made with Acme Widgets', 'https://acme.example/']);
    expect(await mark('plain')).toEqual(['Made with Tessera', app.url]);
    await visitor.close();
  });
});
