// A small real HTTP server on 127.0.0.1 standing in for the apps API: it records every request and
// answers from a route table (status + JSON, or a raw handler for streams).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
  credentials?: RequestCredentials;
  mode?: RequestMode;
}

type Reply = { status?: number; json?: unknown } | ((req: IncomingMessage, res: ServerResponse) => void);

export async function startFakeApi() {
  const routes = new Map<string, Reply>();
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      seen.push({ method: req.method!, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      const reply = routes.get(`${req.method} ${url.pathname}`);
      if (typeof reply === 'function') return reply(req, res);
      res.writeHead(reply?.status ?? (reply ? 200 : 404), { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply?.json ?? { success: false, data: null, message: 'no route' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const inits: RequestInit[] = [];
  /** The platform fetch, with the init each call passed recorded (credentials and mode are not visible on the wire). */
  const recordingFetch: typeof fetch = (input, init) => {
    inits.push(init ?? {});
    return fetch(input, init);
  };
  return {
    baseUrl,
    seen,
    inits,
    fetch: recordingFetch,
    on(route: string, reply: Reply) {
      routes.set(route, reply);
    },
    last(): Seen & { credentials?: RequestCredentials; mode?: RequestMode } {
      const s = seen[seen.length - 1];
      const i = inits[inits.length - 1] ?? {};
      return { ...s, credentials: i.credentials, mode: i.mode };
    },
    reset() {
      routes.clear();
      seen.length = 0;
      inits.length = 0;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** Writes server-sent events, with optional pauses, then ends (or breaks the socket mid-way). */
export function sse(chunks: string[], opts: { breakAfter?: boolean } = {}) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const c of chunks) res.write(c);
    if (opts.breakAfter) setTimeout(() => res.socket?.destroy(), 20);
    else res.end();
  };
}
