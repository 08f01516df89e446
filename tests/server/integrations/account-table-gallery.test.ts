// A gallery fed by an Airtable account (a personal access token, as SPEC §3 allows) shows the pictures of
// the table its owner picks (data.sourceTable), read through a local fake of the Airtable Web API: each
// record's first picture attachment (its large thumbnail), its name and its web link; none before a pick.
// A Notion account (signed in through a local OAuth provider) the same with a database of its, read
// through a local fake of the Notion API, and a OneDrive account with a folder, through a local fake of
// Microsoft Graph's drive API, and a Webflow account with a CMS collection, through a local fake of the
// Webflow Data API v2. The builder's read of a gallery's source (…/integrations/gallery-source) is the
// viewer's, for a CSV too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope as json } from '../../helpers/envelope';
import { startFakeProvider, type FakeProvider } from '../oauth/fake-provider';
import { runFlow, sessionCookie } from '../oauth/oauth-helpers';
import { AIRTABLE_TOKEN, BASE, TABLE, startFakeAirtable } from './helpers/fake-airtable';
import { NOTION_DB, startFakeNotion } from './helpers/fake-notion';
import { startFakeServer, type FakeServer } from './helpers/fake-server';
import { gallerySourceCalls } from './helpers/gallery-source-calls';
import { makeTestEnv, type TestEnv } from './helpers/test-env';

let env: TestEnv;
let airtable: FakeServer;
let csv: FakeServer;
let notion: FakeServer;
let provider: FakeProvider;
let graph: FakeServer;
let webflow: FakeServer;
const WF_SITE = '5f0c8c9e1c9d440000e8d8c3';
const WF_COLLECTION = '5f0c8c9e1c9d440000e8d8d1';

beforeAll(async () => {
  airtable = await startFakeAirtable();
  csv = await startFakeServer((req, res) => void res.writeHead(200, { 'content-type': 'text/csv' }).end(`Name,Image\nPear,${csv.url}/pear.png\n`));
  notion = await startFakeNotion();
  provider = await startFakeProvider({ 'notion-client': 'notion-secret', 'ms-client': 'ms-secret', 'wf-client': 'wf-secret' });
  // Microsoft Graph's drive API: the drive's top folders and files, and a folder's children with thumbnails.
  graph = await startFakeServer((req, res) => {
    const send = (status: number, b: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    if (!/^Bearer at-\d+-/.test(req.headers.authorization ?? '')) return send(401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } });
    const u = new URL(req.url ?? '/', 'http://x');
    const picture = (id: string, name: string, mimeType: string) => ({ id, name, file: { mimeType }, thumbnails: [{ id: '0', large: { url: `${graph.url}/thumbs/${id}.jpg`, width: 800, height: 600 } }], '@microsoft.graph.downloadUrl': `${graph.url}/download/${id}` });
    if (u.pathname === '/v1.0/me/drive/root/children' && u.searchParams.get('$select')) {
      return send(200, { value: [{ id: '01SHOOTS!12', name: 'Shoots', folder: { childCount: 3 } }, { id: '01CV!7', name: 'cv.docx', file: { mimeType: 'application/msword' } }] });
    }
    if (u.pathname === '/v1.0/me/drive/items/01SHOOTS!12/children') {
      return send(200, { value: [picture('01A!1', 'Wedding.jpg', 'image/jpeg'), picture('01B!2', 'notes.txt', 'text/plain'), { id: '01C!3', name: 'Raw', folder: { childCount: 9 } }, picture('01D!4', 'Portrait.final.png', 'image/png')] });
    }
    if (u.pathname === '/v1.0/me/drive/root/children') return send(200, { value: [picture('01E!5', 'Logo.png', 'image/png')] });
    send(404, { error: { code: 'itemNotFound', message: 'The resource could not be found.' } });
  });
  // Webflow's Data API v2: the sites the token may read, a site's collections, a collection's live items.
  webflow = await startFakeServer((req, res) => {
    const send = (status: number, b: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    if (!/^Bearer at-\d+-/.test(req.headers.authorization ?? '')) return send(401, { code: 'not_authorized', message: 'Request not authorized' });
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/v2/sites') return send(200, { sites: [{ id: WF_SITE, workspaceId: 'w1', displayName: 'Studio', shortName: 'studio' }] });
    if (u.pathname === `/v2/sites/${WF_SITE}/collections`) return send(200, { collections: [{ id: WF_COLLECTION, displayName: 'Projects', singularName: 'Project', slug: 'projects' }] });
    if (u.pathname === `/v2/collections/${WF_COLLECTION}/items/live` && u.searchParams.get('limit') === '100') {
      const item = (id: string, fieldData: Record<string, unknown>) => ({ id, cmsLocaleId: 'l1', isArchived: false, isDraft: false, fieldData });
      return send(200, {
        items: [
          item('wf-1', { name: 'Lake house', slug: 'lake-house', 'main-image': { fileId: 'f1', url: `${webflow.url}/img/lake.jpg`, alt: null }, website: 'https://studio.example/lake' }),
          item('wf-2', { name: 'Loft', slug: 'loft', gallery: [{ fileId: 'f2', url: `${webflow.url}/img/loft.jpg`, alt: 'Loft' }] }),
          item('wf-3', { name: 'Brief', slug: 'brief' }),
        ],
        pagination: { limit: 100, offset: 0, total: 3 },
      });
    }
    send(404, { code: 'resource_not_found', message: 'Requested resource not found' });
  });
  env = await makeTestEnv('sqlite', {
    OAUTH_AIRTABLE_API_BASE_URL: airtable.url,
    FETCH_ALLOW_HOSTS: csv.hostPort,
    OAUTH_NOTION_BASE_URL: provider.url, OAUTH_NOTION_CLIENT_ID: 'notion-client', OAUTH_NOTION_CLIENT_SECRET: 'notion-secret',
    OAUTH_NOTION_API_BASE_URL: notion.url,
    OAUTH_ONE_DRIVE_BASE_URL: provider.url, OAUTH_ONE_DRIVE_CLIENT_ID: 'ms-client', OAUTH_ONE_DRIVE_CLIENT_SECRET: 'ms-secret',
    OAUTH_ONE_DRIVE_API_BASE_URL: graph.url,
    OAUTH_WEBFLOW_COLLECTION_BASE_URL: provider.url, OAUTH_WEBFLOW_COLLECTION_CLIENT_ID: 'wf-client', OAUTH_WEBFLOW_COLLECTION_CLIENT_SECRET: 'wf-secret',
    OAUTH_WEBFLOW_COLLECTION_API_BASE_URL: webflow.url,
  });
});
afterAll(async () => {
  await env?.close();
  await Promise.all([airtable?.close(), csv?.close(), notion?.close(), provider?.close(), graph?.close(), webflow?.close()]);
});

async function gallery(source: Record<string, unknown>): Promise<string> {
  const w = await env.createWidget(env.ownerId, 'image_gallery', {});
  const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: source });
  expect(r.status, await r.clone().text()).toBe(201);
  return w;
}
const calls = gallerySourceCalls(() => env);
const read = async (w: string, table?: string) => json(await calls.read(w, table));
const viewerImages = calls.viewer;

describe('a gallery fed by an Airtable table', () => {
  it("lists the account's tables for the builder and previews the picked one's pictures before it is saved", async () => {
    const w = await gallery({ type: 'airtable', personalToken: AIRTABLE_TOKEN });
    const before = await read(w);
    expect(before.data).toEqual({ from: 'airtable', tables: [{ id: `${BASE}/${TABLE}`, name: 'Shop › Products' }, { id: `${BASE}/tblEmpty000000001`, name: 'Shop › Notes' }], images: [], imagesError: null });
    const picked = await read(w, `${BASE}/${TABLE}`);
    expect(picked.data.images).toEqual([
      { id: 'recMug', src: `${airtable.url}/img/mug.svg`, alt: 'Blue mug', caption: 'Blue mug', link: 'https://shop.example/mug' },
      { id: 'recBowl', src: `${airtable.url}/img/bowl.svg`, alt: 'Tea bowl', caption: 'Tea bowl' },
    ]);
    expect(airtable.requests.every((r) => r.url.startsWith('/img/') || r.headers.authorization === `Bearer ${AIRTABLE_TOKEN}`)).toBe(true);
    // The builder's Check counts the tables to pick from.
    expect(await calls.check(w)).toEqual({ connected: true, message: 'Connected: 2 tables to pick from in Content.' });
  });

  it("serves visitors the owner's images until a table is picked, then the table's pictures", async () => {
    const w = await gallery({ type: 'airtable', personalToken: AIRTABLE_TOKEN });
    const own = await viewerImages(w);
    expect(own.from).toBeUndefined();
    expect(own.images[0]!.id).toBe('demo-1');
    const put = await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: `${BASE}/${TABLE}` } } });
    expect(put.status).toBe(200);
    const got = await viewerImages(w);
    expect(got.from).toBe('airtable');
    expect(got.images.map((i) => [i.alt, i.src])).toEqual([['Blue mug', `${airtable.url}/img/mug.svg`], ['Tea bowl', `${airtable.url}/img/bowl.svg`]]);
  });

  it("a table without pictures, or a table that is not an Airtable id, leaves the owner's images and asks nothing", async () => {
    const w = await gallery({ type: 'airtable', personalToken: AIRTABLE_TOKEN });
    expect((await read(w, `${BASE}/tblEmpty000000001`)).data.images).toEqual([]);
    const asked = airtable.requests.length;
    expect((await read(w, `${BASE}/../../v0/meta/bases`)).data.images).toEqual([]);
    expect(airtable.requests.slice(asked).map((r) => r.url)).toEqual(['/v0/meta/bases', `/v0/meta/bases/${BASE}/tables`]);
  });

  it('a token Airtable refuses is shown to the owner in its words, and visitors get the owner’s images', async () => {
    const w = await gallery({ type: 'airtable', personalToken: 'patWRONG' });
    const r = await env.call('GET', `/api/v1/plugin/${w}/integrations/gallery-source`);
    expect(r.status).toBe(502);
    expect((await json(r)).message).toBe('Airtable answered 401: Authentication required');
    expect(await calls.check(w)).toEqual({ connected: false, message: 'Airtable answered 401: Authentication required' });
    await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: `${BASE}/${TABLE}` } } });
    expect((await viewerImages(w)).from).toBeUndefined();
  });

  it('refuses a table name longer than any Airtable id pair', async () => {
    const w = await env.createWidget(env.ownerId, 'image_gallery', {});
    expect((await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: 'x'.repeat(101) } } })).status).toBe(400);
  });
});

describe('a gallery fed by a Notion database', () => {
  it("lists the databases shared with the integration and shows the picked one's pictures: a Files image, else the cover", async () => {
    const w = await env.createWidget(env.ownerId, 'image_gallery', {});
    const run = await runFlow(env, 'notion', w, await sessionCookie(env, env.ownerId));
    expect(run.callback.status).toBe(200);
    const before = await read(w);
    expect(before.data).toEqual({ from: 'notion', tables: [{ id: NOTION_DB, name: 'Portfolio' }], images: [], imagesError: null });
    expect(JSON.parse(notion.requests.at(-1)!.body)).toEqual({ filter: { property: 'object', value: 'database' }, page_size: 100 });

    await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: NOTION_DB } } });
    const got = await viewerImages(w);
    expect(got.from).toBe('notion');
    expect(got.images).toEqual([
      { id: 'p-harbour', src: `${notion.url}/files/secure/harbour?X-Amz-Expires=3600`, alt: 'Harbour at dawn', caption: 'Harbour at dawn', link: 'https://studio.example/harbour' },
      { id: 'p-market', src: `${notion.url}/img/market.png`, alt: 'Market day', caption: 'Market day' },
    ]);
    const query = notion.requests.at(-1)!;
    expect([query.method, query.url, query.headers['notion-version'], JSON.parse(query.body)]).toEqual(['POST', `/v1/databases/${NOTION_DB}/query`, '2022-06-28', { page_size: 100 }]);
    // Not a Notion id: nothing is asked.
    const asked = notion.requests.length;
    expect((await read(w, '../search')).data.images).toEqual([]);
    expect(notion.requests.slice(asked).map((r) => r.url)).toEqual(['/v1/search']);
  });
});

describe('a gallery fed by a OneDrive folder', () => {
  it("lists the drive's top and its folders, and shows a folder's pictures by their thumbnails", async () => {
    const w = await env.createWidget(env.ownerId, 'image_gallery', {});
    expect((await runFlow(env, 'one-drive', w, await sessionCookie(env, env.ownerId))).callback.status).toBe(200);
    expect((await read(w)).data.tables).toEqual([{ id: 'root', name: 'The top of your OneDrive' }, { id: '01SHOOTS!12', name: 'Shoots' }]);
    expect((await read(w, '01SHOOTS!12')).data.images).toEqual([
      { id: '01A!1', src: `${graph.url}/thumbs/01A!1.jpg`, alt: 'Wedding', caption: 'Wedding' },
      { id: '01D!4', src: `${graph.url}/thumbs/01D!4.jpg`, alt: 'Portrait.final', caption: 'Portrait.final' },
    ]);
    expect(graph.requests.at(-1)!.url).toBe(`/v1.0/me/drive/items/${encodeURIComponent('01SHOOTS!12')}/children?$expand=thumbnails&$top=200`);
    expect((await read(w, 'root')).data.images.map((i: { alt: string }) => i.alt)).toEqual(['Logo']);
    const asked = graph.requests.length;
    expect((await read(w, '../../me')).data.images).toEqual([]);
    expect(graph.requests.length - asked).toBe(1); // the folder list only
  });
});

describe('a gallery fed by a Webflow collection', () => {
  it("lists the sites' CMS collections and shows a picked one's published items: an Image field, or a Multi-image's first", async () => {
    const w = await env.createWidget(env.ownerId, 'image_gallery', {});
    expect((await runFlow(env, 'webflow-collection', w, await sessionCookie(env, env.ownerId))).callback.status).toBe(200);
    expect((await read(w)).data.tables).toEqual([{ id: `${WF_SITE}/${WF_COLLECTION}`, name: 'Studio › Projects' }]);
    await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { sourceTable: `${WF_SITE}/${WF_COLLECTION}` } } });
    const got = await viewerImages(w);
    expect(got.from).toBe('webflow-collection');
    expect(got.images).toEqual([
      { id: 'wf-1', src: `${webflow.url}/img/lake.jpg`, alt: 'Lake house', caption: 'Lake house', link: 'https://studio.example/lake' },
      { id: 'wf-2', src: `${webflow.url}/img/loft.jpg`, alt: 'Loft', caption: 'Loft' },
    ]);
    expect(await calls.check(w)).toEqual({ connected: true, message: 'Connected: 1 collection to pick from in Content.' });
    // Not a pair of Webflow ids: nothing is asked beyond the listing.
    const asked = webflow.requests.length;
    expect((await read(w, `${WF_SITE}/../../v2/sites`)).data.images).toEqual([]);
    expect(webflow.requests.slice(asked).map((r) => r.url)).toEqual(['/v2/sites', `/v2/sites/${WF_SITE}/collections`]);
  });
});

describe("the builder's read of a gallery source", () => {
  it('gives a CSV source and its pictures, no tables; and nothing for a gallery without a source', async () => {
    const w = await gallery({ type: 'csv', url: `${csv.url}/products.csv` });
    const r = await read(w);
    expect(r.data).toMatchObject({ from: 'csv', tables: [], imagesError: null });
    expect(r.data.images.map((i: { alt: string }) => i.alt)).toEqual(['Pear']);
    const bare = await env.createWidget(env.ownerId, 'image_gallery', {});
    expect((await read(bare)).data).toEqual({ from: null, tables: [], images: [], imagesError: null });
    expect((await env.call('GET', `/api/v1/plugin/${bare}/integrations/gallery-source`, { key: env.otherKey })).status).toBe(404);
  });
});
