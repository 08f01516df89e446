// What every route factory receives. Built once in main.ts (or per test) so nothing reaches for globals.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';

export type DialectName = 'sqlite' | 'postgres';

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface Deps {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  log: Logger;
  /** Milliseconds since the epoch; tests inject a clock. */
  now(): number;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** One JSON object per line on the given stream; never used by library code directly (STYLE.md 11). */
export function jsonLogger(write: (line: string) => void): Logger {
  const emit = (level: string, msg: string, fields?: Record<string, unknown>) =>
    write(`${JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields })}\n`);
  return {
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}
