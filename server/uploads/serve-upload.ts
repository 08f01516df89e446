// Serves a stored upload to anyone (widgets on any host load them): HTTP Range for audio seeking and
// PDF.js paging, immutable caching (an id's bytes never change), a strong ETag, CORS open for GET (an
// @font-face on a host page is a CORS request: without it the browser drops an uploaded font).
// Only the chunks a range covers are read, one at a time as the client consumes them.
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { IMMUTABLE_CACHE_CONTROL } from '../static/routes';
import { parseRange } from './byte-range';
import { UPLOAD_CHUNK_BYTES } from './limits';
import { inlineDisposition } from './safe-name';

export const UPLOAD_CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Range, If-Range, If-None-Match',
  'access-control-expose-headers': 'Content-Range, Content-Length, Accept-Ranges, ETag, Content-Disposition',
  'access-control-max-age': '86400',
};

// SVG opened directly on our origin must not be able to act as a page, even if it slipped a check.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function chunkStream(deps: Deps, id: string, start: number, end: number): ReadableStream<Uint8Array> {
  let pos = start;
  return new ReadableStream<Uint8Array>({
    async pull(ctrl) {
      if (pos > end) return ctrl.close();
      const seq = Math.floor(pos / UPLOAD_CHUNK_BYTES);
      const row = await deps.db.selectFrom('upload_chunks').select('data').where('upload_id', '=', id).where('seq', '=', seq).executeTakeFirst();
      // Deleted while being read: end the response abruptly rather than send wrong bytes.
      if (!row) return ctrl.error(new Error('upload chunk missing'));
      const base = seq * UPLOAD_CHUNK_BYTES;
      const data = row.data as Uint8Array;
      const slice = data.subarray(pos - base, Math.min(data.length, end - base + 1));
      pos += slice.length;
      ctrl.enqueue(new Uint8Array(slice));
    },
  });
}

export async function serveUpload(deps: Deps, id: string, req: Request): Promise<Response> {
  const row = await deps.db
    .selectFrom('uploads')
    .select(['name', 'content_type', 'size', 'sha256'])
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  if (!row) throw notFound('File not found.', 'UPLOAD_NOT_FOUND');
  const size = Number(row.size);
  const etag = `"${row.sha256}"`;
  const headers = new Headers({
    ...UPLOAD_CORS_HEADERS,
    'content-type': row.content_type,
    'cache-control': IMMUTABLE_CACHE_CONTROL,
    etag,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-disposition': inlineDisposition(row.name),
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (row.content_type === 'image/svg+xml') headers.set('content-security-policy', SVG_CSP);

  const inm = req.headers.get('if-none-match');
  if (inm && (inm.trim() === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))) {
    return new Response(null, { status: 304, headers });
  }
  const ifRange = req.headers.get('if-range');
  // A range is only valid against the representation the client already has.
  const range = parseRange(ifRange && ifRange.trim() !== etag ? null : req.headers.get('range'), size);
  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    headers.delete('content-type');
    return new Response(null, { status: 416, headers });
  }
  const [start, end, status] = range.kind === 'partial' ? [range.start, range.end, 206] : [0, size - 1, 200];
  if (status === 206) headers.set('content-range', `bytes ${start}-${end}/${size}`);
  headers.set('content-length', String(end - start + 1));
  if (req.method === 'HEAD') return new Response(null, { status, headers });
  return new Response(chunkStream(deps, id, start, end), { status, headers });
}
