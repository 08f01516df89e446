// Every migration, in order. Each file `NNN-name.ts` exports `up(db, dialect)` written for both
// dialects (see column-types.ts). To add one: create the file, then add one import and one line below.
// Numbers: 001-009 core; pick the next free number otherwise (names only need to be unique).
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';
import * as m001 from './001-core';

export interface MigrationModule {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

export const migrations: Record<string, MigrationModule> = {
  '001-core': m001,
  // other areas: add `'NNN-name': mNNN,` here
};
