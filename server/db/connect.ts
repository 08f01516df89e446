// Opens the storage backend: SQLite (better-sqlite3, one file in DATA_DIR) by default, PostgreSQL when
// DATABASE_URL is set. Both give the same Kysely<Database>.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { DialectName } from '../deps';
import type { Database } from './database';

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// int8 (COUNT(*), bigint timestamps) arrives as a string from pg by default; our values fit in a double.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Kysely prepares every query anew; with better-sqlite3 that is most of a query's cost. Statements
 *  are reusable (the driver runs them synchronously), so keep the recent ones by SQL text. */
function withStatementCache(file: SqliteDatabase.Database, max = 500) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = file.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

/** Marks a statement to run as a named prepared statement on PostgreSQL (see withNamedStatements).
 *  One name, one text: pg refuses a name reused with another text on the same connection. */
export const preparedAs = (name: string) => `/* prepared:${name} */ `;
const PREPARED = /^\/\* prepared:([\w-]+) \*\//;

/**
 * Kysely sends every statement unnamed, so PostgreSQL parses and plans it on each call. A statement
 * whose text starts with preparedAs(name) runs as a named prepared statement instead: planned once per
 * connection, then only bound and executed (the event writer's insert, issue 8: ~20% of a batch's cost).
 * Only fixed-text statements carry a name, so what each connection keeps prepared stays bounded.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: string, values?: unknown[]) => {
      // Kysely's stream() passes a cursor object instead of text.
      const name = typeof text === 'string' ? PREPARED.exec(text)?.[1] : undefined;
      return name ? client.query({ name, text, values }) : client.query(text, values);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      // The same wrapper for the same client: Kysely keeps its connection object on it.
      let w = wrapped.get(client);
      if (!w) wrapped.set(client, (w = wrap(client)));
      return w;
    },
    end: () => pool.end(),
  };
}

export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  opts: { poolSize?: number } = {},
): OpenedDatabase {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: opts.poolSize ?? 10,
      types: pgTypes as never,
    });
    // An idle client losing its server connection must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = new SqliteDatabase(join(config.dataDir, 'tessera.sqlite'));
  file.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit survives a process kill (kill -9); only an OS crash may drop the last ones.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
