// A form that takes a payment stores each submission before the visitor pays, with the checkout it
// opened at Stripe or PayPal: `payment_status` is null for a form without payment, 'pending' until the
// service confirms, then 'paid' (paid_at). The amount is in the currency's minor unit, as charged.
// One ALTER per column: SQLite adds one column per statement.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  const add = (name: string, type: 'text' | 'bigint') => db.schema.alterTable('form_submissions').addColumn(name, type).execute();
  await add('payment_status', 'text');
  await add('payment_provider', 'text');
  await add('payment_ref', 'text');
  await add('payment_amount', 'bigint');
  await add('payment_currency', 'text');
  await add('paid_at', 'bigint');
}
