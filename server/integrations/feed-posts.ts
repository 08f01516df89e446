// A news feed connected to a data source (an RSS or Atom feed, an XML document, an API, a CSV file)
// shows the source's latest posts to visitors: the viewer data carries them as `posts`, so the
// server-rendered first paint is already the final feed (no swap and no layout shift after load).
// Unlike a gallery's own pictures, the owner's posts are most often the type's samples, which must not
// reach visitors of a site whose feed is connected: a source that is slow or failing leaves the feed
// empty (its text for no post), and its fetch goes on to fill the cache for the next visitor.
import { FEED_SOURCE_KINDS, feedPostsFrom, type FeedPost } from '../../shared/widgets/news-feed';
import type { Deps } from '../deps';
import type { WidgetDto } from '../widgets/widget-record';
import { activeIntegrations } from './active-integrations';
import type { IntegrationRow } from './integration-table';
import { itemsWithin } from './source-within';

/** The feed's source: the first active one, as the viewer and the builder both read it. */
export async function feedSource(deps: Deps, widgetId: string): Promise<IntegrationRow | undefined> {
  return (await activeIntegrations(deps, widgetId, FEED_SOURCE_KINDS))[0];
}

export async function withFeedPosts(deps: Deps, dto: WidgetDto): Promise<WidgetDto> {
  const row = await feedSource(deps, dto.guid);
  if (!row) return dto;
  let posts: FeedPost[] = [];
  try {
    const got = await itemsWithin(deps, row);
    if (got) posts = feedPostsFrom(got);
    else deps.log.warn('feed source slow; no posts served', { widgetId: dto.guid, type: row.type });
  } catch (e) {
    deps.log.warn('feed source failed; no posts served', { widgetId: dto.guid, type: row.type, error: e instanceof Error ? e.message : String(e) });
  }
  return { ...dto, data: { ...dto.data, posts, postsFrom: row.type } };
}
