// SPEC §3 "Project font" and "Font catalogue entry".
import * as z from 'zod';
import { id, shortText, urlish } from './common';

export const ProjectFontSchema = z.object({ guid: id(), name: shortText(200), url: urlish() });
export type ProjectFont = z.infer<typeof ProjectFontSchema>;

export const FontCatalogueEntrySchema = z.object({
  id: id(),
  name: shortText(200),
  family: shortText(300),
  url: urlish(),
  weights: z.array(z.number().int().min(100).max(900)).min(1).max(9),
});
export type FontCatalogueEntrySchemaType = z.infer<typeof FontCatalogueEntrySchema>;
