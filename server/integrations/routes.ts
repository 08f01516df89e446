// SPEC §7 "Integrations": owner list/create/update/delete under /api/v1/{platform or plugin}/{id}/
// integrations, the public integrations/data read, and /api/apps/integrations/raw-data.
import { Hono } from 'hono';
import * as z from 'zod';
import { hasConnectionCheck, isAnalyticsIntegration, kindLabel } from '../../shared/integrations';
import { checkConnection } from '../deliveries/check-connection';
import { newId } from '../auth/tokens';
import { optionalOwner, requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import { isWidgetId, requireOwnedWidgetRow } from '../widgets/queries';
import { viewerCacheFor } from '../widgets/viewer-cache';
import { INTEGRATION_DELETED, integrationNotFound, toIntegrationDto } from './integration-dto';
import { prepareIntegration } from './prepare-integration';
import { analyticsRawData, publicIntegrations, widgetData } from './widget-data';
import { addWidgetIntegrationKey, dropWidgetIntegrationKeyIfUnused, lockWidgetData } from './widget-integration-keys';

const Body = z.record(z.string(), z.unknown());
const BASE = '/api/v1/:platform/:id/integrations';

const ownedWidget = requireOwnedWidgetRow;

function componentIdOf(body: Record<string, unknown>, fallback: string): string {
  const v = body.componentId;
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v !== 'string' || !isWidgetId(v)) throw badRequest('"componentId" must be a widget id.', 'INVALID_COMPONENT_ID');
  return v;
}

export function integrationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);

  // Public (no credentials needed); an owner previewing a private or draft widget is recognised.
  app.get(`${BASE}/data`, optionalOwner(deps), async (c) => {
    const viewerId = c.get('owner')?.id;
    const data = await widgetData(deps, c.req.param('id'), {
      rawData: c.req.query('rawData') === 'true',
      only: c.req.query('integrationId') || undefined,
      viewerId,
    });
    c.header('Cache-Control', viewerId ? 'private, no-store' : 'public, max-age=30');
    return ok(c, data);
  });

  app.get('/api/apps/integrations/raw-data', optionalOwner(deps), async (c) => {
    const rows = await publicIntegrations(deps, c.req.query('widgetId') ?? '', c.get('owner')?.id);
    const data = rows
      .filter((r) => isAnalyticsIntegration(r.type))
      .map((r) => ({ id: r.id, type: r.type, componentId: r.component_id, rawData: analyticsRawData(r) }));
    return ok(c, data);
  });

  app.get(BASE, owner, async (c) => {
    const w = await ownedWidget(deps, c.get('owner').id, c.req.param('id'));
    const rows = await deps.db.selectFrom('integrations').selectAll().where('widget_id', '=', w.id).orderBy('created_at').execute();
    return ok(c, rows.map(toIntegrationDto));
  });

  app.post(BASE, owner, async (c) => {
    const ownerId = c.get('owner').id;
    const w = await ownedWidget(deps, ownerId, c.req.param('id'));
    const body = await readJson(c, Body);
    const id = newId();
    const p = await prepareIntegration(deps, { id, ownerId, body });
    const now = deps.now();
    const row = {
      id,
      owner_id: ownerId,
      widget_id: w.id,
      component_id: componentIdOf(body, w.id),
      type: p.type,
      platform: c.req.param('platform'),
      is_active: p.isActive ? 1 : 0,
      values: JSON.stringify(p.values),
      secrets: JSON.stringify(p.secrets),
      raw_data: p.rawData ? JSON.stringify(p.rawData) : null,
      created_at: now,
      updated_at: now,
      delivered_at: null,
      delivery_error: null,
      delivery_error_at: null,
    };
    // The row and the widget's data.integrations key are written together or not at all.
    await deps.db.transaction().execute(async (trx) => {
      const data = await lockWidgetData(trx, deps.dialect, w.id);
      await trx.insertInto('integrations').values(row).execute();
      await addWidgetIntegrationKey(trx, w.id, data, p.type, now);
    });
    viewerCacheFor(deps).forget(w.id, w.gallery_id);
    return ok(c, toIntegrationDto(row), 'Integration added.', 201);
  });

  app.put(`${BASE}/:integrationId`, owner, async (c) => {
    const ownerId = c.get('owner').id;
    const w = await ownedWidget(deps, ownerId, c.req.param('id'));
    const existing = await deps.db
      .selectFrom('integrations')
      .selectAll()
      .where('id', '=', c.req.param('integrationId'))
      .where('widget_id', '=', w.id)
      .executeTakeFirst();
    if (!existing) throw integrationNotFound();
    const body = await readJson(c, Body);
    const p = await prepareIntegration(deps, { id: existing.id, ownerId, body, existing });
    const patch = {
      component_id: body.componentId === undefined ? existing.component_id : componentIdOf(body, w.id),
      is_active: p.isActive ? 1 : 0,
      values: JSON.stringify(p.values),
      secrets: JSON.stringify(p.secrets),
      raw_data: p.rawData ? JSON.stringify(p.rawData) : null,
      updated_at: Math.max(deps.now(), existing.updated_at + 1),
      // Saved again (a new key, say): the last failure no longer speaks for it; the next submission will.
      delivery_error: null,
      delivery_error_at: null,
    };
    await deps.db.updateTable('integrations').set(patch).where('id', '=', existing.id).execute();
    // Visitors' data may depend on it (a gallery's source pictures).
    viewerCacheFor(deps).forget(w.id, w.gallery_id);
    return ok(c, toIntegrationDto({ ...existing, ...patch }), 'Integration updated.');
  });

  // Ours: asks the service whether it takes this integration's credentials (server/deliveries/).
  app.post(`${BASE}/:integrationId/check`, owner, async (c) => {
    const w = await ownedWidget(deps, c.get('owner').id, c.req.param('id'));
    const row = await deps.db.selectFrom('integrations').selectAll().where('id', '=', c.req.param('integrationId')).where('widget_id', '=', w.id).executeTakeFirst();
    if (!row) throw integrationNotFound();
    if (!hasConnectionCheck(row.type)) throw badRequest(`There is nothing to check for ${kindLabel(row.type)}.`, 'NO_CONNECTION_CHECK');
    const result = await checkConnection(deps, row);
    return ok(c, result, result.message);
  });

  app.delete(`${BASE}/:integrationId`, owner, async (c) => {
    const w = await ownedWidget(deps, c.get('owner').id, c.req.param('id'));
    // Deleting the last integration of a kind also drops its key from data.integrations, atomically.
    const deleted = await deps.db.transaction().execute(async (trx) => {
      const data = await lockWidgetData(trx, deps.dialect, w.id);
      const row = await trx
        .deleteFrom('integrations')
        .where('id', '=', c.req.param('integrationId'))
        .where('widget_id', '=', w.id)
        .returning('type')
        .executeTakeFirst();
      if (row) await dropWidgetIntegrationKeyIfUnused(trx, w.id, data, row.type, deps.now());
      return row;
    });
    if (!deleted) throw integrationNotFound();
    viewerCacheFor(deps).forget(w.id, w.gallery_id);
    return ok(c, { id: c.req.param('integrationId') }, INTEGRATION_DELETED);
  });

  return app;
}
