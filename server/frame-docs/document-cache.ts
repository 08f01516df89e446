// Frame documents of public widgets, kept a few seconds per process, as the viewer call's answers are
// (server/widgets/viewer-cache.ts): every view of a widget asks for its document, and rendering one
// (the widget lookup, its last heights, preact-render-to-string, compression) held `npm run bench` to
// 600–900 documents a second with a p99 of 60 ms at 20 connections. An entry holds the bytes both ways
// (gzipped once, when it is made), so the route and its raw-request fast path (document-fast-path.ts)
// send the same answer.
import { gzipSync } from 'node:zlib';
import { etagOf } from '../http/etag';
import { pickEncoding, type Encoding } from '../static/pick-encoding';
import { matchesEtag, viewerCacheFor } from '../widgets/viewer-cache';

const TTL_MS = 5000;
// A document is 4–18 KB and its gzipped copy a quarter of that: 1,000 hold at most about 23 MB. A
// widget has one per host page origin, device class and language it is shown with.
const MAX_ENTRIES = 1000;

export interface DocumentVariant {
  bytes: Buffer;
  /** None on a document that is not cached (no-store): nothing would revalidate it. */
  etag: string | null;
}

export interface CachedDocument {
  widgetId: string;
  /**
   * An embedded widget's document carries the widget's last height on the device class it was rendered
   * for (data-known-height), none while the server has not learned one; other documents carry none.
   */
  height: { device: string; known: number | undefined } | null;
  /** The route's own headers (type, CSP, caching); the fast path adds the framework's security headers. */
  headers: Record<string, string>;
  identity: DocumentVariant;
  gzip: DocumentVariant;
  expires: number;
}

/** What answering needs of a document; one rendered for a single answer is gzipped only when that answer takes it. */
export type DocumentBytes = Pick<CachedDocument, 'headers' | 'identity'> & { gzip?: DocumentVariant };

/** One answer to a request for a document: status, headers and body. */
export interface DocumentAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

const GZIP_ONLY: Encoding[] = ['gzip'];

/** Whether a request's Accept-Encoding takes the gzipped document (browsers' always does). */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean => pickEncoding(acceptEncoding, GZIP_ONLY) === 'gzip';

/**
 * The answer for a request with these Accept-Encoding and If-None-Match headers: gzip when accepted,
 * 304 when the client holds that variant. Each variant has its own tag, so a
 * cache holding one is never told it holds the other.
 */
export function answerDocument(doc: DocumentBytes, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): DocumentAnswer {
  const gzip = !!doc.gzip && acceptsGzip(acceptEncoding);
  const v = gzip ? doc.gzip! : doc.identity;
  const headers: Record<string, string> = { ...doc.headers, vary: 'Accept-Encoding' };
  if (v.etag) headers.etag = v.etag;
  if (gzip) headers['content-encoding'] = 'gzip';
  if (v.etag && matchesEtag(ifNoneMatch, v.etag)) return { status: 304, headers, body: null };
  headers['content-length'] = String(v.bytes.length);
  return { status: 200, headers, body: v.bytes };
}

export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument>();
  /** The keys of each widget's documents: height reports come with every view, and must not scan all. */
  private readonly byWidget = new Map<string, Set<string>>();

  /** `key`: the request's full URL as the framework sees it (host, path and query all shape the document). */
  get(key: string, now: number): CachedDocument | undefined {
    const e = this.entries.get(key);
    if (e && e.expires > now) return e;
    if (e) this.delete(key, e);
    return undefined;
  }

  set(key: string, doc: Omit<CachedDocument, 'identity' | 'gzip' | 'expires'>, html: string, now: number): CachedDocument {
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    else if (this.entries.size >= MAX_ENTRIES) {
      const [k, e] = this.entries.entries().next().value!;
      this.delete(k, e);
    }
    const raw = Buffer.from(html);
    const tag = etagOf(raw);
    const e: CachedDocument = {
      ...doc,
      identity: { bytes: raw, etag: tag },
      gzip: { bytes: gzipSync(raw), etag: `${tag.slice(0, -1)}-gzip"` },
      expires: now + TTL_MS,
    };
    this.entries.set(key, e);
    let keys = this.byWidget.get(e.widgetId);
    if (!keys) this.byWidget.set(e.widgetId, (keys = new Set()));
    keys.add(key);
    return e;
  }

  /** Drops every document of a widget (an edit in this process). */
  forget(widgetId: string): void {
    this.drop(widgetId, () => true);
  }

  /**
   * A widget's last height on a device class was recorded: its documents for that class that carry
   * another one go, so the next visitor's frame is sized by the new height. Reports of an unchanged
   * height, one per view, keep them.
   */
  heightLearned(widgetId: string, device: string, height: number): void {
    this.drop(widgetId, (e) => e.height?.device === device && e.height.known !== height);
  }

  private drop(widgetId: string, which: (e: CachedDocument) => boolean): void {
    for (const k of this.byWidget.get(widgetId) ?? []) {
      const e = this.entries.get(k);
      if (e && which(e)) this.delete(k, e);
    }
  }

  private delete(key: string, e: CachedDocument): void {
    this.entries.delete(key);
    const keys = this.byWidget.get(e.widgetId);
    keys?.delete(key);
    if (keys && !keys.size) this.byWidget.delete(e.widgetId);
  }
}

const perDeps = new WeakMap<object, DocumentCache>();
/** One cache per app instance; the viewer cache's forget (after an edit) clears its documents too. */
export function documentCacheFor(deps: object): DocumentCache {
  let c = perDeps.get(deps);
  if (!c) {
    const docs = (c = new DocumentCache());
    perDeps.set(deps, docs);
    viewerCacheFor(deps).onForget((id) => docs.forget(id));
  }
  return c;
}
