// Serves files from the built public folder with a strong ETag (content hash) and 304s. File contents
// are cached in memory keyed by mtime: the set is small (loader, hashed chunks, fonts).
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { etagOf } from '../http/etag';

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

interface Cached {
  mtimeMs: number;
  body: Buffer;
  etag: string;
}
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
    const entry = { mtimeMs: st.mtimeMs, body, etag: etagOf(body) };
    cache.set(file, entry);
    return entry;
  } catch {
    return null;
  }
}

export async function serveFile(c: Context, root: string, rel: string, cacheControl: string): Promise<Response | null> {
  const full = safeJoin(root, rel);
  if (!full) return null;
  const f = await load(full);
  if (!f) return null;
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: f.etag,
    // Loader and assets are loaded by host pages on any origin.
    'Access-Control-Allow-Origin': '*',
  };
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim() === f.etag || t.trim() === `W/${f.etag}`)) {
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Length'] = String(f.body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(f.body), { status: 200, headers });
}
