// The hooks of a widget's zapier and make integrations (integration_hooks, migration 130): listed without
// their URL, added under the widget's lock so the per-widget cap holds, opened only to post to them.
import { HOOK_EVENTS, MAX_HOOKS_PER_WIDGET, type HookInfo, type HookKind } from '../../shared/api/hooks';
import { kindLabel } from '../../shared/integrations';
import { newId } from '../auth/tokens';
import type { Deps } from '../deps';
import { conflict } from '../http/errors';
import { lockWidgetData } from '../integrations/widget-integration-keys';
import { decryptSecret, encryptSecret, loadSecretKey } from '../secrets';
import type { IntegrationHookRow } from './hook-table';

const aad = (hookId: string) => `hook:${hookId}`;

export function toHookInfo(row: IntegrationHookRow, type: HookKind): HookInfo {
  return {
    id: row.id,
    widgetId: row.widget_id,
    type,
    event: row.event as HookInfo['event'],
    host: row.host,
    createdAt: row.created_at,
    lastSentAt: row.sent_at,
    lastError: row.error,
    lastErrorAt: row.error_at,
  };
}

export const openHookUrl = (deps: Deps, row: Pick<IntegrationHookRow, 'id' | 'url'>) => decryptSecret(loadSecretKey(deps.config), row.url, aad(row.id));

/** The hooks of the owner's widgets (one widget's, one service's, when given), newest first. */
export async function listHooks(deps: Deps, ownerId: string, only: { widgetId?: string; type?: HookKind } = {}): Promise<HookInfo[]> {
  let q = deps.db
    .selectFrom('integration_hooks')
    .innerJoin('integrations', 'integrations.id', 'integration_hooks.integration_id')
    .selectAll('integration_hooks')
    .select('integrations.type')
    .where('integrations.owner_id', '=', ownerId)
    .orderBy('integration_hooks.created_at', 'desc');
  if (only.widgetId !== undefined) q = q.where('integration_hooks.widget_id', '=', only.widgetId);
  if (only.type !== undefined) q = q.where('integrations.type', '=', only.type);
  return (await q.execute()).map((r) => toHookInfo(r, r.type as HookKind));
}

/**
 * Subscribes `url` to the integration. The same URL subscribed again (a service retrying its subscribe
 * call) answers the hook it already has rather than posting each submission twice.
 */
export async function addHook(
  deps: Deps,
  integration: { id: string; widgetId: string; type: HookKind },
  url: URL,
): Promise<{ hook: HookInfo; created: boolean }> {
  const key = loadSecretKey(deps.config);
  return deps.db.transaction().execute(async (trx) => {
    // Subscribes to one widget take turns, so two at once cannot both pass the cap.
    await lockWidgetData(trx, deps.dialect, integration.widgetId);
    const rows = await trx.selectFrom('integration_hooks').selectAll().where('widget_id', '=', integration.widgetId).execute();
    const same = rows.find((r) => r.integration_id === integration.id && decryptSecret(key, r.url, aad(r.id)) === url.href);
    if (same) return { hook: toHookInfo(same, integration.type), created: false };
    if (rows.length >= MAX_HOOKS_PER_WIDGET) {
      const label = kindLabel(integration.type);
      throw conflict(`This widget already passes its submissions to ${MAX_HOOKS_PER_WIDGET} hooks, the most it can: turn off a Zap or scenario that uses it before ${label} adds another.`, 'HOOK_LIMIT');
    }
    const id = newId();
    const row: IntegrationHookRow = {
      id,
      integration_id: integration.id,
      widget_id: integration.widgetId,
      event: HOOK_EVENTS[0],
      url: encryptSecret(key, url.href, aad(id)),
      host: url.host,
      created_at: deps.now(),
      sent_at: null,
      error: null,
      error_at: null,
    };
    await trx.insertInto('integration_hooks').values(row).execute();
    return { hook: toHookInfo(row, integration.type), created: true };
  });
}

/** True when a hook of one of the owner's widgets was removed. */
export async function removeHook(deps: Deps, ownerId: string, id: string): Promise<boolean> {
  const res = await deps.db
    .deleteFrom('integration_hooks')
    .where('id', '=', id)
    .where('integration_id', 'in', deps.db.selectFrom('integrations').select('id').where('owner_id', '=', ownerId))
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
