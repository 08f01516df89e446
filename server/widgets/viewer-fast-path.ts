// The viewer call fast path (issue 8: viewer p99 ≤ 50 ms under load). A GET of a public widget's viewer
// data that this process answered in the last few seconds (viewer-cache.ts) is answered on the raw Node
// request before the framework, with exactly the headers, body and 304 the framework route sends: no
// Request/Response objects, no middleware chain, and one log line a second instead of a synchronous log
// write per request. A miss, HEAD, OPTIONS or an id needing decoding returns false and the framework
// route answers (and fills the cache). A cached answer is the same for every caller (only public
// widgets are cached), so credentials do not matter here either.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Deps } from '../deps';
import { batchedLog, JSON_SECURITY_HEADERS, rawPathId } from '../http/raw-fast-path';
import { matchesEtag, viewerCacheFor } from './viewer-cache';
import { VIEWER_CACHE_CONTROL } from './viewer-routes';

const PREFIX = '/api/v1/plugin/viewer/';
/** What the framework route sends besides ETag and the body (CORS, security headers, caching). */
const HEADERS: Record<string, string> = {
  ...JSON_SECURITY_HEADERS,
  'cache-control': VIEWER_CACHE_CONTROL,
  'content-type': 'application/json; charset=utf-8',
};

export function viewerFastPath(deps: Deps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const cache = viewerCacheFor(deps);
  const logged = batchedLog(deps, 'viewer calls', { path: `${PREFIX}*`, status: 200 }, ['count', 'notModified'] as const);

  return (req, res) => {
    const path = rawPathId(req.method, req.url, PREFIX);
    if (!path) return false;
    const hit = cache.get(`v:${path.id}`, deps.now());
    if (!hit) return false;
    if (matchesEtag(req.headers['if-none-match'], hit.etag)) {
      res.writeHead(304, { ...HEADERS, etag: hit.etag }).end();
      logged('notModified');
    } else {
      res.writeHead(200, { ...HEADERS, etag: hit.etag, 'content-length': String(hit.bytes.length) }).end(hit.bytes);
      logged('count');
    }
    return true;
  };
}
