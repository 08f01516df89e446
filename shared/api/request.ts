// The base request helper every API client uses (SPEC §7, §8 "Any non-OK response in the base request
// helper: throws Response code: {status}"). Framework-free so the frame, server tests and bench share it.
import { responseCodeMessage } from '../rules/errors';

export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export interface ApiConfig {
  /** The provider's apps API host, e.g. http://localhost:4000 (configurable). */
  baseUrl: string;
  /** Extra query parameters added to most calls (SPEC §7). */
  extraQuery?: Record<string, string>;
  fetch?: typeof fetch;
}

export class ResponseCodeError extends Error {
  readonly code = 'RESPONSE_CODE';
  constructor(
    readonly status: number,
    /** The server's envelope message, when the body had one. */
    readonly serverMessage?: string,
  ) {
    super(responseCodeMessage(status));
    this.name = 'ResponseCodeError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(cfg: ApiConfig, path: string, query: Query = {}, withExtras = true): string {
  const url = new URL(path, cfg.baseUrl.endsWith('/') ? cfg.baseUrl : `${cfg.baseUrl}/`);
  const all: Query = withExtras ? { ...query, ...cfg.extraQuery } : query;
  for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** SPEC §6: calls include credentials by default; some omit them. */
  credentials?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  withExtras?: boolean;
  /** Sent as the Referer (SPEC §7 masking call's optional referer header). */
  referrer?: string;
}

/** Sends a request and returns the Response; any non-OK status throws ResponseCodeError. For calls that
 *  read something other than an envelope (streams, no-cors reports) or send a Referer. */
export async function send(cfg: ApiConfig, path: string, opts: RequestOptions = {}): Promise<Response> {
  const f = cfg.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const init: RequestInit = {
    method: opts.method ?? 'GET',
    headers,
    body,
    credentials: opts.credentials === false ? 'omit' : 'include',
    signal: opts.signal,
  };
  // Browsers drop a Referer header (forbidden) and send their own; servers and Node send this one.
  if (opts.referrer) headers.referer = opts.referrer;
  const res = await f(buildUrl(cfg, path, opts.query, opts.withExtras ?? true), init);
  if (!res.ok) {
    let message: string | undefined;
    try {
      message = ((await res.json()) as { message?: string }).message;
    } catch {
      /* a non-JSON error body carries no message */
    }
    throw new ResponseCodeError(res.status, message);
  }
  return res;
}

/** Sends a request and returns the parsed envelope; any non-OK status throws ResponseCodeError. */
export async function request<T>(cfg: ApiConfig, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  return (await (await send(cfg, path, opts)).json()) as Envelope<T>;
}
