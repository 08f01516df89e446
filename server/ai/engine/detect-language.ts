// A small language guess for questions and documents: script first, then stop-word counts for the Latin
// languages. Good enough to pick a stemmer and the language of the reply; falls back to `fallback`.
import { STOPWORDS } from './stopwords';

const SCRIPTS: [RegExp, string][] = [
  [/[\u3040-\u30ff]/, 'ja'],
  [/[\uac00-\ud7af]/, 'ko'],
  [/[\u4e00-\u9fff]/, 'zh'],
  [/[\u0e00-\u0e7f]/, 'th'],
  [/[\u0590-\u05ff]/, 'he'],
  [/[\u0600-\u06ff]/, 'ar'],
  [/[\u0370-\u03ff]/, 'el'],
  [/[\u0400-\u04ff]/, 'ru'],
];

export function detectLanguage(text: string, fallback = 'en'): string {
  for (const [re, lang] of SCRIPTS) if (re.test(text)) return lang;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return fallback;
  let best = fallback;
  let bestScore = 0;
  for (const [lang, set] of Object.entries(STOPWORDS)) {
    let score = 0;
    for (const w of words) if (set.has(w)) score += 1;
    // Ties keep the fallback (the site's language): short questions are ambiguous.
    if (score > bestScore || (score === bestScore && lang === fallback && score > 0)) {
      best = lang;
      bestScore = score;
    }
  }
  return bestScore === 0 ? fallback : best;
}

/** Two-letter language from an `<html lang>` value such as `en-GB`. */
export function baseLanguage(tag: string | undefined | null): string {
  const m = /^([a-z]{2,3})/i.exec(tag ?? '');
  return m ? m[1].toLowerCase() : '';
}
