// A real app over a fresh database (SQLite in a temp dir, or PostgreSQL), with two owners holding API
// keys, captured logs, and a widget factory. Nothing of ours is mocked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../../server/app';
import { createApiKey } from '../../../../server/auth/api-keys';
import { newId } from '../../../../server/auth/tokens';
import { loadConfig } from '../../../../server/config';
import { openDatabase } from '../../../../server/db/connect';
import { migrate } from '../../../../server/db/migrate';
import type { Deps, Logger } from '../../../../server/deps';
import { freshPostgresUrl } from './postgres-db';

export type Backend = 'sqlite' | 'postgres';
export const BACKENDS: Backend[] = process.env.INT_BACKENDS ? (process.env.INT_BACKENDS.split(',') as Backend[]) : ['sqlite', 'postgres'];

export interface TestEnv {
  app: Hono<any>;
  deps: Deps;
  logs: string[];
  ownerId: string;
  ownerKey: string;
  otherId: string;
  otherKey: string;
  createWidget(ownerId: string, type: string, data?: Record<string, unknown>, extra?: Record<string, unknown>): Promise<string>;
  /** app.request with the owner's Bearer key and a JSON body. */
  call(method: string, path: string, opts?: { body?: unknown; key?: string | null; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** `now`: the wall clock the app reads (tests of per-minute budgets pass withinOneMinute()); kept increasing. */
export async function makeTestEnv(backend: Backend, env: Record<string, string> = {}, now: () => number = Date.now): Promise<TestEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-int-'));
  const databaseUrl = backend === 'postgres' ? await freshPostgresUrl() : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:4000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const opened = openDatabase(config, { poolSize: 20 });
  await migrate(opened.db, opened.dialect, { databaseUrl });
  const logs: string[] = [];
  const log: Logger = {
    info: (m, f) => logs.push(JSON.stringify({ m, ...f })),
    warn: (m, f) => logs.push(JSON.stringify({ m, ...f })),
    error: (m, f) => logs.push(JSON.stringify({ m, ...f })),
  };
  let clock = now();
  const deps: Deps = { db: opened.db, dialect: opened.dialect, config, log, now: () => (clock = Math.max(now(), clock + 1)) };
  const app = createApp(deps);
  const mkOwner = async (email: string) => {
    const id = newId();
    await deps.db.insertInto('owners').values({ id, email, full_name: email, password_hash: 'x', is_premium: 0, created_at: deps.now() }).execute();
    return { id, key: (await createApiKey(deps, id, 'test')).key };
  };
  const a = await mkOwner('owner@example.com');
  const b = await mkOwner('other@example.com');
  return {
    app,
    deps,
    logs,
    ownerId: a.id,
    ownerKey: a.key,
    otherId: b.id,
    otherKey: b.key,
    async createWidget(ownerId, type, data = {}, extra = {}) {
      const id = newId();
      const now = deps.now();
      await deps.db
        .insertInto('widgets')
        .values({
          id, owner_id: ownerId, type, name: 'W', description: '', project_id: null, gallery_id: newId(),
          preview_image: null, slug: null, privacy: 'public', status: 'published', model_version: 1,
          creation_source: 'website', platform: 'plugin', site_url: null, data: JSON.stringify(data), fonts: '[]',
          created_at: now, updated_at: now, ...extra,
        })
        .execute();
      return id;
    },
    async call(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      const key = opts.key === undefined ? a.key : opts.key;
      if (key) headers.authorization = `Bearer ${key}`;
      let body: string | undefined;
      if (opts.body !== undefined) {
        body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      return app.request(path, { method, headers, body });
    },
    async close() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
