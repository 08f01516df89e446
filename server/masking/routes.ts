// SPEC §7 "GET /api/masking/{widgetId}/urls" (public, no credentials) and our masked-file route
// GET /api/masking/{widgetId}/file/{itemId}, which streams the original without revealing it.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { getWidgetRecord, isPubliclyVisible, widgetNotFound } from '../widgets/queries';
import { maskableItems, maskMap } from './mask-map';
import { streamOriginal } from './stream-original';

async function visibleWidget(deps: Deps, id: string) {
  // The stored widget, not the viewer's copy: the viewer's copy already has its urls masked.
  const w = await getWidgetRecord(deps, id);
  if (!w || !isPubliclyVisible(w)) throw widgetNotFound();
  return w;
}

export function maskingRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/api/masking/:widgetId/urls', async (c) => {
    const w = await visibleWidget(deps, c.req.param('widgetId'));
    c.header('Cache-Control', 'public, max-age=60');
    return ok(c, maskMap(deps.config.publicUrl, w));
  });

  app.get('/api/masking/:widgetId/file/:itemId', async (c) => {
    const w = await visibleWidget(deps, c.req.param('widgetId'));
    const item = maskableItems(w, deps.config.publicUrl).find((i) => i.id === c.req.param('itemId'));
    if (!item) throw notFound('File not found.', 'MASKED_ITEM_NOT_FOUND');
    return streamOriginal(deps, item.url, c.req.raw);
  });

  return app;
}
