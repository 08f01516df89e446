// SPEC §2 "Language selection": matched against SPEC §9 SUPPORTED_LANGUAGES, case-insensitively,
// with '_' counted as '-'. A bare two-letter code picks the first supported language of that family.
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../constants';
import { LOCALE_TOKEN } from './locale-token';

export function matchLanguage(input: string | null | undefined): SupportedLanguage | null {
  if (!input) return null;
  const want = input.trim().replace(/_/g, '-').toLowerCase();
  if (!want) return null;
  const exact = SUPPORTED_LANGUAGES.find((l) => l.toLowerCase() === want);
  if (exact) return exact;
  const primary = want.split('-')[0];
  if (!/^[a-z]{2}$/.test(primary)) return null;
  return SUPPORTED_LANGUAGES.find((l) => l.slice(0, 2).toLowerCase() === primary) ?? null;
}


export interface LanguageInput {
  platform: string | null;
  query: URLSearchParams;
  pathname: string;
  hostname: string;
  /** The shop platform's locale, when the page runs in a shop. */
  shopLocale?: string | null;
  /** The locale-shaped first path segment or subdomain of the host page around the frame (the loader's
   *  `pageLocale`): the frame's own address is ours and says nothing of the visitor's language. */
  pageLocale?: string | null;
  /** The host's explicit choice (placeholder data-lang), strongest of all. */
  explicit?: string | null;
}

/** Path/subdomain tokens that look like languages but are our own route words. */
const NOT_LANGUAGES = new Set(['lp', 'v', 't', 'wl']);

/** A locale-shaped token (a path segment, a subdomain, the host page's) that names a supported language. */
const fromToken = (s: string | null | undefined): SupportedLanguage | null => (s && LOCALE_TOKEN.test(s) ? matchLanguage(s) : null);

export function selectLanguage(i: LanguageInput): SupportedLanguage | null {
  const fromExplicit = matchLanguage(i.explicit);
  if (fromExplicit) return fromExplicit;
  if (i.platform === 'wix') {
    const fromQuery = matchLanguage(i.query.get('lang') ?? i.query.get('locale'));
    if (fromQuery) return fromQuery;
  }
  const fromShop = matchLanguage(i.shopLocale ?? i.query.get('shopLocale'));
  if (fromShop) return fromShop;
  const fromPage = fromToken(i.pageLocale ?? i.query.get('pageLocale'));
  if (fromPage) return fromPage;
  for (const s of i.pathname.split('/')) {
    const m = NOT_LANGUAGES.has(s.toLowerCase()) ? null : fromToken(s);
    if (m) return m;
  }
  const sub = i.hostname.split('.');
  if (sub.length > 2) return fromToken(sub[0]);
  return null;
}
