// Default built-in data of the `news_feed` widget type (ARCHITECTURE §3.1a): a business's latest posts
// (news, blog articles, announcements) as a list or a grid of cards, each linking to the full post, as
// Elfsight's "RSS Feed" and POWR's "RSS Feed" widgets do. The posts are the owner's own, or the latest
// items of the widget's data integration (an RSS or Atom feed, an XML document, an API or a CSV file),
// which the server puts in the viewer data (server/integrations/feed-posts.ts), so the first paint is the
// final feed. Plain data, no zod, so the frame's widget chunk can import it.
import { commonDefaults, webHref, type CommonWidgetData } from './common-data';

export type FeedPost = {
  id: string;
  title: string;
  /** The full post (http(s)), opened in a new tab; empty for a post that links nowhere. */
  link: string;
  /** Plain text; a source's HTML is made plain on the server (feedPostsFrom). */
  summary: string;
  /** "2026-11-02" (a day), or a moment with its zone ("2026-11-02T09:30:00.000Z"); empty for none. */
  date: string;
  /** The post's picture: an absolute URL, a path on the app (`/static/...`), or empty. */
  image: string;
};

export const FEED_LAYOUTS = ['list', 'grid'] as const;
/** The integration kinds whose rows fill the feed: a URL's, read through the data-source cache. */
export const FEED_SOURCE_KINDS = ['rss', 'xml', 'api', 'csv'] as const;
export const isFeedSourceKind = (k: unknown) => (FEED_SOURCE_KINDS as readonly unknown[]).includes(k);

/** Posts the owner may write, and the most a source fills the feed with. */
export const MAX_FEED_POSTS = 50;
/** The grid's cards side by side at most; a narrow frame gets fewer (CSS). */
export const MAX_FEED_COLUMNS = 4;
export const SUMMARY_LENGTH = { min: 0, max: 1000 } as const;

export type NewsFeedData = CommonWidgetData & {
  /** Over the posts; none when empty. */
  title: string;
  posts: FeedPost[];
  layout: (typeof FEED_LAYOUTS)[number];
  columns: number;
  /** At most this many posts are shown, newest first. */
  maxPosts: number;
  showImages: boolean;
  showDates: boolean;
  /** Characters of each summary shown, cut at a word; 0 shows none. */
  summaryLength: number;
  /** The link under each post's summary; none when empty (the title links anyway). */
  readMoreText: string;
  /** Shown when there is no post. */
  noPostsText: string;
  /** Set by the server when the posts come from a data integration (its kind). */
  postsFrom?: string;
};

/** A post's link as rendered: an absolute http(s) address, or none (empty, relative, javascript:...). */
export const postHref = webHref;

/** The moment of a post's date for ordering, NaN for none or one that does not read as a date. */
export function postTime(date: unknown): number {
  if (typeof date !== 'string' || !date) return NaN;
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
}

/** Newest first; undated posts after the dated ones, in the order given. */
export function newestFirst<T extends { date: string }>(posts: readonly T[]): T[] {
  const time = (p: T) => postTime(p.date);
  return posts
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => {
      const [x, y] = [time(a), time(b)];
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? i - j : Number.isNaN(x) ? 1 : -1;
      return y - x || i - j;
    })
    .map(([p]) => p);
}

/** The first `max` characters of `text`, cut at the last whole word, with an ellipsis when cut. */
export function summaryOf(text: unknown, max: number): string {
  if (typeof text !== 'string' || max <= 0) return '';
  const s = text.trim();
  if (s.length <= max) return s;
  const head = s.slice(0, max);
  // Cut at a word's end: where the text goes on with a space or a mark, or back at the last space unless
  // that loses more than half (one long word is cut where it must be).
  const space = head.lastIndexOf(' ');
  const kept = /[\s,;:.!?]/.test(s[max]!) || space <= max / 2 ? head : head.slice(0, space);
  return `${kept.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/** Whole numbers within the schema's bounds from data that may be partial or hand-edited. */
export const feedColumns = (v: unknown): number => Math.min(MAX_FEED_COLUMNS, Math.max(1, Math.round(Number(v) || 3)));
export const feedMaxPosts = (v: unknown): number => Math.min(MAX_FEED_POSTS, Math.max(1, Math.round(Number(v) || 6)));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

/** Text with markup dropped and entities read (a feed's description is often HTML), spaces collapsed. */
export function plainText(v: unknown, max = 5000): string {
  if (typeof v !== 'string') return '';
  return v
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // A block's or a line break's end is a space; an inline tag's is nothing ("<b>bold</b>." is "bold.").
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|section|article|header|footer|hr|figure|figcaption|pre|table)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const webUrl = (v: unknown): string | undefined => {
  // A Media RSS or enclosure object parsed from XML carries its address in an attribute.
  const s = typeof v === 'string' ? v : v && typeof v === 'object' ? (v as Record<string, unknown>)['@_url'] ?? (v as Record<string, unknown>)['@_href'] : undefined;
  return typeof s === 'string' ? postHref(s) : undefined;
};
const IMAGE_PATH = /\.(avif|gif|jpe?g|png|svg|webp)$/i;
const looksLikeImage = (u: string) => IMAGE_PATH.test(new URL(u).pathname);

// The names sources commonly give each part of a post (an RSS item's after parseFeed, a CSV's columns,
// an API's fields), compared lower-cased.
const TITLE_KEYS = ['title', 'headline', 'name', 'subject'];
const LINK_KEYS = ['link', 'permalink', 'href', 'url'];
const SUMMARY_KEYS = ['description', 'summary', 'excerpt', 'content', 'content:encoded', 'body', 'text'];
const DATE_KEYS = ['pubdate', 'date', 'published', 'published_at', 'publishedat', 'updated', 'created', 'created_at', 'createdat', 'dc:date'];
const IMAGE_KEYS = ['image', 'imageurl', 'image_url', 'img', 'picture', 'photo', 'thumbnail', 'thumbnailurl', 'thumbnail_url', 'cover', 'media:thumbnail', 'media:content', 'enclosure'];

/** A source's rows as posts, newest first, at most MAX_FEED_POSTS: each needs a title or a summary. */
export function feedPostsFrom(items: readonly unknown[]): FeedPost[] {
  const out: FeedPost[] = [];
  for (const [i, item] of items.entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const byKey = new Map(Object.entries(item as Record<string, unknown>).map(([k, v]) => [k.toLowerCase().trim(), v]));
    const first = <T>(keys: string[], read: (v: unknown) => T | undefined) => keys.map((k) => read(byKey.get(k))).find((v) => v !== undefined);
    const text = (max: number) => (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? plainText(String(v), max) || undefined : undefined);
    const title = first(TITLE_KEYS, text(300)) ?? '';
    const summary = first(SUMMARY_KEYS, text(2000)) ?? '';
    if (!title && !summary) continue;
    // A "url" that names a picture is the picture, not the post's page.
    const linkOrImage = first(LINK_KEYS, webUrl);
    const image = first(IMAGE_KEYS, webUrl) ?? (linkOrImage && looksLikeImage(linkOrImage) ? linkOrImage : '');
    const link = linkOrImage && linkOrImage !== image ? linkOrImage : '';
    const time = first(DATE_KEYS, (v) => (typeof v === 'string' || typeof v === 'number' ? (Number.isNaN(postTime(String(v))) ? undefined : postTime(String(v))) : undefined));
    const id = first(['id', 'guid'], (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 100) || undefined : undefined));
    out.push({ id: id ?? `source-${i + 1}`, title, link, summary, date: time === undefined ? '' : new Date(time).toISOString(), image });
  }
  return newestFirst(out).slice(0, MAX_FEED_POSTS);
}

export const newsFeedDefaults: NewsFeedData = {
  ...commonDefaults,
  title: 'Latest news',
  posts: [
    {
      id: 'post-hours',
      title: 'New opening hours this winter',
      link: '',
      summary: 'From December we open an hour earlier on weekdays, at 7:00, so your first coffee is ready before the morning train. Weekends stay as they are.',
      date: '2026-11-20',
      image: '/static/demo/news/opening-hours.svg',
    },
    {
      id: 'post-tasting',
      title: 'Our autumn tasting, in pictures',
      link: '',
      summary: 'Forty of you joined us to taste six single-origin coffees brewed three ways. The Ethiopian natural won the vote again; it is on the menu until it runs out.',
      date: '2026-10-28',
      image: '/static/demo/news/tasting.svg',
    },
    {
      id: 'post-roastery',
      title: 'We roast our own beans now',
      link: '',
      summary: 'After a year of trials, every bean we serve is roasted in our own small roastery behind the café, twice a week, in batches of twelve kilos.',
      date: '2026-09-15',
      image: '/static/demo/news/roastery.svg',
    },
  ],
  layout: 'grid',
  columns: 3,
  maxPosts: 6,
  showImages: true,
  showDates: true,
  summaryLength: 160,
  readMoreText: 'Read more',
  noPostsText: 'No posts yet.',
};
