// An owner's white-label brand, kept on their row (migration 150).
import type { FrameBrand, WhiteLabelBody } from '../../shared/schemas/white-label';
import type { Deps } from '../deps';
import { documentCacheFor } from '../frame-docs/document-cache';

export async function getBrand(deps: Deps, ownerId: string): Promise<FrameBrand | null> {
  const row = await deps.db.selectFrom('owners').select(['white_label_name', 'white_label_url']).where('id', '=', ownerId).executeTakeFirst();
  return row?.white_label_name ? { name: row.white_label_name, url: row.white_label_url } : null;
}

export async function setBrand(deps: Deps, ownerId: string, b: WhiteLabelBody | null): Promise<void> {
  await deps.db
    .updateTable('owners')
    .set({ white_label_name: b?.brandName ?? null, white_label_url: b?.brandUrl ?? '' })
    .where('id', '=', ownerId)
    .execute();
  // Their frame documents this process keeps for a few seconds carry the brand they had.
  const docs = documentCacheFor(deps);
  for (const w of await deps.db.selectFrom('widgets').select('id').where('owner_id', '=', ownerId).execute()) docs.forget(w.id);
}

/** The brand of the widget's owner. */
export async function widgetOwnerBrand(deps: Deps, widgetId: string): Promise<{ ownerId: string; brand: FrameBrand | null } | null> {
  const row = await deps.db
    .selectFrom('widgets')
    .innerJoin('owners', 'owners.id', 'widgets.owner_id')
    .select(['owners.id', 'owners.white_label_name', 'owners.white_label_url'])
    .where('widgets.id', '=', widgetId)
    .executeTakeFirst();
  if (!row) return null;
  return { ownerId: row.id, brand: row.white_label_name ? { name: row.white_label_name, url: row.white_label_url } : null };
}
