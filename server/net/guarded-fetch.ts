// THE fetcher for every server-side request to an owner-given URL (ARCHITECTURE §4). Only http(s), no
// userinfo, every resolved address public (unless host:port is in allowHosts), re-checked on each
// redirect, one total time-out, and a byte cap applied after decompression so a gzip bomb stops early.
import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { GuardedFetchError, timeoutError } from './guarded-fetch-error';
import { requestOnce } from './request-once';
import { defaultAllowHosts, parseTargetUrl, resolveTarget } from './resolve-target';

export { GuardedFetchError, guardedFetchStatus, type GuardedFetchErrorCode } from './guarded-fetch-error';

export interface GuardedFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Uint8Array;
  /** Cap on the (decompressed) body. Default 5 MB. */
  maxBytes?: number;
  /** Total time for all redirects and the whole body (guardedStream: until the headers). Default 10 s. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** host:port pairs that may resolve to private addresses. Default: FETCH_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
}

export interface GuardedResponse {
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
  text(): string;
}

export interface GuardedStreamResponse {
  url: string;
  status: number;
  headers: Headers;
  body: Readable;
}

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Credentials the caller meant for the first origin must not follow a redirect to another one.
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

function toHeaders(res: IncomingMessage): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(res.headers)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) h.append(k, one);
  }
  return h;
}

async function follow(
  input: string | URL,
  opts: GuardedFetchOptions,
  signal: AbortSignal,
  acceptEncoding: string,
): Promise<{ url: URL; res: IncomingMessage }> {
  const allowHosts = opts.allowHosts ?? defaultAllowHosts();
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = parseTargetUrl(input);
  let method = (opts.method ?? 'GET').toUpperCase();
  let body = opts.body === undefined ? undefined : Buffer.from(opts.body as Uint8Array | string);
  let headers: Record<string, string> = { 'accept-encoding': acceptEncoding, 'user-agent': 'Tessera/1' };
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers[k.toLowerCase()] = v;
  for (let hop = 0; ; hop++) {
    const target = await resolveTarget(url, allowHosts);
    const res = await requestOnce(target, { method, headers, body, signal });
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || !location) return { url, res };
    res.destroy();
    if (hop >= maxRedirects) throw new GuardedFetchError('TOO_MANY_REDIRECTS', 'The URL redirects too many times.');
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new GuardedFetchError('BAD_URL', 'The URL redirects to an invalid location.');
    }
    const status = res.statusCode ?? 0;
    if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith('content-')));
    }
    if (next.origin !== url.origin) {
      headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !ORIGIN_BOUND_HEADERS.includes(k)));
    }
    url = parseTargetUrl(next);
  }
}

function decoder(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

function readCapped(stream: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (err: Error) => {
      stream.destroy();
      reject(err);
    };
    const onAbort = () => fail(timeoutError());
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(new GuardedFetchError('TOO_LARGE', `The response is larger than ${maxBytes} bytes.`));
      else chunks.push(chunk);
    });
    stream.once('end', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks));
    });
    stream.once('error', (err) => {
      signal.removeEventListener('abort', onAbort);
      if (err instanceof GuardedFetchError) reject(err);
      else if (signal.aborted) reject(timeoutError());
      else reject(new GuardedFetchError('NETWORK', 'The response could not be read.'));
    });
  });
}

export async function guardedFetch(input: string | URL, opts: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const { url, res } = await follow(input, opts, ac.signal, 'gzip, deflate, br');
    const headers = toHeaders(res);
    const declared = Number(res.headers['content-length']);
    if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      throw new GuardedFetchError('TOO_LARGE', `The response is larger than ${maxBytes} bytes.`);
    }
    const dec = decoder(res.headers['content-encoding']);
    let stream: Readable = res;
    if (dec) {
      res.on('error', (e) => dec.destroy(e));
      stream = res.pipe(dec);
      headers.delete('content-encoding');
      headers.delete('content-length');
    }
    const body = await readCapped(stream, maxBytes, ac.signal);
    return { url: url.toString(), status: res.statusCode ?? 0, headers, body, text: () => body.toString('utf8') };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Streaming variant for large media (masked audio/PDF with Range): the time-out covers reaching the
 * headers; afterwards the body may stream as long as it keeps moving (idle time-out = timeoutMs).
 * The body is passed through undecoded (we ask for identity) so Range offsets stay meaningful.
 */
export async function guardedStream(
  input: string | URL,
  opts: GuardedFetchOptions = {},
): Promise<GuardedStreamResponse> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), timeoutMs);
  let url: URL;
  let res: IncomingMessage;
  try {
    ({ url, res } = await follow(input, opts, ac.signal, 'identity'));
  } finally {
    clearTimeout(timer);
  }
  res.socket?.setTimeout(timeoutMs, () => res.destroy(new GuardedFetchError('TIMEOUT', 'The remote server stalled.')));
  let body: Readable = res;
  if (opts.maxBytes !== undefined) {
    const cap = opts.maxBytes;
    let size = 0;
    const limiter = new PassThrough();
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        res.destroy();
        limiter.destroy(new GuardedFetchError('TOO_LARGE', `The response is larger than ${cap} bytes.`));
      }
    });
    res.pipe(limiter);
    res.on('error', (e) => limiter.destroy(e));
    body = limiter;
  }
  return { url: url.toString(), status: res.statusCode ?? 0, headers: toHeaders(res), body };
}
