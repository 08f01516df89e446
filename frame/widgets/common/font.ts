// The widget font, self-hosted from our origin (no third-party font hosts on a visitor's page): the
// shared catalogue's stylesheet (/fonts/<id>.css) and its family with fallbacks. SPEC §3: Poppins by
// default, Open Sans when no family is given.
import { fontForId } from '../../../shared/design/fonts';

export function fontFor(fontId: string | undefined): { id: string; family: string; href: (appUrl: string) => string } {
  const f = fontForId(fontId);
  return { id: f.id, family: f.family, href: (appUrl) => `${appUrl.replace(/\/$/, '')}${f.url}` };
}
