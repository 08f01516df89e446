// Issue 8: a server-rendered frame document ends with the inline script that posts its first height to
// the loader (shared/bridge/early-size.ts), and starts with one posting the height the server learned
// when it has one; the CSP allows exactly those scripts by hash and no other inline script.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { frameCsp } from '../../../server/frame-docs/frame-csp';
import { frameDocument, type FrameDocumentInput } from '../../../server/frame-docs/frame-document';
import { EARLY_SIZE_SCRIPT, KNOWN_HEIGHT_SCRIPT } from '../../../server/frame-docs/early-size-script';

const input = (ssr: FrameDocumentInput['ssr'], knownHeight?: number): FrameDocumentInput => ({
  knownHeight,
  boot: { env: {}, widgetId: 'w1', widget: null, error: null, appUrl: 'http://app.test', productHosts: ['app.test'] } as never,
  assets: { script: 'assets/viewer-A.js', preload: [], css: [] } as never,
  lang: 'en',
  title: 'T',
  ssr,
});

describe('frame document: early size', () => {
  it('follows the server-rendered widget with the early-size script, and only then', () => {
    const html = frameDocument(input({ html: '<p>hi</p>', device: 'desktop' }));
    const root = html.indexOf('<div id="root"');
    const script = html.indexOf(`<script>${EARLY_SIZE_SCRIPT}</script>`);
    expect(root).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(root);
    expect(frameDocument(input(null))).not.toContain(EARLY_SIZE_SCRIPT);
  });

  it('opens with the known-height script and the height, before any stylesheet, and only with a height and markup', () => {
    const html = frameDocument(input({ html: '<p>hi</p>', device: 'mobile' }, 728.4));
    expect(html).toContain('<html lang="en" data-known-height="728">');
    const script = html.indexOf(`<script>${KNOWN_HEIGHT_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('<style>'));
    for (const none of [frameDocument(input({ html: '<p>hi</p>', device: 'desktop' })), frameDocument(input(null, 700)), frameDocument(input({ html: '<p>hi</p>', device: 'desktop' }, 0))]) {
      expect(none).not.toContain(KNOWN_HEIGHT_SCRIPT);
      expect(none).not.toContain('data-known-height');
    }
  });

  it('allows those two scripts by their sha256 hashes, without unsafe-inline', () => {
    const src = /script-src ([^;]*)/.exec(frameCsp([]))![1];
    for (const s of [EARLY_SIZE_SCRIPT, KNOWN_HEIGHT_SCRIPT]) expect(src).toContain(`'sha256-${createHash('sha256').update(s).digest('base64')}'`);
    expect(src).not.toContain('unsafe-inline');
  });

  it('marks fluid markup on the root, and only fluid markup', () => {
    expect(frameDocument(input({ html: '<p>hi</p>', device: 'desktop', fluid: true }))).toContain('<div id="root" data-ssr="desktop" data-ssr-fluid>');
    expect(frameDocument(input({ html: '<p>hi</p>', device: 'desktop' }))).toContain('<div id="root" data-ssr="desktop">');
  });
});
