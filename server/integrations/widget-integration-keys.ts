// Keeps SPEC §3 `widget.data.integrations` (the list of integration keys) in step with the widget's
// integration rows, inside the transaction that writes the row, so a widget never lists a key it has
// no row for (or misses one it has). Call `lockWidgetData` FIRST in the transaction, before the
// integration insert/delete: on PostgreSQL it takes the widget row FOR UPDATE, so two concurrent
// connects cannot both read the old list and lose a key, and taking it before the insert (whose foreign
// key takes a KEY SHARE lock on the same row) avoids a lock-upgrade deadlock. SQLite runs one
// transaction at a time.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DialectName } from '../deps';
import { parseObject } from './integration-dto';

type Db = Kysely<Database>;

export async function lockWidgetData(db: Db, dialect: DialectName, widgetId: string): Promise<Record<string, unknown> | null> {
  let q = db.selectFrom('widgets').select('data').where('id', '=', widgetId);
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? parseObject(row.data) : null;
}

function keysOf(data: Record<string, unknown>): string[] {
  return Array.isArray(data.integrations) ? data.integrations.filter((k): k is string => typeof k === 'string') : [];
}

async function writeKeys(db: Db, widgetId: string, data: Record<string, unknown>, keys: string[], now: number): Promise<void> {
  await db.updateTable('widgets').set({ data: JSON.stringify({ ...data, integrations: keys }), updated_at: now }).where('id', '=', widgetId).execute();
}

/** After inserting an integration of `key`: the widget lists it (once). */
export async function addWidgetIntegrationKey(db: Db, widgetId: string, data: Record<string, unknown> | null, key: string, now: number): Promise<void> {
  if (!data) return;
  const keys = keysOf(data);
  if (keys.includes(key) && Array.isArray(data.integrations) && keys.length === data.integrations.length) return;
  await writeKeys(db, widgetId, data, [...new Set([...keys, key])], now);
}

/** After deleting an integration of `key`: the widget stops listing it when it was the last one. */
export async function dropWidgetIntegrationKeyIfUnused(db: Db, widgetId: string, data: Record<string, unknown> | null, key: string, now: number): Promise<void> {
  if (!data) return;
  const left = await db.selectFrom('integrations').select('id').where('widget_id', '=', widgetId).where('type', '=', key).executeTakeFirst();
  if (left) return;
  const keys = keysOf(data);
  if (!keys.includes(key)) return;
  await writeKeys(db, widgetId, data, keys.filter((k) => k !== key), now);
}

/** The keys a widget should list: one per integration type it has, in order of first connection. */
export async function integrationKeysOf(db: Db, widgetId: string): Promise<string[]> {
  const rows = await db.selectFrom('integrations').select('type').where('widget_id', '=', widgetId).orderBy('created_at').execute();
  return [...new Set(rows.map((r) => r.type))];
}

/**
 * After a widget save that replaced `data` (the builder sends its whole copy, which may predate a
 * connect in another window): puts back the key of every integration the widget still has. Under the
 * widget lock, so a connect racing the save is either seen here or adds its key after.
 */
export async function restoreIntegrationKeys(db: Db, dialect: DialectName, widgetId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const data = await lockWidgetData(trx, dialect, widgetId);
    if (!data) return;
    const have = keysOf(data);
    const missing = (await integrationKeysOf(trx, widgetId)).filter((k) => !have.includes(k));
    if (missing.length) await writeKeys(trx, widgetId, data, [...have, ...missing], now);
  });
}
