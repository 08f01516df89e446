// A news feed fed by a data integration previews the source's latest posts, as visitors will see them:
// the server reads them the way it does for the viewer (server/integrations/feed-source-routes.ts). Read
// again whenever an integration is connected, edited or removed; the owner's own posts stay in the
// saved data.
import { useSourceRead } from './use-source-read';
import type { FeedPost } from '../../../shared/widgets/news-feed';
import { useBuilder } from '../api/builder-context';
import { errorMessage } from '../api/api-config';
import { feedSource } from '../api/integrations-api';

export interface FeedSource {
  /** The integration kind the posts come from (rss, csv...). */
  from: string;
  /** The latest posts visitors get from it (none while it cannot be read). */
  posts: FeedPost[];
  /** Why the posts could not be read, in the service's words. */
  error: string | null;
}

export function useFeedSource(widgetId: string, enabled: boolean, version: number): FeedSource | null {
  const b = useBuilder();
  return useSourceRead<FeedSource>(
    enabled,
    () => feedSource(b.api, widgetId).then((r) => (r.from ? { from: r.from, posts: r.posts, error: r.postsError } : null)),
    (e) => ({ from: '', posts: [], error: errorMessage(e, 'The source could not be read.') }),
    [widgetId, version],
  );
}
