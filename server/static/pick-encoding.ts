// Content negotiation for the precompressed static files (static-file.ts): RFC 9110 §12.5.3.
export type Encoding = 'br' | 'gzip';

/** Smaller first: brotli, then gzip. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send among those `available`, or null for the raw bytes. A coding is acceptable when
 * the header names it (or `*`) with a q-value above 0; an explicit entry wins over `*`. The client's
 * own order and q-values among acceptable codings are not weighed: browsers send "gzip, deflate, br,
 * zstd" with no preference meant, and brotli is smaller.
 */
export function pickEncoding(header: string | undefined, available: Encoding[]): Encoding | null {
  if (!header || !available.length) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qp = params.find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  for (const enc of PREFERENCE) {
    const value = q.get(enc) ?? (enc === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
    if (value > 0 && available.includes(enc)) return enc;
  }
  return null;
}
