// A gallery fed by a MySQL database (SPEC §3: host, user, password, database) against a real MariaDB
// server: the builder lists its tables and views, the owner picks one (data.sourceTable), and visitors
// see each row's picture (a column holding its web address) with its title and link. Wrong credentials,
// a closed port and a private host are told to the owner in words; visitors then keep the owner's images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mysqlTables } from '../../../server/integrations/table-apis/mysql-tables';
import { envelope as json } from '../../helpers/envelope';
import { startMariaDb, type MariaDb } from '../../setup/mariadb';
import { gallerySourceCalls } from './helpers/gallery-source-calls';
import { makeTestEnv, type TestEnv } from './helpers/test-env';

let db: MariaDb;
let env: TestEnv;
let host: string;
const PASSWORD = 'S3cret-shop-pw';

beforeAll(async () => {
  db = await startMariaDb();
  host = `127.0.0.1:${db.port}`;
  await db.admin(`
    CREATE DATABASE shop;
    CREATE DATABASE secret_stuff;
    CREATE USER 'shop'@'%' IDENTIFIED BY '${PASSWORD}';
    GRANT SELECT ON shop.* TO 'shop'@'%';
    GRANT SELECT ON secret_stuff.* TO 'shop'@'%';
    CREATE TABLE shop.products (id INT PRIMARY KEY, name VARCHAR(50), image_url VARCHAR(200), link VARCHAR(200), price DECIMAL(8,2), added DATETIME, thumb BLOB);
    INSERT INTO shop.products VALUES
      (1, 'Blue mug', 'https://cdn.example/mug.jpg', 'https://shop.example/mug', 12.50, '2026-01-02 03:04:05', x'89504e47'),
      (2, 'Gift card', NULL, 'https://shop.example/card', 20.00, NULL, NULL),
      (3, 'Tea bowl', 'https://cdn.example/bowl.png', NULL, 18.00, NULL, NULL);
    CREATE TABLE shop.notes (id INT, body TEXT);
    CREATE VIEW shop.cheap AS SELECT id, name AS title, image_url AS image FROM shop.products WHERE price < 15;
    CREATE TABLE secret_stuff.people (id INT, photo VARCHAR(200));
    INSERT INTO secret_stuff.people VALUES (1, 'https://cdn.example/private.jpg');
  `);
  // The server is on loopback, which only an allow-listed host:port may reach (as in production); port 1
  // is a closed one.
  env = await makeTestEnv('sqlite', { FETCH_ALLOW_HOSTS: `${host},127.0.0.1:1` });
}, 60_000);
afterAll(async () => {
  await env?.close();
  await db?.stop();
});

async function gallery(fields: Record<string, unknown> = {}): Promise<string> {
  const w = await env.createWidget(env.ownerId, 'image_gallery', {});
  const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'mysql', host, user: 'shop', password: PASSWORD, database: 'shop', ...fields } });
  expect(r.status, await r.clone().text()).toBe(201);
  return w;
}
const { read, viewer, check } = gallerySourceCalls(() => env);
const pick = (w: string, table: string) => env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: table } } });

describe('a gallery fed by a MySQL table', () => {
  it("lists the database's tables and views for the builder, and previews a picked one's pictures", async () => {
    const w = await gallery();
    const before = await json(await read(w));
    expect(before.data).toEqual({
      from: 'mysql',
      tables: [{ id: 'cheap', name: 'cheap' }, { id: 'notes', name: 'notes' }, { id: 'products', name: 'products' }],
      images: [],
      imagesError: null,
    });
    // Rows without a picture are left out; the image_url column is the picture, name the caption.
    expect((await json(await read(w, 'products'))).data.images).toEqual([
      { id: '1', src: 'https://cdn.example/mug.jpg', alt: 'Blue mug', caption: 'Blue mug', link: 'https://shop.example/mug' },
      { id: '3', src: 'https://cdn.example/bowl.png', alt: 'Tea bowl', caption: 'Tea bowl' },
    ]);
    expect((await json(await read(w, 'cheap'))).data.images).toEqual([{ id: '1', src: 'https://cdn.example/mug.jpg', alt: 'Blue mug', caption: 'Blue mug' }]);
    expect((await json(await read(w, 'notes'))).data.images).toEqual([]);
  });

  it("serves visitors the owner's images until a table is picked, then the table's pictures", async () => {
    const w = await gallery();
    const own = await viewer(w);
    expect(own.from).toBeUndefined();
    expect(own.images[0]!.id).toBe('demo-1');
    expect((await pick(w, 'products')).status).toBe(200);
    const got = await viewer(w);
    expect(got.from).toBe('mysql');
    expect(got.images.map((i) => [i.alt, i.src, i.link])).toEqual([
      ['Blue mug', 'https://cdn.example/mug.jpg', 'https://shop.example/mug'],
      ['Tea bowl', 'https://cdn.example/bowl.png', undefined],
    ]);
  });

  it('reads only a table the database lists, quoted as one name: another database the user may read, or an injected statement, gets nothing', async () => {
    const w = await gallery();
    for (const table of ['secret_stuff.people', '`secret_stuff`.`people`', 'products; DROP TABLE products', 'products UNION SELECT 1, 2, photo, 4, 5, 6, 7 FROM secret_stuff.people -- ']) {
      expect((await json(await read(w, table))).data.images, table).toEqual([]);
    }
    expect((await json(await read(w, 'products'))).data.images).toHaveLength(2);
  });

  it("keeps the password write-only and sealed at rest, and Check counts the tables", async () => {
    const w = await gallery();
    const listed = JSON.stringify((await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data);
    expect(listed).not.toContain(PASSWORD);
    const row = await env.deps.db.selectFrom('integrations').select(['values', 'secrets']).where('widget_id', '=', w).executeTakeFirstOrThrow();
    expect(row.values + row.secrets).not.toContain(PASSWORD);
    expect(await check(w)).toEqual({ connected: true, message: 'Connected: 3 tables to pick from in Content.' });
  });

  it("a password MySQL refuses is shown to the owner in MySQL's words, and visitors keep the owner's images", async () => {
    const w = await gallery({ password: 'wrong' });
    const r = await read(w);
    expect(r.status).toBe(502);
    expect((await json(r)).message).toMatch(/^MySQL refused: Access denied for user 'shop'@'[^']+' \(using password: YES\)$/);
    expect(await check(w)).toEqual({ connected: false, message: expect.stringMatching(/^MySQL refused: Access denied/) });
    await pick(w, 'products');
    expect((await viewer(w)).from).toBeUndefined();
  });

  it('an unknown database and a closed port each say what is wrong', async () => {
    const unknown = await gallery({ database: 'nope' });
    expect((await json(await read(unknown))).message).toMatch(/^MySQL refused: Access denied for user 'shop'@'[^']+' to database 'nope'$/);
    const closed = await gallery({ host: '127.0.0.1:1' });
    const r = await read(closed);
    expect(r.status).toBe(502);
    expect((await json(r)).message).toBe('MySQL at 127.0.0.1:1 could not be reached (ECONNREFUSED).');
  });

  it('refuses a private or loopback host when saving, and at connect time', async () => {
    const w = await env.createWidget(env.ownerId, 'image_gallery', {});
    for (const h of ['10.0.0.5', '127.0.0.1:3306', '169.254.169.254']) {
      const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'mysql', host: h, user: 'shop', password: PASSWORD, database: 'shop' } });
      expect(r.status, h).toBe(400);
      expect((await json(r)).message).toBe('This host is a private or internal address and cannot be used.');
    }
    expect(await env.deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w).execute()).toEqual([]);
    // The same server, reached by a deployment that does not allow loopback: refused before any connection.
    const strict = { ...env.deps, config: { ...env.deps.config, fetchAllowHosts: [] } };
    await expect(mysqlTables(strict, { host, user: 'shop', password: PASSWORD, database: 'shop' }).tables()).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
      message: 'The MySQL host is a private or internal address and cannot be used.',
    });
  });
});
