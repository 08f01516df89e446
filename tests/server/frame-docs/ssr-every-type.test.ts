// Every widget type that sits in the host page's flow is server-rendered in its viewer document with its
// default data (issue 8: first paint without waiting for JavaScript), a form's rich text included: in
// Node, DOMPurify needs a window, and without one every form fell back to "Loading..." and a client
// render. The owner's rich text is sanitised on the server as in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '../../../shared/widget-types';
import { loadWidgetModule } from '../../../frame/widgets/registry';
import { frameDocApp, type FrameDocApp } from './frame-doc-app';

const manifest = {
  loaderRuntime: 'assets/loader-runtime-X.js',
  entries: { viewer: 'assets/viewer-AAA.js' },
  css: {},
  widgets: Object.fromEntries(WIDGET_TYPES.map((t) => [t, `assets/chunks/${t}-BBB.js`])),
  imports: { viewer: [] },
  lazy: {},
};

let d: FrameDocApp;
let n = 0;
beforeAll(async () => {
  d = await frameDocApp({ 'manifest.json': JSON.stringify(manifest) });
});
afterAll(() => d?.close());

// One owner for every widget: a sign-up each went past the sign-up rate limit (20 per address) at the
// 20th type.
let owner: Awaited<ReturnType<FrameDocApp['t']['owner']>> | undefined;

async function viewerHtml(type: string, data: Record<string, unknown> = {}): Promise<string> {
  owner ??= await d.t.owner();
  const id = `s${++n}abc`;
  await d.t.deps.db
    .insertInto('widgets')
    .values({
      id, owner_id: owner.id, type, name: 'W', description: '', project_id: null, gallery_id: `g${n}ssr`, preview_image: null, slug: null,
      privacy: 'public', status: 'published', model_version: 1, creation_source: 'website', platform: 'plugin', site_url: null,
      data: JSON.stringify(data), created_at: Date.now(), updated_at: Date.now(),
    } as never)
    .execute();
  return (await d.app.request(`/viewer/${id}`)).text();
}

describe('server rendering of each widget type', () => {
  for (const type of WIDGET_TYPES) {
    it(`${type}: server-rendered with its default data unless it is placed over the page`, async () => {
      const html = await viewerHtml(type);
      // Over-the-canvas types (a popup, a bar, the floating chat) are placed by the loader once they report.
      if ((await loadWidgetModule(type)).global) expect(html).toContain('Loading...');
      else expect(html).toMatch(/<div id="root" data-ssr="desktop"/);
    });
  }

  it("sanitises a form's rich text on the server as the browser does: no script, no handler, only safe links", async () => {
    const html = await viewerHtml('form', {
      description: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">bad</a> <a href="https://shop.example/faq">FAQ</a><img src=x onerror=alert(3)></p>',
    });
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('</div>\n<script>'));
    expect(root).toContain('Hi ');
    expect(root).toContain('<a href="https://shop.example/faq" target="_blank" rel="noopener noreferrer">FAQ</a>');
    expect(root).toContain('<a>bad</a>');
    for (const gone of ['<script>alert(1)', 'onclick', 'onerror', 'javascript:']) expect(root).not.toContain(gone);
  });
});
