// An owner's white-label brand (server/white-label/): the name and address shown in place of Tessera's
// in white-label mode (SPEC §2). No name: no brand.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('owners').addColumn('white_label_name', 'text').execute();
  await db.schema.alterTable('owners').addColumn('white_label_url', 'text', (c) => c.notNull().defaultTo('')).execute();
}
