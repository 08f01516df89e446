// A real HTTP server with one raw-request fast path in front of the app, as server/start-server.ts puts
// them. Every answer says which of the two gave it (x-test-path), so a test can tell them apart and
// compare their answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { TestApp } from './harness';

export interface FastPathServer {
  url: string;
  close(): Promise<void>;
}

export async function fastPathServer(t: TestApp, fast: (req: IncomingMessage, res: ServerResponse) => boolean): Promise<FastPathServer> {
  const hono = getRequestListener(t.app.fetch);
  const server = createServer((req, res) => {
    // Marked before, as a fast path may answer at once; marked again when it declined.
    res.setHeader('x-test-path', 'fast');
    if (fast(req, res)) return;
    res.setHeader('x-test-path', 'framework');
    void hono(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** Which of the two answered. */
export const via = (r: Response) => r.headers.get('x-test-path');

/** An answer's headers, less those of the connection and the marker (and any `more`), for comparing two answers. */
export const headersOf = (r: Response, more: string[] = []) =>
  [...r.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'x-test-path', 'transfer-encoding', ...more].includes(k));
