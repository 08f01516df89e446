// Issue 8: the server-rendered frame document carries the widget font's rules inline, so no stylesheet
// link in the body holds the first paint; the markup links no stylesheet for that font. Without server
// rendering (or before the fonts are built) the widget links the stylesheet itself, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontCss } from '../../../server/frame-docs/font-css';
import { frameDocApp, type FrameDocApp } from './frame-doc-app';

const manifest = {
  entries: { viewer: 'assets/viewer-AAA.js' },
  css: {},
  widgets: { image_gallery: 'assets/chunks/image-gallery-BBB.js' },
  imports: {},
};

const rules = (family: string, file: string) =>
  `@font-face {\n  font-family: '${family}';\n  font-display: swap;\n  src: url(./files/${file}.woff2) format('woff2'), url('./files/${file}.woff') format('woff');\n}\n`;

describe('frame document: the widget font inline', () => {
  let f: FrameDocApp;
  let n = 0;
  const insert = async (data: Record<string, unknown>, fonts: unknown[] = []) => {
    const owner = await f.t.owner();
    const id = `f${++n}abc`;
    await f.t.deps.db
      .insertInto('widgets')
      .values({
        id, owner_id: owner.id, type: 'image_gallery', name: 'G', description: '', project_id: null, gallery_id: `fg${n}`,
        preview_image: null, slug: null, privacy: 'public', status: 'published', model_version: 1, creation_source: 'website',
        platform: 'plugin', site_url: null, data: JSON.stringify(data), fonts: JSON.stringify(fonts), created_at: Date.now(), updated_at: Date.now(),
      } as never)
      .execute();
    return id;
  };
  const page = async (id: string, q = '') => (await f.app.request(`/viewer/${id}${q}`)).text();
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const body = (html: string) => html.slice(html.indexOf('<body>'));

  beforeAll(async () => {
    f = await frameDocApp({
      'manifest.json': JSON.stringify(manifest),
      'fonts/poppins.css': rules('Poppins', 'poppins-latin-400-normal'),
      'fonts/lato.css': rules('Lato', 'lato-latin-400-normal') + '/* </style><script>x</script> */',
    });
  });
  afterAll(() => f?.close());

  it('puts the default font in the head with app-absolute URLs, and links no font stylesheet', async () => {
    const html = await page(await insert({ title: 'x' }));
    expect(html).toContain('data-ssr="desktop"');
    expect(head(html)).toContain(`<style data-font="poppins">@font-face {`);
    expect(head(html)).toContain("src: url(/fonts/files/poppins-latin-400-normal.woff2) format('woff2'), url('/fonts/files/poppins-latin-400-normal.woff')");
    expect(html).not.toContain('/fonts/poppins.css');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // The viewer learns it from the boot data, and hydrates without the link too.
    expect(html).toContain('"inlinedFontId":"poppins"');
  });

  it("inlines the widget's own font, and nothing can close the style element early", async () => {
    const html = await page(await insert({ title: 'x', fontId: 'lato' }));
    expect(head(html)).toContain('<style data-font="lato">');
    expect(html).not.toContain('poppins');
    expect(html).not.toContain('</style><script>x');
    expect(fontCss(f.publicDir, 'lato')).toContain('\\3c /style>');
  });

  it("declares the owner's own font in the widget's markup, raw CSS a browser reads at first paint", async () => {
    const brand = { guid: 'brand1', name: 'Brand "Sans"', url: 'https://cdn.example/brand font.woff2' };
    const html = await page(await insert({ title: 'x', fontId: 'brand1', customCSS: '.tw-gallery > figure { outline: 1px solid red }' }, [brand]));
    expect(html).toContain('data-ssr="desktop"');
    // No catalogue font goes with it, neither inline nor linked.
    expect(html).not.toContain('data-font');
    expect(html).not.toContain('/fonts/');
    expect(html).not.toContain('inlinedFontId');
    // In a <style>, entities stay as written: the rule must arrive as CSS, not as &quot; and &gt;.
    const style = /<style>([^<]*)<\/style>/.exec(body(html))?.[1] ?? '';
    expect(style).toContain(`@font-face{font-family:'tw-font-brand1';src:url("https://cdn.example/brand%20font.woff2");font-display:swap}`);
    expect(style).toMatch(/> figure\s*\{/);
    expect(style).not.toMatch(/&quot;|&gt;/);
    expect(body(html)).toContain("--t-font:'tw-font-brand1', system-ui, sans-serif");
    // The owner's name for the font (quotes and all) is no part of the CSS.
    expect(style).not.toContain('Brand');
  });

  it('falls back to the default font when fontId names an own font the widget no longer holds', async () => {
    const html = await page(await insert({ title: 'x', fontId: 'gone1' }, [{ guid: 'other', name: 'O', url: 'https://cdn.example/o.woff2' }]));
    expect(head(html)).toContain('<style data-font="poppins">');
    expect(html).not.toContain('tw-font-');
  });

  it('inlines nothing when the widget is not server-rendered (the frame links the font itself)', async () => {
    const html = await page(await insert({ title: 'x' }), '?aisid=abc');
    expect(html).not.toContain('data-ssr');
    expect(html).not.toContain('data-font');
    expect(html).not.toContain('inlinedFontId');
  });

  it('inlines nothing for a font that was not built, and the markup links it instead', async () => {
    const html = await page(await insert({ title: 'x', fontId: 'roboto' }));
    expect(html).not.toContain('data-font');
    expect(body(html)).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/fonts\/roboto\.css"/);
  });
});
