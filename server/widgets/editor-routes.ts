// Owner widget calls (SPEC §7 "Widgets"): editor GET/POST/PUT with the optional `{prefix}/` segment,
// instances, delete, duplicate, templates. Another owner's widget answers 404 and is never touched.
import { Hono } from 'hono';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import { isWidgetType } from '../../shared/widget-types';
import { lastHeights } from '../events/widget-heights';
import { InstancesQuery, listInstances } from './list-instances';
import { requireOwnedWidgetRow } from './queries';
import { listTemplates } from './templates';
import { viewerCacheFor } from './viewer-cache';
import { badPluginType, normalizeSiteUrl } from './viewer-routes';
import { WidgetCreateBody, WidgetUpdateBody } from '../../shared/schemas/api-bodies-widget';
import { assertWidgetData } from './validate-widget-data';
import { toWidgetDto } from './widget-record';
import { createWidget, deleteWidget, duplicateWidget, updateWidget } from './widget-store';

const PREFIX_RE = /^[a-z][a-z0-9_-]{0,39}$/;

/** Both `/api/v1/plugin...` and `/api/v1/:prefix/plugin...`. */
const both = (rest: string) => [`/api/v1/plugin${rest}`, `/api/v1/:prefix/plugin${rest}`];

export function editorRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = requireOwner(deps);
  const prefixOf = (p: string | undefined) => {
    if (p === undefined) return 'plugin';
    if (!PREFIX_RE.test(p)) throw notFound();
    return p;
  };

  // Fixed segments first: they would otherwise match `:id`.
  app.get('/api/v1/:platform/instances', guard, async (c) => {
    prefixOf(c.req.param('platform'));
    const q = InstancesQuery.parse(c.req.query());
    return ok(c, await listInstances(deps, c.get('owner').id, q));
  });

  app.get('/api/v1/plugin/templates', guard, (c) => {
    const type = c.req.query('pluginType');
    if (type !== undefined && !isWidgetType(type)) throw badPluginType();
    const docs = listTemplates(type, deps.now());
    return ok(c, { docs, total: docs.length });
  });

  for (const path of both('/:id')) {
    app.get(path, guard, async (c) => {
      prefixOf(c.req.param('prefix'));
      const row = await requireOwnedWidgetRow(deps, c.get('owner').id, c.req.param('id')!);
      c.header('Cache-Control', 'no-store');
      // Issue 8: the builder's snippet reserves the last rendered height per device.
      return ok(c, { ...toWidgetDto(row, { merge: true }), lastHeights: await lastHeights(deps, row.id) });
    });
    app.put(path, guard, async (c) => {
      prefixOf(c.req.param('prefix'));
      const body = await readJson(c, WidgetUpdateBody);
      if (body.data !== undefined) {
        const current = await requireOwnedWidgetRow(deps, c.get('owner').id, c.req.param('id')!);
        if (isWidgetType(current.type)) assertWidgetData(current.type, body.data);
      }
      const row = await updateWidget(deps, c.get('owner').id, c.req.param('id')!, body);
      viewerCacheFor(deps).forget(row.id, row.gallery_id);
      return ok(c, toWidgetDto(row, { merge: true }), 'Saved.');
    });
    app.delete(path, guard, async (c) => {
      prefixOf(c.req.param('prefix'));
      await deleteWidget(deps, c.get('owner').id, c.req.param('id')!);
      viewerCacheFor(deps).forget(c.req.param('id')!);
      return ok(c, null, 'Deleted.');
    });
  }

  for (const path of [...both('/'), ...both('')]) {
    app.post(path, guard, async (c) => {
      const platform = prefixOf(c.req.param('prefix'));
      const type = c.req.query('pluginType') ?? c.req.query('serviceName');
      if (!isWidgetType(type)) throw badPluginType();
      const body = await readJson(c, WidgetCreateBody, { emptyAs: {} });
      assertWidgetData(type, body.data);
      const siteUrl = c.req.query('siteUrl');
      const row = await createWidget(deps, c.get('owner').id, type, body, {
        platform,
        siteUrl: siteUrl ? normalizeSiteUrl(siteUrl) : null,
      });
      return ok(c, toWidgetDto(row, { merge: true }), 'Created.', 201);
    });
  }

  for (const path of both('/:id/duplicate')) {
    app.post(path, guard, async (c) => {
      prefixOf(c.req.param('prefix'));
      const row = await duplicateWidget(deps, c.get('owner').id, c.req.param('id')!);
      return ok(c, toWidgetDto(row, { merge: true }), 'Duplicated.', 201);
    });
  }

  return app;
}
