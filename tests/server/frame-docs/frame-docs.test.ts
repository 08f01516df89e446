import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameDocRoutes } from '../../../server/frame-docs/routes';
import { frameCsp } from '../../../server/frame-docs/frame-csp';
import { FRAME_BOOT_ELEMENT_ID, type FrameBoot } from '../../../shared/url/frame-boot';
import { makeTestApp, type TestApp } from '../core/harness';
import { frameDocApp } from './frame-doc-app';

const manifest = {
  loaderRuntime: 'assets/loader-runtime-X.js',
  entries: { viewer: 'assets/viewer-AAA.js' },
  css: {},
  widgets: { image_gallery: 'assets/chunks/image-gallery-BBB.js' },
  imports: { viewer: ['assets/chunks/chunk-CCC.js'], 'widget:image_gallery': ['assets/chunks/chunk-CCC.js', 'assets/chunks/chunk-DDD.js'] },
  // The lazily imported bridge (issue 8): not in the entry's bytes, still fetched with it.
  lazy: { bridge: ['assets/chunks/bridge-EEE.js', 'assets/chunks/chunk-CCC.js'] },
};

function bootOf(html: string): FrameBoot {
  const m = new RegExp(`<script type="application/json" id="${FRAME_BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return JSON.parse(m![1]) as FrameBoot;
}

describe('frame documents (ARCHITECTURE §3.5)', () => {
  let t: TestApp;
  let app: Hono;
  let publicDir: string;
  let n = 0;
  const insert = async (over: Record<string, unknown> = {}) => {
    const owner = await t.owner();
    const id = `w${++n}abc`;
    await t.deps.db
      .insertInto('widgets')
      .values({
        id, owner_id: owner.id, type: 'image_gallery', name: 'Holiday <photos>', description: 'Our trip', project_id: null,
        gallery_id: `g${n}xyz`, preview_image: null, slug: null, privacy: 'public', status: 'published', model_version: 1,
        creation_source: 'website', platform: 'plugin', site_url: null, data: JSON.stringify({ title: '</script><script>alert(1)</script>' }),
        created_at: Date.now(), updated_at: Date.now(), ...over,
      } as never)
      .execute();
    return { id, galleryId: `g${n}xyz`, owner };
  };

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, app, publicDir, close } = await frameDocApp({ 'manifest.json': JSON.stringify(manifest) }));
  });
  afterAll(() => close?.());

  it('gzips the document for a browser that accepts it, with Vary, and sends it raw otherwise (the whole app)', async () => {
    const { id } = await insert();
    const gz = await t.request(`/viewer/${id}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await gz.arrayBuffer());
    const html = gunzipSync(body).toString();
    expect(bootOf(html).widgetId).toBe(id);
    expect(body.length).toBeLessThan(html.length / 2);
    const raw = await t.request(`/viewer/${id}`);
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe(html);
  });

  it('marks markup that follows the frame width as fluid: a gallery without its own tablet or mobile data', async () => {
    const fluid = async (over: Record<string, unknown>) => {
      const { id } = await insert(over);
      const root = /<div id="root" data-ssr="\w+"( data-ssr-fluid)?>/.exec(await (await app.request(`/viewer/${id}`)).text());
      expect(root).not.toBeNull();
      return root![1] === ' data-ssr-fluid';
    };
    expect(await fluid({ data: JSON.stringify({}) })).toBe(true);
    expect(await fluid({ data: JSON.stringify({ deviceRewrites: { desktop: { columns: 2 } } }) })).toBe(true);
    expect(await fluid({ data: JSON.stringify({ deviceRewrites: { mobile: { columns: 1 } } }) })).toBe(false);
    expect(await fluid({ data: JSON.stringify({ deviceRewrites: { tablet: { styles: { fontSize: 20 } } } }) })).toBe(false);
    expect(await fluid({ type: 'audio_player', data: JSON.stringify({}) })).toBe(false);
  });

  it("renders for the loader's device hint (mobile, tablet), else for desktop", async () => {
    const { id } = await insert({ data: JSON.stringify({ columns: 4 }) });
    const root = async (q: string) => /<div id="root" data-ssr="(\w+)"/.exec(await (await app.request(`/viewer/${id}${q}`)).text())?.[1];
    const cols = async (q: string) => /--ig-cols:\s*(\d)/.exec(await (await app.request(`/viewer/${id}${q}`)).text())?.[1];
    expect(await root('?device=mobile')).toBe('mobile');
    expect(await cols('?device=mobile')).toBe('2');
    expect(await root('?device=tablet')).toBe('tablet');
    expect(await cols('?device=tablet')).toBe('3');
    expect(await root('')).toBe('desktop');
    expect(await cols('')).toBe('4');
    expect(await root('?device=watch')).toBe('desktop');
  });

  it('serves /viewer/:id with noindex, the inlined widget, modulepreloads and the server-rendered widget', async () => {
    const { id } = await insert();
    const res = await app.request(`/viewer/${id}?origin=http%3A%2F%2F127.0.0.1%3A4001`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, indexifembedded">');
    // Server-rendered (issue 8): the widget's own markup paints before any script runs; owner text escaped.
    expect(html).toMatch(/<div id="root" data-ssr="desktop" data-ssr-fluid><div [^>]*><div [^>]*class="tw-root[^"]*tw-image_gallery/);
    expect(html).toContain('<h2>&lt;/script>&lt;script>alert(1)&lt;/script></h2>');
    expect(html.match(/<img /g)?.length).toBe(8);
    // The viewer's spinner and error view are styled by the document, before any script runs.
    expect(html).toMatch(/\.tv-spin\{[^}]+\}.*\.tv-error\{/s);
    expect(html).toContain('<script type="module" src="/assets/viewer-AAA.js"></script>');
    for (const f of ['assets/viewer-AAA.js', 'assets/chunks/chunk-CCC.js', 'assets/chunks/image-gallery-BBB.js', 'assets/chunks/chunk-DDD.js', 'assets/chunks/bridge-EEE.js']) {
      expect(html.split(`<link rel="modulepreload" href="/${f}">`).length - 1).toBe(1);
    }
    expect(html).toContain('<title>Holiday &lt;photos&gt;</title>');
    const boot = bootOf(html);
    expect(boot.widgetId).toBe(id);
    expect(boot.widget).toMatchObject({ guid: id, type: 'image_gallery', data: { title: '</script><script>alert(1)</script>' } });
    expect(boot.error).toBeNull();
    // Merged over the type defaults: the built-in images are there.
    expect((boot.widget!.data.images as unknown[]).length).toBe(8);
  });

  it('escapes < in the inlined JSON so owner data cannot close the script element', async () => {
    const { id } = await insert();
    const html = await (await app.request(`/viewer/${id}`)).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('allows any http(s) host page to frame a widget without an allow-list', async () => {
    const { id } = await insert();
    const csp = (await app.request(`/viewer/${id}`)).headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors http: https:');
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('takes frame-ancestors from data.allowedOrigins', async () => {
    const { id } = await insert({ data: JSON.stringify({ allowedOrigins: ['https://shop.example/', 'http://127.0.0.1:4001', 'javascript:alert(1)'] }) });
    const csp = (await app.request(`/viewer/${id}`)).headers.get('content-security-policy')!;
    expect(csp).toMatch(/frame-ancestors https:\/\/shop\.example http:\/\/127\.0\.0\.1:4001$/);
  });

  it('still renders a document for a missing widget, with the server message for the error view', async () => {
    const res = await app.request('/viewer/nope123');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Loading...');
    expect(html).toContain('<script type="module" src="/assets/viewer-AAA.js"></script>');
    expect(bootOf(html)).toMatchObject({ widgetId: null, widget: null, error: 'Plugin not found.' });
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors http: https:');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('does not show private or draft widgets to visitors', async () => {
    const priv = await insert({ privacy: 'private' });
    const draft = await insert({ status: 'draft' });
    expect(bootOf(await (await app.request(`/viewer/${priv.id}`)).text()).error).toBe('Plugin not found.');
    expect(bootOf(await (await app.request(`/viewer/${draft.id}`)).text()).error).toBe('This widget is not published.');
  });

  it('lets the owner preview a draft', async () => {
    const draft = await insert({ status: 'draft' });
    const res = await app.request(`/preview/${draft.id}`, { headers: { cookie: draft.owner.cookie } });
    expect(bootOf(await res.text()).widget?.guid).toBe(draft.id);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves /v/:platform/:id and /lp/:galleryId', async () => {
    const w = await insert();
    expect(bootOf(await (await app.request(`/v/shopify/${w.id}`)).text()).widgetId).toBe(w.id);
    const lp = await app.request(`/lp/${w.galleryId}`);
    expect(lp.status).toBe(200);
    expect(bootOf(await lp.text()).widgetId).toBe(w.id);
  });

  it('answers an unknown temporary slug with an error view document', async () => {
    const res = await app.request('/t/unknown-slug-123');
    expect(res.status).toBe(404);
    expect(bootOf(await res.text()).error).toBe('This link has expired.');
  });

  it('sets the lang attribute from the language selection', async () => {
    const { id } = await insert();
    expect(await (await app.request(`/viewer/${id}?lang=de`)).text()).toContain('<html lang="de-DE">');
    expect(await (await app.request(`/viewer/${id}`)).text()).toContain('<html lang="en">');
  });

  it('names the product hosts and the app url for the viewer', async () => {
    const { id } = await insert();
    const boot = bootOf(await (await app.request(`http://localhost:4555/viewer/${id}`)).text());
    expect(boot.appUrl).toBe('http://localhost:4555');
    expect(boot.productHosts).toContain('localhost');
  });

  it('still renders the document (without a script) before the first build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'tessera-empty-'));
    const bare = new Hono();
    bare.route('/', frameDocRoutes({ ...t.deps, config: { ...t.config, publicDir: empty } }));
    const { id } = await insert();
    const html = await (await bare.request(`/viewer/${id}`)).text();
    expect(html).toContain('Loading...');
    expect(html).not.toContain('<script type="module"');
    rmSync(empty, { recursive: true, force: true });
  });

  it('drops non-http(s) entries from the allow-list', () => {
    expect(frameCsp(['ftp://x.example', 42, 'https://ok.example'])).toMatch(/frame-ancestors https:\/\/ok\.example$/);
  });
});

describe('frame env inlined with the document', () => {
  let t: TestApp;
  let app: Hono;
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
    app = new Hono();
    app.route('/', frameDocRoutes(t.deps));
  });
  afterAll(() => t.close());

  it('carries identity, mode, popup params and language from the frame URL', async () => {
    const html = await (await app.request('http://localhost:4000/v/wix/abc?popup=lightbox&index=3&origin=https%3A%2F%2Fs.example&lang=fr&muteEvents=1')).text();
    expect(bootOf(html).env).toMatchObject({
      mode: 'viewer', platform: 'wix', widgetId: 'abc', popupId: 'lightbox', popupParams: { index: '3' }, language: 'fr-FR', muteEvents: true,
    });
    expect(html).toContain('<html lang="fr-FR">');
  });

  it('marks /lp pages as the gallery mode and /preview as preview', async () => {
    expect(bootOf(await (await app.request('http://localhost:4000/lp/g1')).text()).env).toMatchObject({ mode: 'gallery', galleryId: 'g1' });
    expect(bootOf(await (await app.request('http://localhost:4000/preview/x1')).text()).env).toMatchObject({ mode: 'preview', widgetId: 'x1' });
  });
});
