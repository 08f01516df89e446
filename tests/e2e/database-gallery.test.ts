// A gallery fed by a database table, in real Chromium (host page on 127.0.0.1, app on localhost, the
// pictures on a third server): a MySQL table on a real MariaDB server, and a MongoDB collection on a
// local server speaking MongoDB's wire protocol. The owner connects the database on the connect screen,
// Check counts its tables, a table without pictures says how its rows are read, the picked table's
// pictures show in the preview before saving, and visitors on another origin see them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { startFakeMongo, type FakeMongo } from '../server/integrations/helpers/fake-mongodb';
import { startMariaDb, type MariaDb } from '../setup/mariadb';
import { createWidget, galleryTiles, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, svgPicture, type AppServer, type HostServer } from './harness';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let pictures: FakeServer;
let db: MariaDb;
let mongo: FakeMongo;
let cookie: string;

beforeAll(async () => {
  pictures = await startFakeServer((req, res) => void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svgPicture(req.url?.includes('mug') ? '#36c' : '#c63')));
  db = await startMariaDb();
  await db.admin(`
    CREATE DATABASE shop;
    CREATE USER 'shop'@'%' IDENTIFIED BY 'shop-pw';
    GRANT SELECT ON shop.* TO 'shop'@'%';
    CREATE TABLE shop.products (id INT PRIMARY KEY, title VARCHAR(50), image_url VARCHAR(200), link VARCHAR(200));
    INSERT INTO shop.products VALUES (1, 'Blue mug', '${pictures.url}/mug.svg', 'https://shop.example/mug'), (2, 'Tea bowl', '${pictures.url}/bowl.svg', NULL);
    CREATE TABLE shop.notes (id INT, body TEXT);
  `);
  mongo = await startFakeMongo('shop', 'shop-pw');
  mongo.collections.set('shop.products', [
    { _id: 'mug', title: 'Blue mug', image: `${pictures.url}/mug.svg`, link: 'https://shop.example/mug' },
    { _id: 'bowl', name: 'Tea bowl', image_url: `${pictures.url}/bowl.svg` },
  ]);
  mongo.collections.set('shop.notes', [{ _id: 1, body: 'no pictures' }]);
  [app, host, browser] = await Promise.all([startApp({ FETCH_ALLOW_HOSTS: `127.0.0.1:${db.port},${mongo.hostPort}` }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), pictures?.close(), db?.stop(), mongo?.close()]);
});

const DATABASES = [
  {
    kind: 'mysql', label: 'MySQL', noun: 'table', rows: 'rows',
    uses: 'Fills the gallery from the table you pick in Content: each row’s picture is the web address in its image',
    fields: () => ({ Host: `127.0.0.1:${db.port}`, User: 'shop', Password: 'shop-pw', Database: 'shop' }),
  },
  {
    kind: 'mongodb', label: 'MongoDB', noun: 'collection', rows: 'documents',
    uses: 'Fills the gallery from the collection you pick in Content: each document’s picture is the web address in its image',
    fields: () => ({ 'Connection URL': mongo.url('shop', 'shop-pw'), 'Database name': 'shop' }),
  },
];

describe('a gallery fed by a database table', () => {
  for (const d of DATABASES) {
    it(`${d.label}: is connected and picked in the builder, previewed before saving, and shown to visitors`, async () => {
      const shop = await createWidget(app.url, cookie, 'image_gallery', { name: `${d.label} shop` });
      const ctx = await ownerContext(browser, app.url, cookie);
      const p = await ctx.newPage();
      await p.goto(`${app.url}/editor/${shop}`);
      await p.getByRole('button', { name: 'Integrations', exact: true }).click();
      await p.getByRole('region', { name: 'For this widget' }).locator(`.int-tile[data-kind="${d.kind}"]`).click();
      await p.getByText(d.uses, { exact: false }).waitFor();
      for (const [label, v] of Object.entries(d.fields())) await p.getByLabel(label, { exact: true }).fill(v);
      await p.getByRole('button', { name: 'Connect', exact: true }).click();
      await p.getByRole('button', { name: `Check ${d.label}` }).click();
      await p.locator(`.int-row[data-integration="${d.kind}"]`).getByText(`Connected: 2 ${d.noun}s to pick from in Content.`).waitFor({ timeout: 15_000 });

      await p.getByRole('button', { name: 'Content', exact: true }).click();
      const table = p.getByRole('combobox', { name: `${d.label} ${d.noun}` });
      await table.waitFor({ timeout: 15_000 });
      expect(await table.locator('option').allTextContents()).toEqual(['None: the images below', 'notes', 'products']);
      await table.selectOption({ label: 'notes' });
      await p.getByText(`This ${d.noun} has no ${d.rows} with a picture (`, { exact: false }).waitFor({ timeout: 15_000 });
      await table.selectOption({ label: 'products' });
      await p.getByText(`Visitors see the 2 pictures of your ${d.label} source (Integrations). The images below show when it cannot be read.`).waitFor({ timeout: 15_000 });
      const preview = p.frameLocator('iframe[title="Widget preview"]');
      await expect.poll(() => preview.locator('button.ig-tile img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))), { timeout: 15_000 }).toEqual(['Blue mug', 'Tea bowl']);
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => p.locator('.save-status').textContent(), { timeout: 10_000 }).toBe('All changes saved');
      await ctx.close();

      const v = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      await v.goto(host.page(`/${d.kind}-shop`, hostPage(app.url, `<div data-tessera-widget="${shop}" data-lazy="none"></div>`)));
      await expect.poll(() => galleryTiles(v.frameLocator(`[data-tessera-widget="${shop}"] iframe`)), { timeout: 15_000 }).toEqual([
        ['Blue mug', true],
        ['Tea bowl', true],
      ]);
      await v.close();
    });
  }
});
