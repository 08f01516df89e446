// The last rendered height of a widget per host device class (issue 8), learned from the frame's
// widget-load report and handed to the builder (editor GET `lastHeights`) and the demo host, so a snippet
// can reserve the space before any script runs. Best effort: a lost update only costs a reservation.
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { documentCacheFor } from '../frame-docs/document-cache';

export const HEIGHT_DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type HeightDevice = (typeof HEIGHT_DEVICES)[number];
export { MAX_REPORTED_HEIGHT } from '../../shared/api/events';

export interface WidgetHeightTable {
  widget_id: string;
  device: string;
  height: number;
  updated_at: number;
}

export interface HeightReport {
  widgetId: string;
  device: HeightDevice;
  height: number;
}

export type LastHeights = Partial<Record<HeightDevice, number>>;

/** Upserts one row per widget and device (the last report of a batch wins). */
export async function recordHeights(deps: Deps, reports: HeightReport[], now = deps.now()): Promise<void> {
  const last = new Map<string, HeightReport>();
  for (const r of reports) last.set(`${r.widgetId}|${r.device}`, r);
  if (!last.size) return;
  await deps.db
    .insertInto('widget_heights')
    .values([...last.values()].map((r) => ({ widget_id: r.widgetId, device: r.device, height: r.height, updated_at: now })))
    .onConflict((oc) => oc.columns(['widget_id', 'device']).doUpdateSet({ height: sql`excluded.height`, updated_at: sql`excluded.updated_at` }))
    .execute();
  // Frame documents carry the last height (data-known-height): those with another one are rendered again.
  const docs = documentCacheFor(deps);
  for (const r of last.values()) docs.heightLearned(r.widgetId, r.device, r.height);
}

export async function lastHeights(deps: Deps, widgetId: string): Promise<LastHeights> {
  const rows = await deps.db.selectFrom('widget_heights').select(['device', 'height']).where('widget_id', '=', widgetId).execute();
  const out: LastHeights = {};
  for (const r of rows) if ((HEIGHT_DEVICES as readonly string[]).includes(r.device)) out[r.device as HeightDevice] = Number(r.height);
  return out;
}

/** Last heights of several widgets at once (the demo host fills a page of them). */
export async function lastHeightsOf(deps: Deps, widgetIds: string[]): Promise<Map<string, LastHeights>> {
  const out = new Map<string, LastHeights>();
  if (!widgetIds.length) return out;
  const rows = await deps.db.selectFrom('widget_heights').select(['widget_id', 'device', 'height']).where('widget_id', 'in', widgetIds).execute();
  for (const r of rows) {
    if (!(HEIGHT_DEVICES as readonly string[]).includes(r.device)) continue;
    const m = out.get(r.widget_id) ?? {};
    m[r.device as HeightDevice] = Number(r.height);
    out.set(r.widget_id, m);
  }
  return out;
}
