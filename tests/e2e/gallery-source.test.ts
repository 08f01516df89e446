// A gallery fed by a CSV source, in real Chromium (host page on 127.0.0.1, app on localhost, the CSV
// and its pictures on a third server): visitors see the CSV's pictures from the first paint, a row's
// link opens from the lightbox, and the builder's preview shows the same pictures while the saved data
// keeps the owner's own. A gallery fed by an Airtable account (a local fake of its API): the owner picks a
// table in the builder, the preview shows its pictures before saving, and visitors see them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRTABLE_TOKEN, startFakeAirtable } from '../server/integrations/helpers/fake-airtable';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { createWidget, galleryTiles, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, svgPicture, type AppServer, type HostServer } from './harness';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let upstream: FakeServer;
let airtable: FakeServer;
let cookie: string;
let id: string;

beforeAll(async () => {
  upstream = await startFakeServer((req, res) => {
    if (req.url === '/products.csv') {
      const base = upstream.url;
      return void res
        .writeHead(200, { 'content-type': 'text/csv' })
        .end(`Name,Image,Link\nPear,${base}/img/pear.svg,https://shop.example/pear\nFig,${base}/img/fig.svg,https://shop.example/fig\n`);
    }
    if (req.url?.startsWith('/img/')) return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svgPicture(req.url.includes('pear') ? '#9c6' : '#639'));
    res.writeHead(404).end();
  });
  airtable = await startFakeAirtable();
  [app, host, browser] = await Promise.all([startApp({ FETCH_ALLOW_HOSTS: upstream.hostPort, OAUTH_AIRTABLE_API_BASE_URL: airtable.url }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
  id = await createWidget(app.url, cookie, 'image_gallery', { name: 'Shop' });
  const r = await fetch(`${app.url}/api/v1/plugin/${id}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: app.url },
    body: JSON.stringify({ type: 'csv', url: `${upstream.url}/products.csv` }),
  });
  expect(r.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), upstream?.close(), airtable?.close()]);
});

describe('a gallery fed by a CSV source', () => {
  it("shows visitors the CSV's pictures, and a row's link in the lightbox", async () => {
    const p = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await p.goto(host.page('/shop', hostPage(app.url, `<div data-tessera-widget="${id}" data-lazy="none"></div>`)));
    const f = p.frameLocator(`[data-tessera-widget="${id}"] iframe`);
    await expect.poll(() => galleryTiles(f), { timeout: 15_000 }).toEqual([
      ['Pear', true],
      ['Fig', true],
    ]);
    expect(await f.locator('button.ig-tile img').first().getAttribute('src')).toBe(`${upstream.url}/img/pear.svg`);
    await f.locator('button.ig-tile').first().click();
    const popup = p.frameLocator('[role="dialog"] iframe');
    const link = popup.getByRole('link', { name: 'Open link ↗' });
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toBe('https://shop.example/pear');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await p.close();
  });

  it('previews the same pictures in the builder and says where they come from; the saved images stay the owner’s', async () => {
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    await p.goto(`${app.url}/editor/${id}`);
    await p.getByText('Visitors see the 2 pictures of your CSV source (Integrations). The images below show when it cannot be read.').waitFor({ timeout: 15_000 });
    const preview = p.frameLocator('iframe[title="Widget preview"]');
    await expect.poll(() => preview.locator('button.ig-tile img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))), { timeout: 15_000 }).toEqual(['Pear', 'Fig']);
    const saved = await p.evaluate(async (w) => (await (await fetch(`/api/v1/plugin/${w}?pluginType=x`)).json()).data.data.images.length, id);
    expect(saved).toBe(8);
    await ctx.close();
  });

  it("an Airtable account: the owner picks a table, the preview shows its pictures before saving, visitors see them", async () => {
    const shop = await createWidget(app.url, cookie, 'image_gallery', { name: 'Airtable shop' });
    const r = await fetch(`${app.url}/api/v1/plugin/${shop}/integrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: app.url },
      body: JSON.stringify({ type: 'airtable', personalToken: AIRTABLE_TOKEN }),
    });
    expect(r.status).toBe(201);
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    await p.goto(`${app.url}/editor/${shop}`);
    const table = p.getByRole('combobox', { name: 'Airtable table' });
    await table.waitFor({ timeout: 15_000 });
    expect(await table.locator('option').allTextContents()).toEqual(['None: the images below', 'Shop › Products', 'Shop › Notes']);
    await table.selectOption({ label: 'Shop › Products' });
    await p.getByText('Visitors see the 2 pictures of your Airtable source (Integrations). The images below show when it cannot be read.').waitFor({ timeout: 15_000 });
    const preview = p.frameLocator('iframe[title="Widget preview"]');
    await expect.poll(() => preview.locator('button.ig-tile img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))), { timeout: 15_000 }).toEqual(['Blue mug', 'Tea bowl']);
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => p.locator('.save-status').textContent(), { timeout: 10_000 }).toBe('All changes saved');
    await ctx.close();

    const v = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await v.goto(host.page('/airtable-shop', hostPage(app.url, `<div data-tessera-widget="${shop}" data-lazy="none"></div>`)));
    await expect.poll(() => galleryTiles(v.frameLocator(`[data-tessera-widget="${shop}"] iframe`)), { timeout: 15_000 }).toEqual([
      ['Blue mug', true],
      ['Tea bowl', true],
    ]);
    await v.close();
  });
});
