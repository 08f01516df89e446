// Data schema of the `news_feed` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';
import { FEED_LAYOUTS, MAX_FEED_COLUMNS, MAX_FEED_POSTS, postHref, postTime, SUMMARY_LENGTH } from './news-feed';

export const FeedPostSchema = z.looseObject({
  id: itemId(),
  title: text(300),
  // Opened in the visitor's browser: an absolute http(s) address, never javascript:, mailto: or a path.
  link: z
    .string()
    .max(2048)
    .refine((v) => v === '' || (/^https?:\/\//i.test(v) && postHref(v) !== undefined), { message: 'An http(s) address such as https://example.com/news/1, or empty for no link' })
    .optional(),
  summary: text(5000).optional(),
  date: z
    .string()
    .max(40)
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(postTime(v))), { message: 'A date such as 2026-11-02, or empty for none' })
    .optional(),
  image: mediaUrl().optional(),
});

export const NewsFeedDataSchema = typeDataSchema({
  title: text(),
  posts: itemList(FeedPostSchema, MAX_FEED_POSTS),
  layout: z.enum(FEED_LAYOUTS),
  columns: z.number().int().min(1).max(MAX_FEED_COLUMNS),
  maxPosts: z.number().int().min(1).max(MAX_FEED_POSTS),
  showImages: z.boolean(),
  showDates: z.boolean(),
  summaryLength: z.number().int().min(SUMMARY_LENGTH.min).max(SUMMARY_LENGTH.max),
  readMoreText: text(60),
  noPostsText: text(),
});
