// A tiny loopback HTTP server for widget tests (the app's API as a fake speaking the real protocol).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLoopback } from '../../helpers/loopback';

export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
};

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

export async function startServer(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const srv = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    // happy-dom enforces CORS like a browser: answer preflights for the cross-origin test page.
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
      } else handler(req, body, res);
    });
  });
  return listenLoopback(srv);
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', ...CORS });
  res.end(JSON.stringify(body));
}
