// Data schema of the `video_gallery` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';
import { MAX_VIDEO_COLUMNS, parseVideoUrl, VIDEO_ASPECTS, VIDEO_PLAY_MODES } from './video-gallery';

// Only what the widget can play (parseVideoUrl); '' while the builder's new item waits for its address.
const videoUrl = z
  .string()
  .max(2048)
  .refine((v) => v === '' || parseVideoUrl(v) !== null, {
    message: 'A YouTube or Vimeo link (https://www.youtube.com/watch?v=…, https://vimeo.com/…), or the https address of a video file ending in .mp4, .webm, .ogg or .mov',
  });

export const VideoItemSchema = z.looseObject({
  id: itemId(),
  url: videoUrl,
  title: text(),
  description: text(1000).optional(),
  thumbnail: mediaUrl().optional(),
});

export const VideoGalleryDataSchema = typeDataSchema({
  title: text(),
  videos: itemList(VideoItemSchema, 200),
  columns: z.number().int().min(1).max(MAX_VIDEO_COLUMNS),
  aspect: z.enum(VIDEO_ASPECTS),
  playMode: z.enum(VIDEO_PLAY_MODES),
  showTitles: z.boolean(),
  playText: text(60),
});
