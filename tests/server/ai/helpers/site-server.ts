// A small website on 127.0.0.1 for crawler tests: static files from a folder and/or scripted routes
// (redirects, errors, slow pages). Real HTTP, so the guarded fetcher is exercised as in production.
import { readFileSync, existsSync, statSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { listenLoopback } from '../../../helpers/loopback';

export type Route = (res: ServerResponse) => void;

export interface SiteServer {
  url: string;
  hostPort: string;
  hits: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.xml': 'application/xml', '.txt': 'text/plain', '.css': 'text/css', '.pdf': 'application/pdf' };

export async function startSiteServer(opts: { dir?: string; routes?: Record<string, Route> }): Promise<SiteServer> {
  const hits: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.push(path);
    const route = opts.routes?.[path];
    if (route) return route(res);
    if (opts.dir) {
      const file = normalize(join(opts.dir, path === '/' ? 'index.html' : decodeURIComponent(path)));
      if (file.startsWith(opts.dir) && existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        return res.end(readFileSync(file));
      }
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not found</h1>');
  });
  server.on('close', () => timers.forEach(clearTimeout));
  return { ...(await listenLoopback(server)), hits };
}

export const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><style>body{background:#fafafa;color:#222;font-family:"Open Sans",sans-serif}h1{font-family:Poppins,serif}a.btn{background:#e4572e;color:#fff}</style></head><body><nav><a href="/">Home</a></nav><main>${body}</main><footer>Footer text</footer></body></html>`;
