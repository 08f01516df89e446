// The viewer call fast path (issue 8: viewer p99 ≤ 50 ms under load). A GET of a public widget's viewer
// data that this process answered in the last few seconds (viewer-cache.ts) is answered on the raw Node
// request before the framework, with exactly the headers, body and 304 the framework route sends: no
// Request/Response objects, no middleware chain, and one log line a second instead of a synchronous log
// write per request. A miss, HEAD, OPTIONS or an id needing decoding returns false and the framework
// route answers (and fills the cache). A cached answer is the same for every caller (only public
// widgets are cached), so credentials do not matter here either.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Deps } from '../deps';
import { matchesEtag, viewerCacheFor } from './viewer-cache';
import { VIEWER_CACHE_CONTROL } from './viewer-routes';

const PREFIX = '/api/v1/plugin/viewer/';
/** What the framework route sends besides ETag and the body (CORS, security headers, caching). */
const HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'cache-control': VIEWER_CACHE_CONTROL,
  'content-type': 'application/json; charset=utf-8',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export function viewerFastPath(deps: Deps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const cache = viewerCacheFor(deps);
  let ok = 0;
  let notModified = 0;
  let logTimer: ReturnType<typeof setTimeout> | null = null;
  const logLater = () => {
    logTimer ??= setTimeout(() => {
      logTimer = null;
      deps.log.info('viewer calls', { path: `${PREFIX}*`, status: 200, count: ok, notModified, fastPath: true });
      ok = 0;
      notModified = 0;
    }, 1000);
    logTimer.unref?.();
  };

  return (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || !url || !url.startsWith(PREFIX)) return false;
    const q = url.indexOf('?');
    const id = q < 0 ? url.slice(PREFIX.length) : url.slice(PREFIX.length, q);
    // Ids are [A-Za-z0-9_-]: anything needing decoding or another path segment is the framework's.
    if (!id || id.includes('/') || id.includes('%')) return false;
    const hit = cache.get(`v:${id}`, deps.now());
    if (!hit) return false;
    if (matchesEtag(req.headers['if-none-match'], hit.etag)) {
      notModified++;
      res.writeHead(304, { ...HEADERS, etag: hit.etag }).end();
    } else {
      ok++;
      res.writeHead(200, { ...HEADERS, etag: hit.etag, 'content-length': String(hit.bytes.length) }).end(hit.bytes);
    }
    logLater();
    return true;
  };
}
