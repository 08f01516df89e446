// One HTTP exchange with an already vetted address. The socket connects to `target.address`, never to
// a fresh DNS answer, which closes the DNS-rebinding window between the check and the connect.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { GuardedFetchError, timeoutError } from './guarded-fetch-error';
import type { Target } from './resolve-target';

export interface OnceOptions {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  signal: AbortSignal;
}

export function requestOnce(target: Target, opts: OnceOptions): Promise<IncomingMessage> {
  const pinned = ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  }) as unknown as LookupFunction;
  const mod = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(target.url, {
      method: opts.method,
      headers: opts.headers,
      lookup: pinned,
      signal: opts.signal,
      agent: false,
    });
    req.once('response', resolve);
    // 'on', not 'once': an abort after the response may emit a second error that must not go unhandled.
    req.on('error', (err) => {
      if (opts.signal.aborted) reject(timeoutError());
      else reject(new GuardedFetchError('NETWORK', `Could not reach ${target.url.host}: ${err.message}`));
    });
    if (opts.body) req.end(opts.body);
    else req.end();
  });
}
