// Starts everything `npm start` runs: storage (migrated, seeded), the app on PORT and the demo host on
// DEMO_PORT. e2e tests call it with port 0 and get the real URLs back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { demoHostApp } from './demo/demo-host-app';
import { silentLogger, type Deps, type Logger } from './deps';
import { eventFastPath } from './events/fast-report';
import { eventRateLimiterFor } from './events/event-rate-limit';
import { eventWriterFor } from './events/routes';
import { lastHeightsOf } from './events/widget-heights';
import { viewerFastPath } from './widgets/viewer-fast-path';
import { documentFastPath } from './frame-docs/document-fast-path';
import { seed, type SeedResult } from './seed';

export interface RunningServer {
  url: string;
  demoUrl: string;
  demo: SeedResult;
  deps: Deps;
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  demoPassword?: string;
  /** Bind address; default all interfaces (IPv6 and IPv4), so both localhost and 127.0.0.1 reach it. */
  host?: string;
}

async function listen(server: Server, port: number, host?: string): Promise<number> {
  const attempt = (h: string | undefined) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, h, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  if (host) return attempt(host);
  try {
    return await attempt('::');
  } catch {
    return attempt('0.0.0.0'); // no IPv6 on this machine
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
    server.closeIdleConnections();
  });
}

export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? silentLogger;
  const opened = openDatabase(config);
  await migrate(opened.db, opened.dialect, { databaseUrl: config.databaseUrl });
  // Resolved below once the real ports are known (port 0 in tests); routes read it per request.
  const cfg: Config = { ...config };
  const deps: Deps = { db: opened.db, dialect: opened.dialect, config: cfg, log, now: () => Date.now() };
  const demo = await seed(deps, { password: opts.demoPassword });

  let handler: ((req: any, res: any) => void) | null = null;
  let demoHandler: ((req: any, res: any) => void) | null = null;
  const appServer = createServer((req, res) => handler!(req, res));
  const demoServer = createServer((req, res) => demoHandler!(req, res));
  const port = await listen(appServer, config.port, opts.host);
  const demoPort = await listen(demoServer, config.demoPort, opts.host);
  if (config.port === 0 && cfg.publicUrl.endsWith(':0')) cfg.publicUrl = `http://localhost:${port}`;
  if (config.demoPort === 0 && cfg.demoUrl.endsWith(':0')) cfg.demoUrl = `http://127.0.0.1:${demoPort}`;

  const app = createApp(deps);
  const hono = getRequestListener(app.fetch);
  // Plain event reports skip the framework (server/events/fast-report.ts); the rest goes to the app.
  const fastEvents = eventFastPath(deps);
  // Cached public viewer calls likewise (server/widgets/viewer-fast-path.ts).
  const fastViewer = viewerFastPath(deps);
  // And the frame documents of public widgets (server/frame-docs/document-fast-path.ts).
  const fastDocs = documentFastPath(deps);
  handler = (req, res) => {
    if (!fastEvents(req, res) && !fastViewer(req, res) && !fastDocs(req, res)) void hono(req, res);
  };
  demoHandler = getRequestListener(
    demoHostApp({ rootDir: cfg.rootDir, appUrl: cfg.publicUrl, widgetIds: demo.widgets, heights: (ids) => lastHeightsOf(deps, ids) }).fetch,
  );

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await Promise.all([closeServer(appServer), closeServer(demoServer)]);
      await eventWriterFor(deps).flush();
      await eventRateLimiterFor(deps).flush();
      await opened.close();
    })());
  log.info('server started', { url: cfg.publicUrl, demoUrl: cfg.demoUrl, dialect: opened.dialect });
  return { url: cfg.publicUrl, demoUrl: cfg.demoUrl, demo, deps, close };
}
