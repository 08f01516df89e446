// A gallery fed by a MongoDB database (SPEC §3: connectionUrl, dbName) through the official driver
// against a local server speaking MongoDB's wire protocol with SCRAM-SHA-256 sign-in: the builder lists
// its collections, the owner picks one (data.sourceTable), visitors see each document's picture (a
// field holding its web address) with its title and link. Every connection the driver makes goes
// through the vetting proxy: a private host, given or announced by the server, is refused. URL options
// that would read our files or send our machine's credentials are refused when saving.
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongodbCollections } from '../../../server/integrations/table-apis/mongodb-collections';
import { envelope as json } from '../../helpers/envelope';
import { startFakeMongo, type FakeMongo } from './helpers/fake-mongodb';
import { gallerySourceCalls } from './helpers/gallery-source-calls';
import { makeTestEnv, type TestEnv } from './helpers/test-env';

let mongo: FakeMongo;
let env: TestEnv;
const MUG_ID = new ObjectId();

beforeAll(async () => {
  mongo = await startFakeMongo('shop', 'S3cret-shop-pw');
  mongo.collections.set('shop.products', [
    { _id: MUG_ID, title: 'Blue mug', image: 'https://cdn.example/mug.jpg', link: 'https://shop.example/mug', added: new Date('2026-01-02T03:04:05Z'), tags: ['kitchen'] },
    { _id: new ObjectId(), title: 'Gift card', link: 'https://shop.example/card' },
    { _id: 'bowl', name: 'Tea bowl', image_url: 'https://cdn.example/bowl.png', price: 18 },
  ]);
  mongo.collections.set('shop.notes', [{ _id: 1, body: 'no pictures here' }]);
  mongo.collections.set('other.people', [{ _id: 1, photo: 'https://cdn.example/private.jpg' }]);
  // The server is on loopback, which only an allow-listed host:port may reach (as in production).
  env = await makeTestEnv('sqlite', { FETCH_ALLOW_HOSTS: mongo.hostPort });
});
afterAll(async () => {
  await env?.close();
  await mongo?.close();
});

async function gallery(connectionUrl = mongo.url(), dbName = 'shop'): Promise<string> {
  const w = await env.createWidget(env.ownerId, 'image_gallery', {});
  const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'mongodb', connectionUrl, dbName } });
  expect(r.status, await r.clone().text()).toBe(201);
  return w;
}
const { read, viewer, check } = gallerySourceCalls(() => env);

describe('a gallery fed by a MongoDB collection', () => {
  it("lists the database's collections, previews a picked one's pictures, and serves them to visitors once saved", async () => {
    const w = await gallery();
    expect((await json(await read(w))).data).toEqual({ from: 'mongodb', tables: [{ id: 'notes', name: 'notes' }, { id: 'products', name: 'products' }], images: [], imagesError: null });
    expect((await json(await read(w, 'products'))).data.images).toEqual([
      { id: MUG_ID.toHexString(), src: 'https://cdn.example/mug.jpg', alt: 'Blue mug', caption: 'Blue mug', link: 'https://shop.example/mug' },
      { id: 'bowl', src: 'https://cdn.example/bowl.png', alt: 'Tea bowl', caption: 'Tea bowl' },
    ]);
    expect((await viewer(w)).from).toBeUndefined();
    expect((await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: 'products' } } })).status).toBe(200);
    const got = await viewer(w);
    expect(got.from).toBe('mongodb');
    expect(got.images.map((i) => i.alt)).toEqual(['Blue mug', 'Tea bowl']);
    // The driver signed in with SCRAM-SHA-256 and asked for at most 100 documents of the picked collection.
    expect(mongo.commands.some((c) => c.saslStart && c.mechanism === 'SCRAM-SHA-256')).toBe(true);
    expect(mongo.commands.filter((c) => c.find).at(-1)).toMatchObject({ find: 'products', $db: 'shop', limit: 100 });
  });

  it('reads only a collection the database lists', async () => {
    const w = await gallery();
    const before = mongo.commands.length;
    for (const c of ['people', '../other.people', 'system.users']) expect((await json(await read(w, c))).data.images, c).toEqual([]);
    expect(mongo.commands.slice(before).filter((c) => c.find)).toEqual([]);
  });

  it('keeps the connection URL (and its password) write-only, and Check counts the collections', async () => {
    const w = await gallery();
    const listed = JSON.stringify((await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data);
    expect(listed).not.toContain('S3cret-shop-pw');
    const row = await env.deps.db.selectFrom('integrations').select(['values', 'secrets']).where('widget_id', '=', w).executeTakeFirstOrThrow();
    expect(row.values + row.secrets).not.toContain('S3cret-shop-pw');
    expect(await check(w)).toEqual({ connected: true, message: 'Connected: 2 collections to pick from in Content.' });
  });

  it("a password MongoDB refuses is shown to the owner in MongoDB's words, and visitors keep the owner's images", async () => {
    const w = await gallery(mongo.url('shop', 'wrong'));
    const r = await read(w);
    expect(r.status).toBe(502);
    expect((await json(r)).message).toBe('MongoDB refused: Authentication failed.');
    expect(await check(w)).toEqual({ connected: false, message: 'MongoDB refused: Authentication failed.' });
    await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: 'products' } } });
    expect((await viewer(w)).from).toBeUndefined();
  });

  it('refuses, when saving, private hosts and URL options that would read our files or send our credentials', async () => {
    const w = await env.createWidget(env.ownerId, 'image_gallery', {});
    const cases: [string, string][] = [
      ['mongodb://u:p@10.0.0.5:27017/shop', 'This host is a private or internal address and cannot be used.'],
      ['mongodb://u:p@db.example.com,127.0.0.1/shop', 'This host is a private or internal address and cannot be used.'],
      ['mongodb+srv://u:p@cluster.example.net/shop?tls=true&tlsCAFile=/etc/passwd', 'The MongoDB connection URL option tlsCAFile is not supported here.'],
      ['mongodb+srv://cluster.example.net/?authMechanism=MONGODB-AWS', 'Only user name and password (SCRAM) authentication is supported for MongoDB.'],
      ['mongodb://u:p@db.example.com/?authMechanism=MONGODB-OIDC&authMechanismProperties=ENVIRONMENT:azure', 'Only user name and password (SCRAM) authentication is supported for MongoDB.'],
      ['mongodb://u:p@db.example.com/?proxyHost=evil.example', 'The MongoDB connection URL option proxyHost is not supported here.'],
      ['mongodb://u:p@db.example.com/?%zz=1', 'The MongoDB connection URL option %zz is not supported here.'],
    ];
    for (const [connectionUrl, message] of cases) {
      const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'mongodb', connectionUrl, dbName: 'shop' } });
      expect(r.status, connectionUrl).toBe(400);
      expect((await json(r)).message, connectionUrl).toBe(message);
    }
    expect(await env.deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w).execute()).toEqual([]);
  });

  it('connects only through the vetting proxy: a private host, given or announced as the primary, is never reached', async () => {
    const strict = { ...env.deps, config: { ...env.deps.config, fetchAllowHosts: [] } };
    const before = mongo.commands.length;
    await expect(mongodbCollections(strict, { connectionUrl: mongo.url(), dbName: 'shop' }).tables()).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
      message: 'The MongoDB host is a private or internal address and cannot be used.',
    });
    expect(mongo.commands.length).toBe(before);
    // An allowed server that names another as its replica set's primary, at an address not allowed (a
    // second server on loopback): reads need the primary, and the driver is refused on the way there.
    const hidden = await startFakeMongo('shop', 'S3cret-shop-pw');
    mongo.primaryElsewhere = hidden.hostPort;
    try {
      const w = await gallery(`${mongo.url()}&replicaSet=rs0`);
      const r = await read(w);
      expect(r.status).toBe(400);
      expect((await json(r)).message).toBe('The MongoDB host is a private or internal address and cannot be used.');
      expect(hidden.commands).toEqual([]);
      expect(env.logs.some((l) => l.includes('database connection refused') && l.includes(`${hidden.hostPort}: BLOCKED_ADDRESS`))).toBe(true);
    } finally {
      mongo.primaryElsewhere = null;
      await hidden.close();
    }
  });
});
