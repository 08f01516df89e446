// What became of the last form submission an integration passed on (Mailchimp, Twilio, Teams...): when
// it last went through and the last failure, so the builder can tell the owner a key stopped working.
// One ALTER per column: SQLite adds one column per statement.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('integrations').addColumn('delivered_at', 'bigint').execute();
  await db.schema.alterTable('integrations').addColumn('delivery_error', 'text').execute();
  await db.schema.alterTable('integrations').addColumn('delivery_error_at', 'bigint').execute();
}
