// Public widget reads (SPEC §7 "Widgets"): viewer, gallery and wix viewer. No credentials, CORS open,
// cacheable with an ETag. Private widgets are visible only to their owner (credentials sent), drafts
// are not served to visitors.
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import * as z from 'zod';
import { WIDGET_DEFAULTS } from '../../shared/constants';
import { isWidgetType } from '../../shared/widget-types';
import { optionalOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { isPubliclyVisible, isWidgetId, withViewerExtras } from './queries';
import { toWidgetDto, typeDefaults, type WidgetDto } from './widget-record';
import { etagOf } from '../http/etag';
import { matchesEtag, viewerCacheFor } from './viewer-cache';
import { WIDGET_NOT_FOUND } from './widget-store';

export const VIEWER_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60';
export const BAD_PLUGIN_TYPE = 'pluginType must be a known widget type.';
export const badPluginType = () => badRequest(BAD_PLUGIN_TYPE, 'BAD_PLUGIN_TYPE');

const flag = (v: string | undefined) => v === 'true' || v === '1';

function normalizeSiteUrl(v: string): string | null {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}
export { normalizeSiteUrl };

export function viewerRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const open = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 86400 });
  for (const p of ['/api/v1/plugin/viewer/*', '/api/v1/plugin/gallery/*', '/api/v1/wix/plugin/viewer']) {
    app.use(p, open, optionalOwner(deps));
  }
  const cache = viewerCacheFor(deps);

  /** The envelope with an ETag; 304 when the client already has it. */
  const send = (c: Context<AppEnv>, body: Buffer, tag: string, cacheControl: string) => {
    const headers = { 'Content-Type': 'application/json; charset=utf-8', ETag: tag, 'Cache-Control': cacheControl };
    if (matchesEtag(c.req.header('if-none-match'), tag)) return c.body(null, 304, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };

  /** Applies visibility: public answers are cached, others go only to their owner and are never cached. */
  const answer = (c: Context<AppEnv>, cacheKey: string, w: WidgetDto, ownerId: string) => {
    if (isPubliclyVisible(w)) {
      const e = cache.set(cacheKey, JSON.stringify({ success: true, data: w }), deps.now());
      return send(c, e.bytes, e.etag, VIEWER_CACHE_CONTROL);
    }
    if (c.get('owner')?.id !== ownerId) {
      throw notFound(w.privacy === 'private' ? WIDGET_NOT_FOUND : 'This widget is not published.', 'WIDGET_NOT_VISIBLE');
    }
    const body = JSON.stringify({ success: true, data: w });
    return send(c, Buffer.from(body), etagOf(body), 'private, no-store');
  };

  const byColumn = async (column: 'id' | 'gallery_id', value: string) => {
    if (!isWidgetId(value)) return null;
    const row = await deps.db.selectFrom('widgets').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? { dto: await withViewerExtras(deps, toWidgetDto(row, { merge: true })), ownerId: row.owner_id } : null;
  };

  app.get('/api/v1/plugin/viewer/:id', async (c) => {
    const key = `v:${c.req.param('id')}`;
    const hit = cache.get(key, deps.now());
    if (hit) return send(c, hit.bytes, hit.etag, VIEWER_CACHE_CONTROL);
    const found = await byColumn('id', c.req.param('id'));
    if (!found) throw notFound(WIDGET_NOT_FOUND, 'WIDGET_NOT_FOUND');
    return answer(c, key, found.dto, found.ownerId);
  });

  app.get('/api/v1/plugin/gallery/:galleryId', async (c) => {
    const withData = flag(c.req.query('includeData'));
    const key = `g:${withData ? 1 : 0}:${c.req.param('galleryId')}`;
    const hit = cache.get(key, deps.now());
    if (hit) return send(c, hit.bytes, hit.etag, VIEWER_CACHE_CONTROL);
    const found = await byColumn('gallery_id', c.req.param('galleryId'));
    if (!found) throw notFound(WIDGET_NOT_FOUND, 'WIDGET_NOT_FOUND');
    if (!withData) found.dto.data = {};
    return answer(c, key, found.dto, found.ownerId);
  });

  const wixQuery = z.object({
    pluginType: z.string().max(64).refine(isWidgetType, { message: BAD_PLUGIN_TYPE }),
    serviceName: z.string().max(100).optional(),
    siteUrl: z.string().max(2048).optional(),
    isBundleApp: z.string().max(10).optional(),
  });

  app.get('/api/v1/wix/plugin/viewer', async (c) => {
    const q = wixQuery.safeParse(c.req.query());
    if (!q.success) throw badPluginType();
    const site = q.data.siteUrl ? normalizeSiteUrl(q.data.siteUrl) : null;
    if (site) {
      const row = await deps.db
        .selectFrom('widgets')
        .selectAll()
        .where('platform', '=', 'wix')
        .where('type', '=', q.data.pluginType)
        .where('site_url', '=', site)
        .where('privacy', '=', 'public')
        .where('status', '=', 'published')
        .orderBy('updated_at', 'desc')
        .executeTakeFirst();
      if (row) return answer(c, `w:${q.data.pluginType}:${site}`, toWidgetDto(row, { merge: true }), row.owner_id);
    }
    // A wix app added but not configured yet renders its type's defaults (SPEC §3.1a).
    const now = deps.now();
    c.header('Cache-Control', VIEWER_CACHE_CONTROL);
    return ok(c, {
      guid: null,
      type: q.data.pluginType,
      name: WIDGET_DEFAULTS.name,
      description: '',
      privacy: WIDGET_DEFAULTS.privacy,
      status: WIDGET_DEFAULTS.status,
      modelVersion: WIDGET_DEFAULTS.modelVersion,
      creationSource: WIDGET_DEFAULTS.creationSource,
      platform: 'wix',
      isBundleApp: flag(q.data.isBundleApp),
      planFeatures: {},
      fonts: [],
      data: typeDefaults(q.data.pluginType),
      createdAt: now,
      updatedAt: now,
    });
  });

  return app;
}
