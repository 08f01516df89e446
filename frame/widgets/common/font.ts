// The widget font: the shared catalogue's, self-hosted from our origin (no third-party font hosts on a
// visitor's page), linked as /fonts/<id>.css; or the owner's own (shared/design/own-font.ts), declared
// with its @font-face rule. SPEC §3: Poppins by default, Open Sans when no family is given.
import { fontForId } from '../../../shared/design/fonts';
import { ownFontFace, ownFontFamily, ownFontOf, type OwnFont } from '../../../shared/design/own-font';

export interface WidgetFont {
  id: string;
  family: string;
  /** The catalogue font's stylesheet; null for an own font. */
  href: ((appUrl: string) => string) | null;
  /** The own font's @font-face rule; null for a catalogue font. */
  face: string | null;
}

export function fontFor(fontId: string | undefined, fonts?: readonly OwnFont[]): WidgetFont {
  const own = ownFontOf(fontId, fonts);
  if (own) return { id: own.guid, family: ownFontFamily(own), href: null, face: ownFontFace(own) };
  const f = fontForId(fontId);
  return { id: f.id, family: f.family, href: (appUrl) => `${appUrl.replace(/\/$/, '')}${f.url}`, face: null };
}
