// Every migration, in order. Each file `NNN-name.ts` exports `up(db, dialect)` written for both
// dialects (see column-types.ts). To add one: create the file, then add one import and one line below.
// Numbers: 001-009 core; pick the next free number otherwise (names only need to be unique).
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';
import * as m001 from './001-core';
import * as m040 from './040-integrations';
import * as m070 from './070-ai';
import * as m090 from './090-uploads';
import * as m095 from './095-projects';
import * as m100 from './100-widget-heights';
import * as m110 from './110-integration-delivery';
import * as m120 from './120-form-payments';
import * as m130 from './130-integration-hooks';
import * as m140 from './140-widget-fonts';
import * as m150 from './150-white-label';

export interface MigrationModule {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

export const migrations: Record<string, MigrationModule> = {
  '001-core': m001,
  '040-integrations': m040,
  '070-ai': m070,
  '090-uploads': m090,
  '095-projects': m095,
  '100-widget-heights': m100,
  '110-integration-delivery': m110,
  '120-form-payments': m120,
  '130-integration-hooks': m130,
  '140-widget-fonts': m140,
  '150-white-label': m150,
  // other areas: add `'NNN-name': mNNN,` here
};
