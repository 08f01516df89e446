// PostgreSQL for storage tests. TEST_DATABASE_URL (a role allowed to CREATE DATABASE) wins; otherwise
// the local Debian cluster is started if needed and a test role created through `su postgres`.
// Each test file gets its own fresh database (random name), dropped when the file's tests end.
// A missing PostgreSQL is a failure, never a skip.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

const ROLE = 'tessera_test';
const PASSWORD = 'tessera_test';

function sh(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function asPostgres(sql: string): void {
  const isRoot = process.getuid?.() === 0;
  const psql = `psql -v ON_ERROR_STOP=1 -qAtc ${JSON.stringify(sql).replace(/\$/g, '\\$')}`;
  if (isRoot) sh('su', ['postgres', '-c', psql]);
  else sh('psql', ['-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);
}

function ensureCluster(): void {
  let status = '';
  try {
    status = sh('pg_lsclusters', ['-h']);
  } catch {
    throw new Error('PostgreSQL is not installed (pg_lsclusters missing): apt-get install -y postgresql, or set TEST_DATABASE_URL');
  }
  const line = status.split('\n').find((l) => /^15\s+main\s/.test(l)) ?? status.split('\n').find(Boolean);
  if (!line) throw new Error('No PostgreSQL cluster found: pg_createcluster 15 main, or set TEST_DATABASE_URL');
  const [ver, name, , state] = line.trim().split(/\s+/);
  if (state !== 'online') {
    try {
      sh('pg_ctlcluster', [ver, name, 'start']);
    } catch (err) {
      // Another test file may have started it in the meantime.
      if (!/online|already running/i.test(sh('pg_lsclusters', ['-h']))) throw err;
    }
  }
}

let adminUrlPromise: Promise<string> | null = null;

/** A URL for a role that may create databases (the `postgres` database). */
export function getAdminDatabaseUrl(): Promise<string> {
  adminUrlPromise ??= (async () => {
    if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
    ensureCluster();
    // Idempotent and safe when several test files race to create the role.
    asPostgres(
      `DO $$ BEGIN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}'; ` +
        `EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;`,
    );
    return `postgres://${ROLE}:${PASSWORD}@127.0.0.1:5432/postgres`;
  })();
  return adminUrlPromise;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: await getAdminDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const created: string[] = [];

/** A brand-new empty database; dropped after this test file. */
export async function createTestDatabase(): Promise<string> {
  const name = `tessera_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(await getAdminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

let fileDb: Promise<string> | null = null;

/** This test file's own fresh database (the same URL for every call within one file). */
export function getTestDatabaseUrl(): Promise<string> {
  fileDb ??= createTestDatabase();
  return fileDb;
}

afterAll(async () => {
  for (const name of created.splice(0)) {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});
