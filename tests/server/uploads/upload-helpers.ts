// Upload calls against a test app, as the builder makes them (cookie + same-origin Origin).
import type { TestApp } from '../core/harness';
import { PUBLIC_URL } from '../core/harness';

export async function uploadMultipart(t: TestApp, cookie: string, bytes: Uint8Array, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.append('note', 'ignored field before the file');
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.request('/api/v1/uploads', { method: 'POST', headers: { cookie, origin: PUBLIC_URL }, body: form });
}

export async function uploadRaw(
  t: TestApp,
  cookie: string,
  body: BodyInit,
  type: string,
  name = '',
  extra: Record<string, string> = {},
): Promise<Response> {
  const q = name ? `?name=${encodeURIComponent(name)}` : '';
  return t.request(`/api/v1/uploads${q}`, {
    method: 'POST',
    headers: { cookie, origin: PUBLIC_URL, 'content-type': type, ...extra },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** Counts of upload rows and chunk rows in the store. */
export async function stored(t: TestApp): Promise<{ uploads: number; chunks: number }> {
  const u = await t.deps.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const c = await t.deps.db.selectFrom('upload_chunks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { uploads: Number(u?.n), chunks: Number(c?.n) };
}

/** A body stream of `total` bytes in `piece`-sized pieces, recording how many bytes were pulled. */
export function countingStream(total: number, piece = 64 * 1024, first?: Uint8Array) {
  const seen = { pulled: 0 };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (sent >= total) return ctrl.close();
      const n = Math.min(piece, total - sent);
      const chunk = new Uint8Array(n).fill(0x55);
      if (sent === 0 && first) chunk.set(first.subarray(0, n));
      sent += n;
      seen.pulled = sent;
      ctrl.enqueue(chunk);
    },
  });
  return { stream, seen };
}

/** The path part of an upload URL (the app is called without a host). */
export const pathOf = (url: string) => new URL(url).pathname;
