// SPEC §3 "Font catalogue entry": about 50 fonts, Poppins by default, Open Sans when no family is given,
// served from our origin (/fonts/<id>.css, built by shared/fonts/copy-fonts.mjs from @fontsource).
// Plain data: no zod, the frame imports it.
import fontList from '../fonts/fonts.json';

export type FontCategory = 'sans-serif' | 'serif' | 'monospace' | 'display' | 'handwriting';

export interface FontCatalogueEntry {
  id: string;
  name: string;
  /** A CSS font-family value with fallbacks: a font whose files are missing degrades to Open Sans. */
  family: string;
  /** Same-origin stylesheet declaring the @font-face rules. */
  url: string;
  weights: number[];
}

export const FONTS_PATH = '/fonts';
export const DEFAULT_FONT_ID = 'poppins';
/** SPEC §3: "Open Sans is used when no family is given". */
export const FALLBACK_FONT_ID = 'open-sans';
/** SPEC §3: font size options. */
export const FONT_SIZE_OPTIONS = [10, 12, 14, 16, 18, 20, 24, 28, 32] as const;

const GENERIC: Record<FontCategory, string> = {
  'sans-serif': 'sans-serif', serif: 'serif', monospace: 'monospace', display: 'sans-serif', handwriting: 'cursive',
};

const list = fontList as { id: string; name: string; weights: number[]; category: FontCategory }[];
const fallbackName = list.find((f) => f.id === FALLBACK_FONT_ID)!.name;

export const FONT_CATALOGUE: readonly FontCatalogueEntry[] = list.map((f) => ({
  id: f.id,
  name: f.name,
  family: f.id === FALLBACK_FONT_ID ? `'${f.name}', ${GENERIC[f.category]}` : `'${f.name}', '${fallbackName}', ${GENERIC[f.category]}`,
  url: `${FONTS_PATH}/${f.id}.css`,
  weights: f.weights,
}));

const byId = new Map(FONT_CATALOGUE.map((f) => [f.id, f]));

export function getFont(id: string | undefined | null): FontCatalogueEntry | undefined {
  return id ? byId.get(id) : undefined;
}

/** The entry for a widget's fontId: the catalogue font, else the default Poppins. */
export function fontForId(id: string | undefined | null): FontCatalogueEntry {
  return getFont(id) ?? byId.get(DEFAULT_FONT_ID)!;
}

/** The CSS font-family for a family name that may be empty (SPEC §3: Open Sans when none is given). */
export function fontFamilyOrFallback(family: string | undefined | null): string {
  const f = family?.trim();
  return f ? f : byId.get(FALLBACK_FONT_ID)!.family;
}
