// Main-text extraction from an HTML page: drop chrome (nav, page header/footer, aside), code (script,
// style, template, noscript), hidden elements and cookie/consent banners; keep headings, paragraphs,
// lists and tables (a row becomes "Row: Col A value, Col B value" so each row reads as a sentence).
import { type HTMLElement, NodeType, type Node, parse } from 'node-html-parser';
import { baseLanguage } from './detect-language';
import type { ExtractedPage, TextBlock } from './types';

export interface ExtractOptions {
  /** CSS selectors whose elements are the only content kept (owner setting). */
  includeSelectors?: string[];
  /** CSS selectors whose elements are dropped (owner setting). */
  excludeSelectors?: string[];
}

const ALWAYS_DROP = 'script,style,noscript,template,iframe,svg,canvas,button,select,textarea,input,label,object,embed';
const CHROME = 'nav,aside,[role=navigation],[role=complementary],[role=search],[role=dialog],[role=alertdialog]';
const HIDDEN = '[hidden],[aria-hidden=true],[style*="display:none"],[style*="display: none"],[style*="visibility:hidden"]';
// Consent banners are named this way by every common consent tool.
const BANNER = /(^|[-_\s])(cookie|cookies|consent|gdpr|cmp|ccpa|onetrust|cookiebot)([-_\s]|$)/i;
const BLOCK = new Set([
  'p', 'div', 'section', 'article', 'main', 'li', 'ul', 'ol', 'dl', 'blockquote', 'pre', 'figure',
  'figcaption', 'address', 'caption', 'details', 'header', 'footer', 'form', 'fieldset', 'br', 'hr', 'body',
]);

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])(?=\s|$)/g, '$1').trim();
}

function textOf(el: Node): string {
  return clean((el as HTMLElement).text ?? el.rawText ?? '');
}

function removeAll(root: HTMLElement, selector: string): void {
  for (const el of root.querySelectorAll(selector)) el.remove();
}

function isInsideContent(el: HTMLElement): boolean {
  for (let p = el.parentNode; p; p = p.parentNode) {
    const tag = p.rawTagName?.toLowerCase();
    if (tag === 'main' || tag === 'article') return true;
  }
  return false;
}

/**
 * A consent banner by its name. A heading, or a part of the page's own content (a privacy page's
 * "Cookies" section, an FAQ's "What cookies do you use?"), can carry the same name: inside the content
 * only an element that asks for a choice (a button) is taken for a banner.
 */
function isBanner(el: HTMLElement): boolean {
  if (!BANNER.test(el.id ?? '') && !BANNER.test(el.getAttribute('class') ?? '')) return false;
  if (/^h[1-6]$/i.test(el.rawTagName ?? '')) return false;
  return !isInsideContent(el) || !!el.querySelector('button,input,[role=button]');
}

function dropChrome(root: HTMLElement, opts: ExtractOptions): void {
  // Before the form controls go: they tell a banner from content.
  for (const el of root.querySelectorAll('[id],[class]')) if (isBanner(el)) el.remove();
  removeAll(root, ALWAYS_DROP);
  removeAll(root, CHROME);
  removeAll(root, HIDDEN);
  // A page's own header/footer is chrome; an article's header holds its title, so it stays.
  for (const el of root.querySelectorAll('header,footer,[role=banner],[role=contentinfo]')) {
    if (!isInsideContent(el)) el.remove();
  }
  for (const sel of opts.excludeSelectors ?? []) {
    try {
      removeAll(root, sel);
    } catch {
      /* an invalid owner selector is ignored rather than failing the crawl */
    }
  }
}

function contentRoots(body: HTMLElement, opts: ExtractOptions): HTMLElement[] {
  const picked: HTMLElement[] = [];
  for (const sel of opts.includeSelectors ?? []) {
    try {
      picked.push(...body.querySelectorAll(sel));
    } catch {
      /* ignored, as above */
    }
  }
  if (picked.length) return picked;
  const main = body.querySelector('main,[role=main]') ?? body.querySelector('article');
  return [main ?? body];
}

function tableBlocks(table: HTMLElement, out: TextBlock[]): void {
  const caption = table.querySelector('caption');
  if (caption) out.push({ kind: 'text', text: textOf(caption) });
  const rows = table.querySelectorAll('tr');
  let header: string[] = [];
  for (const row of rows) {
    const cells = row.childNodes.filter((n): n is HTMLElement =>
      n.nodeType === NodeType.ELEMENT_NODE && /^(td|th)$/i.test((n as HTMLElement).rawTagName));
    const texts = cells.map(textOf);
    const allTh = cells.length > 0 && cells.every((c) => c.rawTagName.toLowerCase() === 'th');
    if (allTh && header.length === 0) {
      header = texts;
      continue;
    }
    if (texts.every((t) => !t)) continue;
    if (header.length === texts.length && texts.length > 1) {
      const pairs = texts.slice(1).map((t, i) => `${header[i + 1]} ${t}`.trim());
      out.push({ kind: 'text', text: `${texts[0]}: ${pairs.join(', ')}.` });
    } else out.push({ kind: 'text', text: texts.filter(Boolean).join(' | ') });
  }
}

function walk(node: Node, out: TextBlock[], buf: string[]): void {
  const flush = () => {
    const t = clean(buf.join(''));
    buf.length = 0;
    if (t) out.push({ kind: 'text', text: t });
  };
  if (node.nodeType === NodeType.TEXT_NODE) {
    buf.push(node.text);
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  const el = node as HTMLElement;
  const tag = el.rawTagName?.toLowerCase() ?? '';
  const h = /^h([1-6])$/.exec(tag);
  if (h) {
    flush();
    const text = textOf(el);
    if (text) out.push({ kind: 'heading', level: Number(h[1]), text });
    return;
  }
  if (tag === 'table') {
    flush();
    tableBlocks(el, out);
    return;
  }
  if (tag === 'summary' || tag === 'dt') {
    flush();
    const text = textOf(el);
    if (text) out.push({ kind: 'text', text, question: /\?\s*$/.test(text) });
    return;
  }
  if (tag === 'img') {
    const alt = clean(el.getAttribute('alt') ?? '');
    if (alt) buf.push(` ${alt} `);
    return;
  }
  const block = BLOCK.has(tag) || tag === 'td' || tag === 'th' || tag === 'dd' || tag === 'tr';
  if (block) flush();
  for (const child of el.childNodes) walk(child, out, buf);
  if (block) flush();
}

function absoluteLinks(root: HTMLElement, base: string): string[] {
  const seen = new Set<string>();
  for (const a of root.querySelectorAll('a[href]')) {
    try {
      const u = new URL(a.getAttribute('href') ?? '', base);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') continue;
      u.hash = '';
      seen.add(u.href);
    } catch {
      /* malformed hrefs are skipped */
    }
  }
  return [...seen];
}

export function extractHtml(html: string, url: string, opts: ExtractOptions = {}): ExtractedPage {
  const doc = parse(html, { comment: false });
  const htmlEl = doc.querySelector('html');
  const head = doc.querySelector('head');
  const title = clean(doc.querySelector('title')?.text ?? '');
  const description = clean(
    doc.querySelector('meta[name=description]')?.getAttribute('content') ??
      doc.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? '',
  );
  const css = [
    ...doc.querySelectorAll('style').map((s) => s.rawText ?? s.text),
    ...doc.querySelectorAll('[style]').slice(0, 200).map((e) => `x{${e.getAttribute('style')}}`),
  ].join('\n');
  const stylesheets: string[] = [];
  for (const l of doc.querySelectorAll('link[rel=stylesheet][href]')) {
    try {
      stylesheets.push(new URL(l.getAttribute('href') ?? '', url).href);
    } catch {
      /* skipped */
    }
  }
  const links = absoluteLinks(doc, url);
  const body = doc.querySelector('body') ?? doc;
  head?.remove();
  dropChrome(body, opts);
  const blocks: TextBlock[] = [];
  for (const root of contentRoots(body, opts)) {
    const buf: string[] = [];
    walk(root, blocks, buf);
    const rest = clean(buf.join(''));
    if (rest) blocks.push({ kind: 'text', text: rest });
  }
  return { url, title, description, lang: baseLanguage(htmlEl?.getAttribute('lang')), blocks, links, css, stylesheets };
}
