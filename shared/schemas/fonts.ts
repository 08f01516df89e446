// SPEC §3 "Project font" and "Font catalogue entry".
import * as z from 'zod';
import { id, shortText, urlish } from './common';
import { isFontAddress, OWN_FONT_ID_RE } from '../design/own-font';

/** An owner's own font. Its guid names the CSS family (own-font.ts), so it is a plain token. */
export const ProjectFontSchema = z.object({
  guid: z.string().regex(OWN_FONT_ID_RE, 'A font id is 1 to 64 letters, digits, - or _.'),
  name: z.string().trim().min(1, 'Give the font a name.').max(200),
  url: z.string().max(2048).refine(isFontAddress, { message: 'Must be an http(s) URL or a path starting with /' }),
});
export type ProjectFont = z.infer<typeof ProjectFontSchema>;

export const FontCatalogueEntrySchema = z.object({
  id: id(),
  name: shortText(200),
  family: shortText(300),
  url: urlish(),
  weights: z.array(z.number().int().min(100).max(900)).min(1).max(9),
});
export type FontCatalogueEntrySchemaType = z.infer<typeof FontCatalogueEntrySchema>;
