// Builds the real app over a fresh store for one backend; requests go through app.request (no port).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import { silentLogger, type Deps, type Logger } from '../../../server/deps';
import { eventWriterFor } from '../../../server/events/routes';
import { getTestDatabaseUrl } from '../../setup/postgres';

export type Backend = 'sqlite' | 'postgres';
export const BACKENDS: Backend[] = ['sqlite', 'postgres'];
export const PUBLIC_URL = 'http://localhost:4000';

export interface TestApp {
  app: Hono<any>;
  deps: Deps;
  config: Config;
  /** app.request with this app's own client IP (rate limits are per IP). */
  request(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
  /** Signs up a fresh owner; returns the session cookie and id. */
  owner(name?: string): Promise<{ cookie: string; id: string; email: string }>;
  /** A cookie-authenticated JSON call from our own origin. */
  call(cookie: string, method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A clock for tests of per-minute budgets: the event limits count per clock minute, and on the real clock
 * a test's requests can straddle a minute's end and find the budget fresh (CI once saw all 8 of 8 pass).
 * This one starts at the start of the current minute and keeps within it (real time, capped at 59 s).
 */
export function withinOneMinute(): () => number {
  const t0 = Date.now();
  const minute = Math.floor(t0 / 60_000) * 60_000;
  return () => minute + Math.min(Date.now() - t0, 59_000);
}

export async function makeTestApp(
  backend: Backend,
  opts: { env?: Record<string, string>; now?: () => number; log?: Logger; publicDir?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PUBLIC_URL, ...opts.env };
  if (backend === 'postgres') env.DATABASE_URL = await getTestDatabaseUrl();
  const config = loadConfig(env);
  if (opts.publicDir) config.publicDir = opts.publicDir;
  const opened = openDatabase(config, { poolSize: 5 });
  await migrate(opened.db, opened.dialect, { databaseUrl: config.databaseUrl });
  const deps: Deps = { db: opened.db, dialect: opened.dialect, config, log: opts.log ?? silentLogger, now: opts.now ?? (() => Date.now()) };
  const app = createApp(deps);
  const defaultIp = `10.${randomBytes(3).join('.')}`;
  const request = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const { ip, ...rest } = init;
    return Promise.resolve(app.request(path, rest, { incoming: { socket: { remoteAddress: ip ?? defaultIp } } }));
  };
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    request(path, {
      method,
      headers: { cookie, origin: PUBLIC_URL, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const owner = async (name = 'Owner') => {
    const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(4).toString('hex')}@example.test`;
    const res = await request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      body: JSON.stringify({ email, password: 'correct horse battery', fullName: name }),
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const body = (await res.json()) as { data: { guid: string } };
    return { cookie, id: body.data.guid, email };
  };
  return {
    app,
    deps,
    config,
    request,
    owner,
    call,
    close: async () => {
      await eventWriterFor(deps).flush();
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A temporary public folder holding `files` (paths relative to it, folders made as needed). */
export function publicFolder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pub-'));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}
