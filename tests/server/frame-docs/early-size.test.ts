// Issue 8: a server-rendered frame document ends with the one inline script that posts its first height
// to the loader (shared/bridge/early-size.ts); the CSP allows exactly that script by hash and no other
// inline script.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { frameCsp } from '../../../server/frame-docs/frame-csp';
import { frameDocument, type FrameDocumentInput } from '../../../server/frame-docs/frame-document';
import { EARLY_SIZE_SCRIPT } from '../../../server/frame-docs/early-size-script';

const input = (ssr: FrameDocumentInput['ssr']): FrameDocumentInput => ({
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

  it('allows that script by its sha256 hash, without unsafe-inline', () => {
    const hash = createHash('sha256').update(EARLY_SIZE_SCRIPT).digest('base64');
    const src = /script-src ([^;]*)/.exec(frameCsp([]))![1];
    expect(src).toContain(`'sha256-${hash}'`);
    expect(src).not.toContain('unsafe-inline');
  });

  it('marks fluid markup on the root, and only fluid markup', () => {
    expect(frameDocument(input({ html: '<p>hi</p>', device: 'desktop', fluid: true }))).toContain('<div id="root" data-ssr="desktop" data-ssr-fluid>');
    expect(frameDocument(input({ html: '<p>hi</p>', device: 'desktop' }))).toContain('<div id="root" data-ssr="desktop">');
  });
});
