// Issue 8: a public widget's frame document is rendered once every few seconds per process
// (server/frame-docs/document-cache.ts) and then answered on the raw Node request
// (document-fast-path.ts). Both must be indistinguishable from the framework route: the same headers,
// bytes, gzip and 304; an edit or a new last height renders it again; anything else is the framework's.
import { get, type IncomingHttpHeaders } from 'node:http';
import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFastPath } from '../../../server/frame-docs/document-fast-path';
import { recordHeights } from '../../../server/events/widget-heights';
import { fastPathServer, headersOf, via, type FastPathServer } from '../core/fast-path-server';
import { BACKENDS, json, makeTestApp, publicFolder, type TestApp } from '../core/harness';

// Enough of a build for the route to render the widget on the server (and so to carry a known height).
const manifest = { loaderRuntime: 'assets/loader-runtime-X.js', entries: { viewer: 'assets/viewer-A.js' }, css: {}, widgets: { image_gallery: 'assets/chunks/gallery-B.js' }, imports: {}, lazy: {} };

describe.each(BACKENDS)('frame document fast path on %s', (backend) => {
  let t: TestApp;
  let server: FastPathServer;
  let url: string;
  let owner: { cookie: string };
  let widgetId: string;
  let publicDir: string;
  const origin = encodeURIComponent('https://host.test');
  beforeAll(async () => {
    publicDir = publicFolder({ 'manifest.json': JSON.stringify(manifest) });
    t = await makeTestApp(backend, { publicDir });
    owner = await t.owner();
    widgetId = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { name: 'Doc one' }))).data.guid;
    server = await fastPathServer(t, documentFastPath(t.deps));
    url = server.url;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  const doc = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${url}${path}`, { method, headers });
  const viewer = (id: string, headers: Record<string, string> = {}) => doc(`/viewer/${id}?origin=${origin}`, headers);
  const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  /** A GET with node:http: the bytes as sent (fetch would gunzip them) and any Host header. */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ path: string; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ path: String(res.headers['x-test-path']), headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it("answers a public widget's document from memory exactly as the framework route did, gzipped or raw, 200 and 304", async () => {
    const first = await viewer(widgetId, gzip);
    expect([first.status, via(first)]).toEqual([200, 'framework']);
    const second = await viewer(widgetId, gzip);
    expect([second.status, via(second)]).toEqual([200, 'fast']);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    expect(second.headers.get('content-security-policy')).toContain('frame-ancestors');
    // fetch undoes the gzip: the bytes are checked as sent below (rawGet).
    const html = await second.text();
    expect(await first.text()).toBe(html);
    expect(html).toContain('Doc one');
    const sent = await rawGet(`/viewer/${widgetId}?origin=${origin}`, gzip);
    expect([sent.path, sent.headers['content-encoding']]).toEqual(['fast', 'gzip']);
    expect(gunzipSync(sent.body).toString()).toBe(html);

    // A client that takes no gzip (node:http sends no Accept-Encoding) gets the same document raw, under its own tag.
    const raw = await rawGet(`/viewer/${widgetId}?origin=${origin}`, {});
    expect([raw.path, raw.headers['content-encoding']]).toEqual(['fast', undefined]);
    expect(raw.body.toString()).toBe(html);
    expect(raw.headers.etag).not.toBe(second.headers.get('etag'));

    const tag = second.headers.get('etag')!;
    const fast304 = await viewer(widgetId, { ...gzip, 'if-none-match': `W/${tag}, "other"` });
    expect([fast304.status, via(fast304)]).toEqual([304, 'fast']);
    expect(await fast304.text()).toBe('');
    // The framework's own 304 for the same request (app.request: no fast path in front).
    const framework304 = await t.request(`${url}/viewer/${widgetId}?origin=${origin}`, { headers: { ...gzip, 'if-none-match': `W/${tag}, "other"` } });
    expect(framework304.status).toBe(304);
    expect(headersOf(fast304)).toEqual(headersOf(framework304));
    // The raw variant's tag is not the gzipped one's.
    const other = await viewer(widgetId, { ...gzip, 'if-none-match': String(raw.headers.etag) });
    expect([other.status, via(other)]).toEqual([200, 'fast']);
  });

  it('an edit in this process drops the document: the next one is rendered again with the new data', async () => {
    await viewer(widgetId);
    expect(via(await viewer(widgetId))).toBe('fast');
    expect((await t.call(owner.cookie, 'PUT', `/api/v1/plugin/${widgetId}`, { name: 'Renamed doc' })).status).toBe(200);
    const after = await viewer(widgetId);
    expect(via(after)).toBe('framework');
    expect(await after.text()).toContain('Renamed doc');
    const again = await viewer(widgetId);
    expect(via(again)).toBe('fast');
    expect(await again.text()).toContain('Renamed doc');
  });

  it('a new last height renders the document again with it; the same height reported again keeps it', async () => {
    const id = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=image_gallery', { name: 'Sized' }))).data.guid;
    await recordHeights(t.deps, [{ widgetId: id, device: 'desktop', height: 500 }]);
    const first = await viewer(id);
    expect(via(first)).toBe('framework');
    expect(await first.text()).toContain('data-known-height="500"');
    await recordHeights(t.deps, [{ widgetId: id, device: 'desktop', height: 500 }]);
    expect(via(await viewer(id))).toBe('fast');
    // Another device class's height is not in this (desktop) document.
    await recordHeights(t.deps, [{ widgetId: id, device: 'mobile', height: 700 }]);
    expect(via(await viewer(id))).toBe('fast');
    await recordHeights(t.deps, [{ widgetId: id, device: 'desktop', height: 640 }]);
    const changed = await viewer(id);
    expect(via(changed)).toBe('framework');
    expect(await changed.text()).toContain('data-known-height="640"');
  });

  it('keeps each URL and host its own document: another host page origin or Host header is rendered for itself', async () => {
    await viewer(widgetId);
    expect(via(await viewer(widgetId))).toBe('fast');
    const otherOrigin = await doc(`/viewer/${widgetId}?origin=${encodeURIComponent('https://other.test')}`);
    expect(via(otherOrigin)).toBe('framework');
    // The Host header names the app's origin in the document (its appUrl).
    for (const path of ['framework', 'fast']) {
      const otherHost = await rawGet(`/viewer/${widgetId}?origin=${origin}`, { host: 'localhost' });
      expect(otherHost.path).toBe(path);
      expect(otherHost.body.toString()).toContain('"appUrl":"http://localhost"');
    }
  });

  it('never answers private widgets, missing ones, temporary links or HEAD from memory', async () => {
    const priv = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { privacy: 'private' }))).data.guid;
    for (let i = 0; i < 2; i++) {
      const r = await viewer(priv);
      expect([r.status, via(r), r.headers.get('cache-control')]).toEqual([404, 'framework', 'no-store']);
      expect(r.headers.get('etag')).toBeNull();
      const missing = await viewer('nope1234567');
      expect([missing.status, via(missing)]).toEqual([404, 'framework']);
      const link = await doc('/t/no-such-link');
      expect([link.status, via(link)]).toEqual([404, 'framework']);
    }
    await viewer(widgetId);
    const head = await doc(`/viewer/${widgetId}?origin=${origin}`, {}, 'HEAD');
    expect([head.status, via(head)]).toEqual([200, 'framework']);
  });
});
