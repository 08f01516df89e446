// Column types that differ between the dialects, so one migration file serves both.
import type { DialectName } from '../../deps';

/** An auto-incrementing integer primary key: bigserial on PostgreSQL, the rowid alias on SQLite. */
export function autoIdType(dialect: DialectName): 'bigserial' | 'integer' {
  return dialect === 'postgres' ? 'bigserial' : 'integer';
}

/** Binary data. */
export function blobType(dialect: DialectName): 'bytea' | 'blob' {
  return dialect === 'postgres' ? 'bytea' : 'blob';
}
