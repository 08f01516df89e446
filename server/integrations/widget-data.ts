// The public reads: items of a widget's data integrations and the raw data of its analytics ones.
// Only published, non-private widgets answer; secrets never leave (api headers are used, not shown).
import { getIntegrationKind, isAnalyticsIntegration } from '../../shared/integrations';
import type { Deps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { guardedFetchStatus, GuardedFetchError } from '../net/guarded-fetch';
import { isPubliclyVisible, isWidgetId, widgetNotFound } from '../widgets/queries';
import { integrationNotFound, parseObject } from './integration-dto';
import type { IntegrationRow } from './integration-table';
import { openSecrets } from './prepare-integration';
import { cachedItems } from './source-cache';
import { isDataSourceKind, loadSourceItems } from './sources/load-source';
import { SourceError } from './sources/source-error';

export interface DataEntry {
  id: string;
  type: string;
  componentId: string;
  items?: unknown[];
  rawData?: Record<string, unknown>;
  error?: { code: string; message: string };
}

/** Active integrations of a widget anyone may view; its owner (when signed in) also sees drafts. */
export async function publicIntegrations(deps: Deps, widgetId: string, viewerId?: string): Promise<IntegrationRow[]> {
  if (!isWidgetId(widgetId)) throw widgetNotFound();
  const widget = await deps.db.selectFrom('widgets').select(['privacy', 'status', 'owner_id']).where('id', '=', widgetId).executeTakeFirst();
  if (!widget || !(isPubliclyVisible(widget) || widget.owner_id === viewerId)) throw widgetNotFound();
  return deps.db
    .selectFrom('integrations')
    .selectAll()
    .where('widget_id', '=', widgetId)
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .execute();
}

/** Analytics settings safe for the page: the non-secret values plus the event tracking config. */
export function analyticsRawData(row: IntegrationRow): Record<string, unknown> {
  const raw = parseObject(row.raw_data);
  return { ...parseObject(row.values), events: Array.isArray(raw.events) ? raw.events : [] };
}

export function sourceErrorStatus(e: SourceError): number {
  if (e.code === 'BAD_DATA' || e.code === 'UPSTREAM_STATUS') return 502;
  if (e.code === 'UNSUPPORTED') return 400;
  return guardedFetchStatus(new GuardedFetchError(e.code, e.message));
}

export async function itemsOf(deps: Deps, row: IntegrationRow): Promise<unknown[]> {
  return cachedItems(`${row.id}:${row.updated_at}`, deps.now(), () =>
    loadSourceItems(deps, { type: row.type, ownerId: row.owner_id, values: parseObject(row.values), secrets: openSecrets(deps, row) }),
  );
}

/**
 * One entry per data integration (and per analytics one when rawData). With `only`, just that
 * integration, and a failure becomes the HTTP error (4xx for our refusals, 502/504 for the upstream).
 */
export async function widgetData(deps: Deps, widgetId: string, opts: { rawData: boolean; only?: string; viewerId?: string }): Promise<DataEntry[]> {
  let rows = await publicIntegrations(deps, widgetId, opts.viewerId);
  if (opts.only) {
    rows = rows.filter((r) => r.id === opts.only);
    if (!rows.length) throw integrationNotFound();
  }
  const out: DataEntry[] = [];
  for (const row of rows) {
    const base = { id: row.id, type: row.type, componentId: row.component_id };
    if (opts.rawData && isAnalyticsIntegration(row.type)) out.push({ ...base, rawData: analyticsRawData(row) });
    if (!isDataSourceKind(row.type) || !getIntegrationKind(row.type)) continue;
    try {
      out.push({ ...base, items: await itemsOf(deps, row) });
    } catch (e) {
      if (!(e instanceof SourceError)) throw e;
      if (opts.only) throw new HttpError(sourceErrorStatus(e), `SOURCE_${e.code}`, e.message);
      out.push({ ...base, error: { code: e.code, message: e.message } });
    }
  }
  return out;
}
