// Small builder pieces as tables: routes, CSS checks, embed snippet, content model.
import { describe, expect, it } from 'vitest';
import { embedSnippet, placeholderTag } from '../../../frame/editor/publish/embed-snippet';
import { parseRoute } from '../../../frame/editor/route';
import { checkCss } from '../../../frame/editor/sections/css-check';
import { blankLike, contentEntries, humanize, itemLeaves, move, singular, textKeys } from '../../../frame/editor/sections/content-model';
import { effectiveStyle, stylePath } from '../../../frame/editor/workspace/editor-context';

describe('builder routes', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/login', { page: 'login' }],
    ['/signup', { page: 'signup' }],
    ['/editor/abc123', { page: 'editor', widgetId: 'abc123' }],
    ['/editor/a:b', { page: 'not-found' }],
    ['/nope', { page: 'not-found' }],
  ])('%s', (path, route) => expect(parseRoute(path)).toEqual(route));
});

describe('custom CSS check', () => {
  it.each([
    ['.a { color: red; }', []],
    ['@media (max-width: 400px) { .a { color: red } }', []],
    ['.a { color: red; ', ['Line 1: A { is not closed (missing }).']],
    ['.a { color red; }', ['Line 1: "color red" is missing a colon (property: value).']],
    ['.a {}\n}', ['Line 2: There is a } without a matching {.']],
    ['/* open', ['Line 1: A comment is not closed (missing */).']],
    [".a { content: 'x; }", ['Line 1: A string is not closed.', 'Line 1: A { is not closed (missing }).']],
  ])('%s', (css, problems) => expect(checkCss(css).map((p) => `Line ${p.line}: ${p.message}`)).toEqual(problems));
});

describe('embed snippet (ARCHITECTURE §3.1 contract)', () => {
  it('is the loader script and the placeholder', () => {
    expect(embedSnippet('http://localhost:4000', 'w1')).toBe('<script src="http://localhost:4000/loader.js" async></script>\n<div data-tessera-widget="w1"></div>');
    expect(placeholderTag('w1')).toBe('<div data-tessera-widget="w1"></div>');
  });

  it("puts the page in consent mode for a consent banner's code", () => {
    expect(embedSnippet('http://localhost:4000', 'w1', undefined, { consent: true })).toBe('<script src="http://localhost:4000/loader.js" async data-consent="required"></script>\n<div data-tessera-widget="w1"></div>');
  });

  it("carries the owner's white-label token on the placeholder, with or without a reserved height", () => {
    expect(embedSnippet('http://localhost:4000', 'w1', undefined, { whiteLabel: 'tok_1' })).toBe('<script src="http://localhost:4000/loader.js" async></script>\n<div data-tessera-widget="w1" data-white-label="tok_1"></div>');
    expect(placeholderTag('w1', { desktop: 300 }, 'tok_1')).toBe('<div data-tessera-widget="w1" data-white-label="tok_1" style="min-height:300px"></div>');
  });
});

describe('content model', () => {
  const data = { title: 'T', customCSS: '', fields: [{ id: 'a', label: 'Name', required: true }], songs: [], styles: {} };
  it('finds texts and item lists but not the common keys', () => {
    expect(textKeys(data)).toEqual(['title']);
    expect(contentEntries(data).filter((e) => e.kind === 'list').map((e) => e.path.join('.'))).toEqual(['fields', 'songs']);
  });
  it('sorts numbers, choices, string lists and nested groups', () => {
    const d = { position: 'top', columns: 3, tags: ['a'], picks: [], leadCapture: { enabled: true, fields: ['email'] }, content: { items: [{ id: 'x', pdfUrl: '' }] } };
    const hints = { position: { kind: 'choice', options: ['top', 'bottom'] }, picks: { kind: 'lines' }, 'leadCapture.fields': { kind: 'choices', options: ['email', 'phone'] } } as const;
    const kinds = contentEntries(d, hints).flatMap((e) => [e, ...(e.children ?? [])]).map((e) => `${e.path.join('.')}:${e.kind}`);
    expect(kinds).toEqual(['position:choice', 'columns:number', 'tags:lines', 'picks:lines', 'leadCapture:group', 'leadCapture.enabled:option', 'leadCapture.fields:choices', 'content:group', 'content.items:list']);
    // A choice is not a text to translate.
    expect(textKeys(d, hints)).toEqual([]);
  });
  it("lists every leaf of an item but its id: its own values and one level of nesting", () => {
    const leaves = itemLeaves({ id: 'a', label: 'Name', required: true, options: ['x'], content: { audioSrc: 'x', deep: { no: 1 } }, rows: [{ no: 1 }] });
    expect(leaves).toEqual([['label'], ['required'], ['options'], ['content', 'audioSrc']]);
  });
  it('makes a blank item shaped like the last one with a fresh id', () => {
    const b = blankLike({ id: 'a', label: 'Name', required: true, content: { audioSrc: 'x' } }, 3);
    expect(b).toMatchObject({ label: 'New item 3', required: false, content: { audioSrc: '' } });
    expect(b.id).not.toBe('a');
  });
  it('moves items and humanizes keys', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(humanize('submitText')).toBe('Submit text');
    expect([humanize('linkUrl'), humanize('pdfs'), humanize('bottom-right')]).toEqual(['Link URL', 'PDFs', 'Bottom right']);
    expect([singular('PDFs'), singular('Documents'), singular('Images')]).toEqual(['PDF', 'document', 'image']);
  });
  it('device styles: desktop writes the base, mobile its rewrite, and reads fall back to the base', () => {
    expect(stylePath('desktop', 'fontSize')).toEqual(['styles', 'fontSize']);
    expect(stylePath('mobile', 'fontSize')).toEqual(['deviceRewrites', 'mobile', 'styles', 'fontSize']);
    const d = { styles: { fontSize: 14, padding: 8 }, deviceRewrites: { mobile: { styles: { fontSize: 12 } } } };
    expect(effectiveStyle(d, 'mobile', 'fontSize')).toBe(12);
    expect(effectiveStyle(d, 'mobile', 'padding')).toBe(8);
    expect(effectiveStyle(d, 'desktop', 'fontSize')).toBe(14);
  });
});
