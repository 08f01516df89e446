// A widget's own fonts (SPEC §3 Widget "fonts", "Project font": guid, name, url) as JSON text: the owner
// uploads or links a font file in the builder and picks it like a catalogue font (data.fontId = guid).
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('widgets').addColumn('fonts', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}
