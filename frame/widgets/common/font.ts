// The widget font, self-hosted from our origin (no third-party font hosts on a visitor's page). Local
// until shared/design's catalogue lands; SPEC §3: the default font is Poppins, Open Sans when no family.

type FontFiles = { family: string; files: Record<number, string> };

const FONTS: Record<string, FontFiles> = {
  poppins: { family: 'Poppins', files: { 400: 'poppins-latin-400-normal.woff2', 600: 'poppins-latin-600-normal.woff2' } },
  'open-sans': { family: 'Open Sans', files: { 400: 'open-sans-latin-400-normal.woff2', 600: 'open-sans-latin-600-normal.woff2' } },
};

export function fontFor(fontId: string | undefined): FontFiles {
  return FONTS[(fontId ?? 'poppins').toLowerCase()] ?? FONTS['open-sans'];
}

/** @font-face rules for the font, served from `${appUrl}/static/fonts/`. */
export function fontFaceCss(fontId: string | undefined, appUrl: string): string {
  const f = fontFor(fontId);
  const base = `${appUrl.replace(/\/$/, '')}/static/fonts/`;
  return Object.entries(f.files)
    .map(([w, file]) => `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${w};font-display:swap;src:url('${base}${file}') format('woff2')}`)
    .join('');
}
