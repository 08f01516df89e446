// Serves files from the built public folder with a strong ETag (content hash) and 304s. File contents
// are cached in memory keyed by mtime: the set is small (loader, hashed chunks, fonts). A text file's
// brotli or gzip sibling written by the build (shared/build/precompress.mjs) is sent instead of the raw
// bytes to a browser that accepts it: nothing is compressed per request.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { etagOf } from '../http/etag';
import { pickEncoding, type Encoding } from './pick-encoding';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

interface Variant {
  body: Buffer;
  etag: string;
}

interface Cached extends Variant {
  mtimeMs: number;
  encoded: Partial<Record<Encoding, Variant>>;
  /** The keys of `encoded`, for content negotiation on each request. */
  encodings: Encoding[];
}

const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const cache = new Map<string, Cached>();

/** Resolves `rel` inside `root`, or null when it would escape it or names a dotfile. */
export function safeJoin(root: string, rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((s) => s === '..' || s.startsWith('.'))) return null;
  const full = normalize(join(root, decoded));
  return full.startsWith(normalize(root) + sep) ? full : null;
}

async function load(file: string): Promise<Cached | null> {
  try {
    const st = await stat(file);
    if (!st.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === st.mtimeMs) return hit;
    const body = await readFile(file);
    const etag = etagOf(body);
    const encoded: Cached['encoded'] = {};
    for (const enc of Object.keys(SIBLING) as Encoding[]) {
      const v = await sibling(`${file}${SIBLING[enc]}`, st.mtimeMs);
      // Its own tag: a cache holding one encoding must not revalidate it against the other's bytes.
      if (v) encoded[enc] = { body: v, etag: `${etag.slice(0, -1)}-${enc}"` };
    }
    const entry = { mtimeMs: st.mtimeMs, body, etag, encoded, encodings: Object.keys(encoded) as Encoding[] };
    cache.set(file, entry);
    return entry;
  } catch {
    return null;
  }
}

/** A compressed sibling written with or after its file; an older one would hold stale bytes. */
async function sibling(path: string, fileMtimeMs: number): Promise<Buffer | null> {
  try {
    const st = await stat(path);
    return st.isFile() && st.mtimeMs >= fileMtimeMs ? await readFile(path) : null;
  } catch {
    return null;
  }
}

export async function serveFile(c: Context, root: string, rel: string, cacheControl: string): Promise<Response | null> {
  const full = safeJoin(root, rel);
  if (!full) return null;
  const f = await load(full);
  if (!f) return null;
  const enc = pickEncoding(c.req.header('accept-encoding'), f.encodings);
  const v = enc ? f.encoded[enc]! : f;
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: v.etag,
    // Loader and assets are loaded by host pages on any origin.
    'Access-Control-Allow-Origin': '*',
  };
  if (f.encodings.length) headers.Vary = 'Accept-Encoding';
  if (enc) headers['Content-Encoding'] = enc;
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim() === v.etag || t.trim() === `W/${v.etag}`)) {
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Length'] = String(v.body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(v.body), { status: 200, headers });
}
