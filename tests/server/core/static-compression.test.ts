// The build's precompressed siblings (shared/build/precompress.mjs) served by content negotiation
// (server/static/static-file.ts, pick-encoding.ts).
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../shared/build/precompress.mjs';
import { pickEncoding } from '../../../server/static/pick-encoding';
import { makeTestApp, publicFolder, type TestApp } from './harness';

const ROOT = join(import.meta.dirname, '../../..');
const LOADER = `/* loader */\n${Array.from({ length: 200 }, (_, i) => `var widget${i} = document.querySelector('[data-tessera-widget="${i}"]');`).join('\n')}`;

describe('precompressed static files', () => {
  let t: TestApp;
  let pub: string;
  beforeAll(async () => {
    pub = publicFolder({
      'loader.js': LOADER,
      'assets/tiny-ABC.js': 'export{}',
      // Incompressible: a sibling would be larger than the file.
      'assets/noise-ABC.js': randomBytes(4096),
      'static/stale.css': `body{color:red}\n${'.a{margin:0}\n'.repeat(200)}`,
    });
    await precompress(pub);
    // A file rebuilt after its siblings were written: they hold old bytes and must not be sent.
    writeFileSync(join(pub, 'static', 'stale.css'), `body{color:blue}\n${'.a{margin:0}\n'.repeat(200)}`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(pub, 'static', 'stale.css'), later, later);
    t = await makeTestApp('sqlite', { publicDir: pub });
  });
  afterAll(async () => {
    await t.close();
    rmSync(pub, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    t.request(path, { headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra } });

  it('sends brotli to a browser that accepts it, the same bytes once decoded, with Vary', async () => {
    const res = await get('/loader.js', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(LOADER.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(LOADER);
  });

  it('sends gzip when brotli is not accepted, and the raw file when nothing is', async () => {
    const gz = await get('/loader.js', 'gzip;q=1, br;q=0');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(LOADER);
    for (const ae of [undefined, 'identity', '*;q=0', 'deflate']) {
      const raw = await get('/loader.js', ae);
      expect(raw.headers.get('content-encoding'), String(ae)).toBeNull();
      expect(raw.headers.get('vary'), String(ae)).toBe('Accept-Encoding');
      expect(await raw.text(), String(ae)).toBe(LOADER);
    }
  });

  it('gives each encoding its own ETag, each revalidating to 304 only for itself', async () => {
    const br = await get('/loader.js', 'br');
    const raw = await get('/loader.js', '');
    const brTag = br.headers.get('etag')!;
    const rawTag = raw.headers.get('etag')!;
    expect(brTag).not.toBe(rawTag);
    expect((await get('/loader.js', 'br', { 'if-none-match': brTag })).status).toBe(304);
    const notModified = await get('/loader.js', 'br', { 'if-none-match': brTag });
    expect(notModified.headers.get('content-encoding')).toBe('br');
    expect((await get('/loader.js', '', { 'if-none-match': rawTag })).status).toBe(304);
    // A cache that stored the raw bytes asks again with brotli allowed: it gets the brotli body.
    const switched = await get('/loader.js', 'br', { 'if-none-match': rawTag });
    expect(switched.status).toBe(200);
    expect(brotliDecompressSync(Buffer.from(await switched.arrayBuffer())).toString()).toBe(LOADER);
  });

  it('answers HEAD with the chosen encoding and its length, and no body', async () => {
    const res = await t.request('/loader.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(readFileSync(join(pub, 'loader.js.br')).length);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends small, incompressible and stale-sibling files as they are', async () => {
    expect(existsSync(join(pub, 'assets', 'tiny-ABC.js.br'))).toBe(false);
    expect(existsSync(join(pub, 'assets', 'noise-ABC.js.gz'))).toBe(false);
    for (const path of ['/assets/tiny-ABC.js', '/assets/noise-ABC.js']) {
      const res = await get(path, 'br, gzip');
      expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(res.headers.get('vary'), path).toBeNull();
    }
    const stale = await get('/static/stale.css', 'br, gzip');
    expect(stale.headers.get('content-encoding')).toBeNull();
    expect(await stale.text()).toContain('color:blue');
  });

  it('ships the real build with its siblings: loader.js in brotli decodes to loader.js', () => {
    const loader = join(ROOT, 'dist/public/loader.js');
    expect(existsSync(`${loader}.br`), 'node build.mjs has run').toBe(true);
    expect(brotliDecompressSync(readFileSync(`${loader}.br`)).equals(readFileSync(loader))).toBe(true);
    expect(gunzipSync(readFileSync(`${loader}.gz`)).equals(readFileSync(loader))).toBe(true);
  });
});

describe('pickEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    [undefined, [...both], null],
    ['', [...both], null],
    ['gzip, deflate, br, zstd', [...both], 'br'],
    ['gzip, deflate, br, zstd', ['gzip'], 'gzip'],
    ['gzip', [...both], 'gzip'],
    ['x-gzip', [...both], 'gzip'],
    ['BR', [...both], 'br'],
    ['br;q=0, gzip;q=0.5', [...both], 'gzip'],
    ['*', [...both], 'br'],
    ['*;q=0', [...both], null],
    ['*, br;q=0', [...both], 'gzip'],
    ['br;q=abc', [...both], null],
    ['deflate, identity', [...both], null],
    ['br', [], null],
  ] as const)('%j of %j → %j', (header, available, expected) => {
    expect(pickEncoding(header, [...available])).toBe(expected);
  });
});
