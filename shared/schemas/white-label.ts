// White-label (SPEC §2: a white-label token or path segment turns on white-label mode): an owner who
// resells widgets under their own brand sets its name and address; in white-label mode their widgets show
// that brand where Tessera's would be (the "Made with" mark of wix and preview frames, the frame's title).
// The token (`wlToken`, the placeholder's `data-white-label`) names the owner: a token of another owner
// turns nothing on.
import * as z from 'zod';
import { isWebAddress } from '../rules/web-address';

export const WhiteLabelBodySchema = z.strictObject({
  brandName: z.string().trim().min(1, 'Enter your brand’s name.').max(60, 'Keep the brand’s name to 60 characters.'),
  brandUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || isWebAddress(v), 'Enter your brand’s web address, such as https://example.com, or leave it empty.'),
});
export type WhiteLabelBody = z.infer<typeof WhiteLabelBodySchema>;

/** GET /api/v1/white-label: the owner's brand, and the token that turns it on in their embeds. */
export interface WhiteLabelInfo {
  enabled: boolean;
  brandName: string;
  brandUrl: string;
  /** What the placeholder's data-white-label (and a frame URL's wlToken) carries; null with no brand. */
  token: string | null;
}

/** The brand a frame shows in Tessera's place (FrameBoot.brand). */
export interface FrameBrand {
  name: string;
  /** The brand's site; empty when the owner gave none (the mark is then plain text). */
  url: string;
}
