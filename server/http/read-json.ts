// Reads a JSON request body safely: a byte cap enforced while streaming (a 20 MB body is refused after
// the first megabyte, never buffered whole), prototype-polluting keys dropped at parse time, then zod.
import type { Context } from 'hono';
import type * as z from 'zod';
import { badRequest, malformedJson, payloadTooLarge } from './errors';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that never creates `__proto__`/`constructor`/`prototype` keys at any depth. */
export function safeJsonParse(text: string): unknown {
  return JSON.parse(text, (key, value) => (FORBIDDEN_KEYS.has(key) ? undefined : value));
}

/** The body as text, refusing (413) more than `limit` bytes. */
export async function readBodyText(c: Context, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface ReadJsonOptions {
  limit?: number;
  /** What an empty body means; by default an empty body is an error. */
  emptyAs?: unknown;
}

export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  opts: ReadJsonOptions = {},
): Promise<z.output<S>> {
  const text = await readBodyText(c, opts.limit ?? DEFAULT_BODY_LIMIT);
  let raw: unknown;
  if (text.trim() === '') {
    if (opts.emptyAs === undefined) throw badRequest('Request body must be JSON.', 'BAD_JSON');
    raw = opts.emptyAs;
  } else {
    try {
      raw = safeJsonParse(text);
    } catch {
      throw malformedJson();
    }
  }
  return schema.parse(raw);
}
