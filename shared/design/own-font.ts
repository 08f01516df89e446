// An owner's own font (SPEC §3 "Project font": guid, name, url), chosen like a catalogue font: the
// widget's data.fontId holds its guid. The widget declares it with one @font-face rule. The CSS family
// is made from the guid, never from the owner's name for it, so the name cannot break out of the rule
// and no font installed on a visitor's computer under the same name stands in for it.
// Plain data: no zod, the frame imports it.

export interface OwnFont {
  guid: string;
  name: string;
  url: string;
}

export const OWN_FONT_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** How many fonts of their own a widget holds (the widget schema's cap). */
export const MAX_OWN_FONTS = 50;

/** A font file's address a frame may load: http(s) with a host, or a path on the app (an upload). One rule
 *  for the widget schema, the builder's check and the @font-face rule. */
export const isFontAddress = (url: string): boolean => /^(https?:\/\/[^/\s]|\/(?!\/))/i.test(url);

/** The address as it goes in url("…"), or null when it is none a frame may load. */
function faceUrl(url: string): string | null {
  if (!isFontAddress(url)) return null;
  // Inside url("…"): the characters that could end the string or the rule, or the <style> element, are
  // percent-encoded, which leaves the address the same to the server.
  return url.replace(/["'()\\<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
}

/** The widget's own font `fontId` names, when it names one of `fonts` that can load. */
export function ownFontOf(fontId: string | undefined | null, fonts: readonly OwnFont[] | undefined | null): OwnFont | null {
  if (!fontId || !fonts?.length) return null;
  const f = fonts.find((x) => x && x.guid === fontId);
  return f && OWN_FONT_ID_RE.test(f.guid) && faceUrl(String(f.url)) ? f : null;
}

export const ownFontFamily = (f: OwnFont): string => `'tw-font-${f.guid}', system-ui, sans-serif`;

/** The @font-face rule for an own font; the widget's text shows in the fallback until it has loaded. */
export function ownFontFace(f: OwnFont): string {
  return `@font-face{font-family:'tw-font-${f.guid}';src:url("${faceUrl(f.url)}");font-display:swap}`;
}
