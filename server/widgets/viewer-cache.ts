// Viewer answers for public widgets, kept a few seconds per process. Host pages ask for the same
// widgets over and over; browsers and CDNs may keep them longer anyway (Cache-Control max-age), so a
// few seconds of staleness after an owner's edit is already part of the contract. Several processes
// each holding their own copy is harmless for the same reason.
import { etagOf } from '../http/etag';

export interface CachedAnswer {
  /** The JSON body as UTF-8, encoded once: both the route and its fast path send these bytes. */
  bytes: Buffer;
  etag: string;
  expires: number;
}

/** If-None-Match against a strong tag (weak form accepted): the viewer route and its fast path agree. */
export function matchesEtag(inm: string | undefined, tag: string): boolean {
  return !!inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === tag);
}

export class ViewerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly forgetting: Array<(widgetId: string) => void> = [];
  constructor(
    private readonly ttlMs = 5000,
    private readonly max = 5000,
  ) {}

  get(key: string, now: number): CachedAnswer | undefined {
    const e = this.entries.get(key);
    if (e && e.expires > now) return e;
    if (e) this.entries.delete(key);
    return undefined;
  }

  /** Drops every answer about one widget (after an edit in this process), its frame documents too. */
  forget(widgetId: string, galleryId?: string): void {
    this.entries.delete(`v:${widgetId}`);
    if (galleryId) for (const k of [`g:0:${galleryId}`, `g:1:${galleryId}`]) this.entries.delete(k);
    for (const f of this.forgetting) f(widgetId);
  }

  /** Another cache of answers about widgets (server/frame-docs/document-cache.ts) forgets with this one. */
  onForget(f: (widgetId: string) => void): void {
    this.forgetting.push(f);
  }

  set(key: string, body: string, now: number): CachedAnswer {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    const e = { bytes: Buffer.from(body), etag: etagOf(body), expires: now + this.ttlMs };
    this.entries.set(key, e);
    return e;
  }
}

const perDeps = new WeakMap<object, ViewerCache>();
/** One cache per app instance, shared by the viewer routes (read) and the editor routes (forget). */
export function viewerCacheFor(deps: object): ViewerCache {
  let c = perDeps.get(deps);
  if (!c) perDeps.set(deps, (c = new ViewerCache()));
  return c;
}
