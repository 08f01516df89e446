// Ours: GET /api/v1/plugin/{id}/integrations/feed-source (owner) → { from, posts, postsError }: what the
// builder previews for a news feed fed by a source, read the way the viewer reads it (feed-posts.ts):
// which source (`from`, null for none) and its latest posts. A source that cannot be read says why in
// postsError, in the words the gallery's source gives.
import { Hono } from 'hono';
import { feedPostsFrom, type FeedPost } from '../../shared/widgets/news-feed';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { requireOwnedWidgetRow } from '../widgets/queries';
import { feedSource } from './feed-posts';
import { providerHttpError } from './provider-http-error';
import { itemsOf } from './widget-data';

export function feedSourceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/v1/:platform/:id/integrations/feed-source', requireOwner(deps), async (c) => {
    const w = await requireOwnedWidgetRow(deps, c.get('owner').id, c.req.param('id'));
    const row = await feedSource(deps, w.id);
    if (!row) return ok(c, { from: null, posts: [] as FeedPost[], postsError: null });
    try {
      return ok(c, { from: row.type, posts: feedPostsFrom(await itemsOf(deps, row)), postsError: null });
    } catch (e) {
      const err = providerHttpError(e);
      if (!(err instanceof HttpError)) throw err;
      return ok(c, { from: row.type, posts: [] as FeedPost[], postsError: err.message });
    }
  });
  return app;
}
