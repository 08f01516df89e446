// Streams the original file of a masked item with HTTP Range passed through (audio seeks, PDF.js pages
// by range). The upstream URL, its redirects and its cookies never reach the visitor; only the headers
// a media player needs are copied, and anything that is not media is served as a download in a sandbox
// so an owner-given HTML page cannot run on our origin.
import { Readable } from 'node:stream';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { GuardedFetchError, guardedFetchStatus, guardedStream } from '../net/guarded-fetch';

const COPY = ['content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'];
const SAFE_TYPE = /^(audio|video|image)\/[\w.+-]+$|^application\/(pdf|octet-stream|ogg)$/i;
const RANGE = /^bytes=\d*-\d*(,\s*\d*-\d*)*$/;

export async function streamOriginal(deps: Deps, url: string, req: Request): Promise<Response> {
  const headers: Record<string, string> = {};
  const range = req.headers.get('range');
  if (range && RANGE.test(range.trim())) headers.range = range.trim();
  const ifRange = req.headers.get('if-range');
  if (headers.range && ifRange) headers['if-range'] = ifRange;
  let up;
  try {
    up = await guardedStream(url, { headers, allowHosts: deps.config.fetchAllowHosts, timeoutMs: 15_000 });
  } catch (e) {
    if (e instanceof GuardedFetchError) {
      // Our refusals (private address, bad URL) are 403; upstream trouble is 502/504.
      const status = guardedFetchStatus(e);
      throw new HttpError(status === 400 ? 403 : status, `MASKED_${e.code}`, 'The file is not available.');
    }
    throw e;
  }
  if (up.status >= 400 && up.status !== 416) {
    up.body.destroy();
    throw new HttpError(502, 'MASKED_UPSTREAM', 'The file is not available.');
  }
  const out = new Headers();
  for (const h of COPY) {
    const v = up.headers.get(h);
    if (v) out.set(h, v);
  }
  const type = (up.headers.get('content-type') ?? '').split(';')[0].trim();
  if (SAFE_TYPE.test(type)) out.set('content-type', type);
  else {
    out.set('content-type', 'application/octet-stream');
    out.set('content-disposition', 'attachment');
  }
  out.set('x-content-type-options', 'nosniff');
  out.set('content-security-policy', "sandbox; default-src 'none'");
  out.set('cache-control', 'private, max-age=300');
  out.set('referrer-policy', 'no-referrer');
  const status = up.status === 206 || up.status === 416 ? up.status : 200;
  if (req.method === 'HEAD') {
    up.body.destroy();
    return new Response(null, { status, headers: out });
  }
  return new Response(Readable.toWeb(up.body) as ReadableStream, { status, headers: out });
}
