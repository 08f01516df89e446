// Data schema of the `pdf_gallery` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';

/** SPEC §3 mask map: the masked address is `document`. */
export const PdfItemSchema = z.looseObject({
  id: itemId(),
  title: text(),
  cover: mediaUrl().optional(),
  document: mediaUrl(),
});

export const PdfGalleryDataSchema = typeDataSchema({
  title: text(),
  pdfs: itemList(PdfItemSchema, 500),
  columns: z.number().int().min(1).max(8),
  allowDownload: z.boolean(),
});
