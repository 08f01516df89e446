// Data schema of the `image_gallery` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';
import { GALLERY_ASPECTS } from './image-gallery';

export const GalleryImageSchema = z.looseObject({
  id: itemId(),
  src: mediaUrl(),
  alt: text(1000),
  caption: text(1000).optional(),
  link: mediaUrl().optional(),
});

export const ImageGalleryDataSchema = typeDataSchema({
  title: text(),
  images: itemList(GalleryImageSchema, 500),
  columns: z.number().int().min(1).max(8),
  gap: z.number().min(0).max(200),
  aspect: z.enum(GALLERY_ASPECTS),
  showCaptions: z.boolean(),
  lightbox: z.boolean(),
  sourceTable: z.string().max(100),
});
