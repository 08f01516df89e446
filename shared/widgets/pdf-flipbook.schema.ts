// Data schema of the `pdf_flipbook` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';

/** SPEC §3 mask map: items sit in `content.items`, the masked address is `pdfUrl`. */
export const FlipbookItemSchema = z.looseObject({
  id: itemId(),
  title: text(),
  pdfUrl: mediaUrl(),
});

export const PdfFlipbookDataSchema = typeDataSchema({
  title: text(),
  content: z.looseObject({ items: itemList(FlipbookItemSchema, 200) }),
  showThumbnails: z.boolean(),
  allowDownload: z.boolean(),
});
