// Crawls one site through the guarded fetcher: from start pages or sitemaps, same site only, robots.txt
// honoured, breadth first with depth and page caps, a few requests at a time with a pause between them.
import { extractHtml, type ExtractOptions } from '../engine/extract-html';
import type { ExtractedPage } from '../engine/types';
import { guardedFetch } from '../../net/guarded-fetch';
import { ALLOW_ALL, CRAWLER_AGENT, parseRobots, type Robots } from './robots';
import { looksLikeSitemap, parseSitemap } from './sitemap';

export interface CrawlOptions {
  /** Pages or sitemaps to start from; all must be on one site (the first one's). */
  start: string[];
  /** Follow links found in pages (discovery); false fetches exactly the start pages. */
  follow: boolean;
  maxPages?: number;
  maxDepth?: number;
  concurrency?: number;
  /** Pause of each worker between two requests. */
  delayMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  allowHosts?: readonly string[];
  extract?: ExtractOptions;
  /** Called once per URL as it finishes; awaited, so progress can be written to storage. */
  onPage?(event: PageEvent): void | Promise<void>;
}

export type PageEvent =
  | { url: string; status: 'done'; page: ExtractedPage }
  | { url: string; status: 'failed'; error: string };

export interface CrawlResult {
  pages: ExtractedPage[];
  failed: { url: string; error: string }[];
}

export const CRAWL_DEFAULTS = { maxPages: 200, maxDepth: 5, concurrency: 3, delayMs: 50, timeoutMs: 10_000, maxBytes: 3 * 1024 * 1024 };

const siteKey = (u: URL) => u.hostname.replace(/^www\./, '').toLowerCase();

export function normalizeUrl(raw: string, base?: string): string | null {
  try {
    const u = new URL(raw, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

const SKIP_EXT = /\.(png|jpe?g|gif|webp|svg|ico|pdf|zip|gz|mp3|mp4|webm|mov|avi|css|js|json|woff2?|ttf|eot|docx?|xlsx?|pptx?)$/i;

export async function crawlSite(opts: CrawlOptions): Promise<CrawlResult> {
  const o = { ...CRAWL_DEFAULTS, ...opts };
  const first = normalizeUrl(o.start[0] ?? '');
  if (!first) return { pages: [], failed: [{ url: o.start[0] ?? '', error: 'Invalid URL.' }] };
  const site = siteKey(new URL(first));
  const sameSite = (u: string) => siteKey(new URL(u)) === site;
  const fetchOpts = { timeoutMs: o.timeoutMs, maxBytes: o.maxBytes, allowHosts: o.allowHosts, headers: { 'user-agent': `${CRAWLER_AGENT}/1 (+tessera)` } };

  let robots: Robots = ALLOW_ALL;
  try {
    const r = await guardedFetch(new URL('/robots.txt', first).href, fetchOpts);
    if (r.status === 200) robots = parseRobots(r.text());
  } catch {
    /* no robots.txt reachable: everything is allowed */
  }
  const delayMs = Math.max(o.delayMs, Math.min(robots.crawlDelaySec, 2) * 1000);

  const seen = new Set<string>();
  const queue: { url: string; depth: number }[] = [];
  const result: CrawlResult = { pages: [], failed: [] };
  let scheduled = 0;
  const enqueue = (url: string, depth: number) => {
    const n = normalizeUrl(url);
    if (!n || seen.has(n) || !sameSite(n) || scheduled >= o.maxPages) return;
    if (SKIP_EXT.test(new URL(n).pathname) && !looksLikeSitemap(n)) return;
    seen.add(n);
    if (!looksLikeSitemap(n)) scheduled++;
    queue.push({ url: n, depth });
  };
  for (const s of o.start) enqueue(s, 0);

  const fail = async (url: string, error: string) => {
    result.failed.push({ url, error });
    await o.onPage?.({ url, status: 'failed', error });
  };

  const visit = async ({ url, depth }: { url: string; depth: number }) => {
    if (!robots.allowed(url)) return fail(url, 'Blocked by robots.txt.');
    let res;
    try {
      res = await guardedFetch(url, fetchOpts);
    } catch (err) {
      return fail(url, err instanceof Error ? err.message : 'Fetch failed.');
    }
    if (res.status !== 200) return fail(url, `HTTP ${res.status}`);
    const finalUrl = normalizeUrl(res.url) ?? url;
    if (!sameSite(finalUrl)) return fail(url, 'Redirected to another site.');
    const type = res.headers.get('content-type') ?? '';
    const body = res.text();
    if (looksLikeSitemap(url) || /xml/.test(type) && /<(urlset|sitemapindex)[\s>]/.test(body)) {
      const sm = parseSitemap(body);
      for (const s of sm.sitemaps) enqueue(s, depth);
      for (const p of sm.pages) enqueue(p, depth);
      return;
    }
    if (!/html/.test(type) && !/^\s*</.test(body)) return fail(url, 'Not an HTML page.');
    if (finalUrl !== url) {
      // A redirect to a page already crawled is a duplicate, not a new page.
      if (seen.has(finalUrl) && !o.start.includes(url)) return;
      seen.add(finalUrl);
    }
    const page = extractHtml(body, finalUrl, o.extract);
    result.pages.push(page);
    await o.onPage?.({ url: finalUrl, status: 'done', page });
    if (o.follow && depth < o.maxDepth) for (const l of page.links) enqueue(l, depth + 1);
  };

  const worker = async () => {
    for (;;) {
      const next = queue.shift();
      if (!next) return;
      await visit(next);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    }
  };
  // Workers drain the queue; links found meanwhile are picked up by whichever worker is free, and a
  // new round starts while anything is left (a worker may have exited before a slow page added links).
  while (queue.length) await Promise.all(Array.from({ length: o.concurrency }, worker));
  return result;
}
