// The frame document fast path (issue 8), as the viewer call has one (server/widgets/viewer-fast-path.ts):
// a GET of a public widget's document that this process rendered in the last few seconds
// (document-cache.ts) is answered on the raw Node request, before the framework, with exactly the
// headers, bytes and 304 the framework route sends. The cache is keyed by the URL the framework builds
// for a request; the fast path builds the same string from the raw request and only answers when it is
// a key, so a request the framework would read differently (a host or path it normalises) is left to it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Deps } from '../deps';
import { batchedLog, SECURITY_HEADERS } from '../http/raw-fast-path';
import { answerDocument, documentCacheFor } from './document-cache';

/** The paths of the documents the route can cache: other requests are not looked up at all. */
const PREFIXES = ['/viewer/', '/v/', '/lp/', '/preview/', '/wix/viewer'];

export function documentFastPath(deps: Deps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const docs = documentCacheFor(deps);
  const logged = batchedLog(deps, 'frame documents', { path: 'frame documents', status: 200 }, ['count', 'notModified'] as const);

  return (req, res) => {
    const { method, url, headers } = req;
    if (method !== 'GET' || !url || !headers.host || !PREFIXES.some((p) => url.startsWith(p))) return false;
    const scheme = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    const doc = docs.get(`${scheme}://${headers.host}${url}`, deps.now());
    if (!doc) return false;
    const a = answerDocument(doc, headers['accept-encoding'], headers['if-none-match']);
    res.writeHead(a.status, { ...SECURITY_HEADERS, ...a.headers }).end(a.body ?? undefined);
    logged(a.status === 304 ? 'notModified' : 'count');
    return true;
  };
}
