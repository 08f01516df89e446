// News feed: the latest posts, newest first, as a list (picture beside the text) or a grid of cards
// (as many columns as the owner asked for, fewer on a narrow frame, by CSS). Each post's title links to
// the full post in a tab of its own, and so does its "Read more", named with the title so a screen
// reader's list of links says which post each opens. Each followed link is an engagement event.
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { feedColumns, feedMaxPosts, newestFirst, newsFeedDefaults, postHref, summaryOf, type FeedPost, type NewsFeedData } from '../../../shared/widgets/news-feed';
import { imageSrc } from '../common/image-src';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { NEWS_FEED_CSS } from './news-feed-css';
import { postDate } from './post-date';

const PREFIX = TRANSLATED_ITEMS.news_feed!.prefix;
/** Pictures of the first posts load at once (the top of the feed); the rest lazily. */
const EAGER_PICTURES = 3;

export function NewsFeed(props: WidgetProps<NewsFeedData>) {
  const { ctx } = props;
  const data = useWidgetData(newsFeedDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  if (!visible) return null;

  const locale = ctx.language || 'en';
  const all = (Array.isArray(data.posts) ? data.posts : []).filter((p): p is FeedPost => !!p && typeof p.id === 'string');
  const posts = newestFirst(all).slice(0, feedMaxPosts(data.maxPosts));
  // Translations are the owner's posts'; a feed's posts are shown as the feed wrote them.
  const own = !data.postsFrom;
  const text = (p: FeedPost, key: 'title' | 'summary') => {
    const v = typeof p[key] === 'string' ? p[key] : '';
    return own ? t(itemTextKey(PREFIX, p.id, key), v) : v;
  };
  const grid = data.layout !== 'list';
  const title = t('title', data.title);
  const readMore = t('readMoreText', data.readMoreText);
  const summaryLength = Math.max(0, Math.round(Number(data.summaryLength) || 0));
  // The owner's post (its place in the feed), whatever the visitor's language.
  const follow = (i: number, what: 'title' | 'read-more') => ctx.reportEngagement({ interaction: 'click', eventSubType: what, entityPath: `posts.${all.indexOf(posts[i]!)}` });
  const link = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <WidgetRoot data={data} ctx={ctx} type="news_feed" css={NEWS_FEED_CSS} className={grid ? 'tw-feed-grid' : 'tw-feed-list'}>
      {title ? <h2>{title}</h2> : null}
      {posts.length ? (
        <ul className="tw-posts" style={grid ? { '--tw-cols': String(feedColumns(data.columns)) } : undefined}>
          {posts.map((p, i) => {
            const href = postHref(p.link);
            const src = data.showImages !== false && typeof p.image === 'string' && p.image ? imageSrc(p.image, ctx.appUrl) : undefined;
            const when = data.showDates !== false ? postDate(p.date, locale) : null;
            const name = text(p, 'title');
            const summary = summaryOf(text(p, 'summary'), summaryLength);
            const titleId = `post-${props.widget.guid}-${i}`;
            return (
              <li key={p.id}>
                <article className="tw-post" aria-labelledby={name ? titleId : undefined}>
                  {src ? (
                    // The title says what the post is; the picture adds nothing a screen reader needs.
                    <div className="tw-pic">
                      <img src={src} alt="" width={640} height={360} loading={i < EAGER_PICTURES ? undefined : 'lazy'} decoding="async" />
                    </div>
                  ) : null}
                  <div className="tw-body">
                    {name ? (
                      <h3 id={titleId}>
                        {href ? (
                          <a href={href} {...link} onClick={() => follow(i, 'title')}>
                            {name}
                          </a>
                        ) : (
                          name
                        )}
                      </h3>
                    ) : null}
                    {when ? (
                      <time className="tw-date" dateTime={when.iso}>
                        {when.text}
                      </time>
                    ) : null}
                    {summary ? <p className="tw-summary">{summary}</p> : null}
                    {href && readMore ? (
                      <a className="tw-more" href={href} {...link} aria-label={name ? `${readMore}: ${name}` : undefined} onClick={() => follow(i, 'read-more')}>
                        {readMore}
                      </a>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="tw-empty">{t('noPostsText', data.noPostsText)}</p>
      )}
    </WidgetRoot>
  );
}
