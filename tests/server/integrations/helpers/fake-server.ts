// A real HTTP server on 127.0.0.1 for third-party fakes (STYLE.md 12). Returns its base URL, the
// host:port to put in allowHosts, and a close() that also ends lingering sockets.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLoopback } from '../../../helpers/loopback';

export interface FakeServer {
  url: string;
  hostPort: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

export async function startFakeServer(handler: Handler): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      void Promise.resolve(handler(req, res, body)).catch(() => res.destroy());
    });
  });
  return { ...(await listenLoopback(server)), requests };
}
