import { rmSync } from 'node:fs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '../../../shared/widget-types';
import { securityHeaders } from '../../../server/http/security-headers';
import { json, makeTestApp, publicFolder, type TestApp } from './harness';

describe('static files, apps list, health', () => {
  let t: TestApp;
  let pub: string;
  beforeAll(async () => {
    pub = publicFolder({
      'loader.js': 'console.log("loader")',
      'assets/viewer-ABC123.js': 'export{}',
      'fonts/poppins.woff2': 'font',
      'static/a.svg': '<svg/>',
      'secret.txt': 'do not serve',
    });
    t = await makeTestApp('sqlite', { publicDir: pub });
  });
  afterAll(async () => {
    await t.close();
    rmSync(pub, { recursive: true, force: true });
  });

  it('serves loader.js with a short cache, an ETag and 304 on If-None-Match', async () => {
    const res = await t.request('/loader.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=300/);
    expect(res.headers.get('cache-control')).not.toContain('immutable');
    const etag = res.headers.get('etag')!;
    expect(await res.text()).toContain('loader');
    const again = await t.request('/loader.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves hashed assets immutable, fonts and static with a day cache, CORS-open', async () => {
    const a = await t.request('/assets/viewer-ABC123.js');
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(a.headers.get('access-control-allow-origin')).toBe('*');
    const f = await t.request('/fonts/poppins.woff2');
    expect(f.headers.get('content-type')).toBe('font/woff2');
    expect((await t.request('/static/a.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('never serves outside the mounted folders', async () => {
    for (const p of ['/assets/../secret.txt', '/assets/%2e%2e/secret.txt', '/assets/..%2fsecret.txt', '/static/%2e%2e%2fsecret.txt', '/assets/missing.js']) {
      const res = await t.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('do not serve');
    }
  });

  it('lists every widget type as an app entry with icon, name, serviceName, slug, type', async () => {
    const res = await t.request('/nindo/api/apps', { headers: { origin: 'https://x.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await json(res);
    expect(body.success).toBe(true);
    expect(body.data.docs.map((d: any) => d.type)).toEqual([...WIDGET_TYPES]);
    const gallery = body.data.docs.find((d: any) => d.type === 'image_gallery');
    expect(gallery).toMatchObject({ name: 'Image Gallery', serviceName: 'image_gallery', slug: 'image-gallery' });
    expect(gallery.icon).toMatch(/^data:image\/svg\+xml/);
  });

  it('healthz answers 200 while the database answers, 503 after it is gone', async () => {
    const ok = await t.request('/healthz');
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.status).toBe('ok');
    const t2 = await makeTestApp('sqlite');
    await t2.deps.db.destroy();
    expect((await t2.request('/healthz')).status).toBe(503);
  });
});

describe('security headers', () => {
  const app = new Hono();
  for (const m of securityHeaders()) app.use('*', m);
  app.get('/page', (c) => c.html('<p>builder</p>'));
  app.get('/framed', (c) => {
    c.header('Content-Security-Policy', "frame-ancestors https://host.test");
    return c.html('<p>viewer</p>');
  });
  app.get('/json', (c) => c.json({}));

  it('makes HTML unframeable by default', async () => {
    const res = await app.request('/page');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });
  it('keeps a route\'s own frame-ancestors (viewer documents)', async () => {
    const res = await app.request('/framed');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBe('frame-ancestors https://host.test');
  });
  it('sends nosniff on JSON', async () => {
    expect((await app.request('/json')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});
