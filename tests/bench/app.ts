// The built server as the bench drives it: its own process with its log going to a file (as in
// production; piping every request line into the bench's own process would slow the load tool beside
// it), rate limits lifted (the bench is the only client), one owner logged in through the real API, one
// widget created through it, and stored events counted through the owner analytics call
// (GET /api/v1/plugin/:id/analytics), never by reading the database directly.
import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createWidget, freePort, ROOT, signUp, tmpDir, type AppServer } from '../e2e/harness';

export interface BenchApp {
  app: AppServer;
  cookie: string;
  widgetId: string;
  countEvents(): Promise<number>;
  /** The editor GET's lastHeights (what the builder's Publish panel puts in the snippet). */
  lastHeights(): Promise<Record<string, number>>;
}

export type LastHeights = BenchApp['lastHeights'];

/**
 * Keeps `page` (a viewer of the widget) open until the server has learned the widget's height on `device`
 * from the frame's widget-load report (1 s after mount), at most 15 s.
 */
export async function heightLearned(page: Page, lastHeights: LastHeights, device: string): Promise<void> {
  for (const until = Date.now() + 15_000; !(await lastHeights())[device] && Date.now() < until; ) await page.waitForTimeout(200);
}

export const BENCH_ENV = { EVENT_LIMIT_PER_IP: '1000000000', EVENT_LIMIT_PER_WIDGET: '1000000000' };

async function startLogged(env: Record<string, string>): Promise<AppServer> {
  // BENCH_SERVER_MAIN: another build of the server (before/after comparisons in the same conditions).
  const main = process.env.BENCH_SERVER_MAIN ?? join(ROOT, 'dist/server/main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `node build.mjs` first');
  const [port, demoPort] = [await freePort(), await freePort()];
  const dataDir = tmpDir('tessera-bench-');
  const logFile = join(dataDir, 'server.log');
  const fd = openSync(logFile, 'a');
  const url = `http://localhost:${port}`;
  // BENCH_NODE_ARGS: extra node flags for the server process (e.g. --cpu-prof when profiling it).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DEMO_PORT: String(demoPort), DATA_DIR: dataDir, PUBLIC_URL: url, DEMO_URL: `http://127.0.0.1:${demoPort}`, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 30 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    demoUrl: `http://127.0.0.1:${demoPort}`,
    dataDir,
    output,
    stop: () =>
      new Promise((res) => {
        const done = (code: number | null) => {
          rmSync(dataDir, { recursive: true, force: true });
          res(code);
        };
        if (child.exitCode !== null) return done(child.exitCode);
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** The widget every browser section embeds. */
export const BENCH_WIDGET_TYPE = 'image_gallery';

export async function startBenchApp(env: Record<string, string> = {}, pluginType = BENCH_WIDGET_TYPE): Promise<BenchApp> {
  const app = await startLogged({ ...BENCH_ENV, ...env });
  try {
    const { cookie } = await signUp(app.url);
    const widgetId = await createWidget(app.url, cookie, pluginType, { name: 'Bench gallery' });
    const countEvents = async () => {
      const res = await fetch(`${app.url}/api/v1/plugin/${widgetId}/analytics`, { headers: { cookie } });
      const json = (await res.json()) as { success: boolean; data: { totals: Record<string, number> } };
      if (!res.ok || !json.success) throw new Error(`analytics failed: ${res.status}`);
      return Object.values(json.data.totals).reduce((a, b) => a + b, 0);
    };
    const lastHeights = async () => {
      const res = await fetch(`${app.url}/api/v1/plugin/${widgetId}`, { headers: { cookie } });
      const json = (await res.json()) as { success: boolean; data: { lastHeights?: Record<string, number> } };
      if (!res.ok || !json.success) throw new Error(`editor GET failed: ${res.status}`);
      return json.data.lastHeights ?? {};
    };
    return { app, cookie, widgetId, countEvents, lastHeights };
  } catch (e) {
    await app.stop();
    throw e;
  }
}
