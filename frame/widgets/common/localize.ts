// Localization for widget texts: the owner's texts per language, falling back to the default language
// and then to the widget's own fields (SPEC §2/§5: matching is case-insensitive, `_` counts as `-`).
import type { Localization } from '../../../shared/widgets/common-data';

const norm = (l: string) => l.trim().toLowerCase().replace(/_/g, '-');

/** The key of `available` that best matches `lang`: exact, then same primary subtag. */
export function matchLanguage(lang: string | null | undefined, available: string[]): string | undefined {
  if (!lang) return undefined;
  const want = norm(lang);
  const exact = available.find((a) => norm(a) === want);
  if (exact) return exact;
  const primary = want.split('-')[0];
  return available.find((a) => norm(a).split('-')[0] === primary);
}

/** Right-to-left languages among the supported ones (SPEC §9: ar-SA, he-IL). */
export function isRtl(lang: string | null | undefined): boolean {
  return !!lang && /^(ar|he|iw|fa|ur)\b/.test(norm(lang));
}

export type Translate = (key: string, fallback: string) => string;

/** Builds `t(key, fallback)`: visitor language, then the default language, then `fallback`. */
export function makeTranslate(loc: Localization | undefined, lang: string | null | undefined): Translate {
  const langs = loc?.languages ?? {};
  const keys = Object.keys(langs);
  const chosen = matchLanguage(lang, keys);
  const def = matchLanguage(loc?.defaultLanguage, keys);
  return (key, fallback) => {
    const a = chosen ? langs[chosen]?.[key] : undefined;
    if (typeof a === 'string' && a !== '') return a;
    const b = def ? langs[def]?.[key] : undefined;
    return typeof b === 'string' && b !== '' ? b : fallback;
  };
}
