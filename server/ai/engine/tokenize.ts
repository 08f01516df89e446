// The analyzer shared by indexing and querying: Unicode words → lower case → stop words out → Snowball
// stem of the text's language → diacritics folded. Hyphenated words index both the joined form and the
// parts ("e-bike" → ebike, bike) so either spelling in a question matches.
import { newStemmer, type Stemmer } from 'snowball-stemmers';
import { baseForm, stemException } from './english-forms';
import { isStopword } from './stopwords';

const SNOWBALL: Record<string, string> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', it: 'italian', pt: 'portuguese', nl: 'dutch',
  sv: 'swedish', da: 'danish', no: 'norwegian', nb: 'norwegian', fi: 'finnish', ru: 'russian', ro: 'romanian',
  hu: 'hungarian', tr: 'turkish', cs: 'czech', ar: 'arabic', ca: 'catalan',
};

const stemmers = new Map<string, Stemmer | null>();
/** Stems per language, bounded in total so a long-running server cannot grow them without limit. */
const stemCache = new Map<string, Map<string, string>>();
let cached = 0;

function stemmerFor(lang: string): Stemmer | null {
  let s = stemmers.get(lang);
  if (s === undefined) {
    const algo = SNOWBALL[lang];
    s = algo ? newStemmer(algo) : null;
    stemmers.set(lang, s);
  }
  return s;
}

export function stem(word: string, lang: string): string {
  let cache = stemCache.get(lang);
  if (!cache) stemCache.set(lang, (cache = new Map()));
  let out = cache.get(word);
  if (out === undefined) {
    const s = stemmerFor(lang);
    const w = lang === 'en' ? baseForm(word) : word;
    out = fold((lang === 'en' && stemException(w)) || (s && !/\d/.test(w) ? s.stem(w) : w));
    if (++cached > 200_000) {
      for (const m of stemCache.values()) m.clear();
      cached = 0;
    }
    cache.set(word, out);
  }
  return out;
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '');
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/;
const WORD = /[\p{L}\p{N}]+(?:['’\-.,:/][\p{L}\p{N}]+)*/gu;
const DIMENSION = /(\d)\s*(?:x|×|by)\s*(?=\d)/g;
let segmenter: Intl.Segmenter | undefined;

/** Raw lower-cased words of a text, before stop words and stemming. */
export function words(text: string): string[] {
  // Sizes are one word however they are written: "10 x 30", "10 by 30" and "10×30" are a "10x30" unit.
  const lower = text.normalize('NFKC').toLowerCase().replace(DIMENSION, '$1x');
  if (CJK.test(lower)) {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
    const out: string[] = [];
    for (const seg of segmenter.segment(lower)) if (seg.isWordLike) out.push(seg.segment);
    return out;
  }
  return lower.match(WORD) ?? [];
}

/** Splits a raw word into index words; returns whether the first one is a joined compound. */
function expand(word: string, out: string[]): boolean {
  // Thousands separators and trailing punctuation inside numbers: "3,000" → "3000".
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(word)) {
    out.push(word.replace(/,/g, ''));
    return false;
  }
  if (/^\d+([.,:]\d+)*[.,]?$/.test(word)) {
    out.push(word.replace(/[.,]$/, ''));
    return false;
  }
  const w = word.replace(/['’]s$/, '').replace(/['’]/g, '');
  const parts = w.split(/[-.,:/]/).filter(Boolean);
  if (parts.length > 1) {
    out.push(parts.join(''));
    for (const p of parts) out.push(p);
    return true;
  }
  out.push(w);
  return false;
}

/** Index/query terms of a text in a language. `keepStopwords` is for phrase-like fields only. */
export function analyze(text: string, lang: string, keepStopwords = false): string[] {
  return analyzeWords(text, lang, keepStopwords).map((t) => t.term);
}

export interface AnalyzedWord {
  term: string;
  word: string;
  /** The joined form of a hyphenated word ("ebike" of "e-bike"), whose parts follow it. */
  joined: boolean;
}

/** Like `analyze`, each term with the word it came from (for dictionary look-ups on the query). */
export function analyzeWords(text: string, lang: string, keepStopwords = false): AnalyzedWord[] {
  const out: AnalyzedWord[] = [];
  const raw: string[] = [];
  for (const w of words(text)) {
    if (!keepStopwords && isStopword(w, lang)) continue;
    raw.length = 0;
    const joined = expand(w, raw);
    raw.forEach((r, i) => {
      if (r.length < 2 && !/\d/.test(r)) return;
      if (!keepStopwords && isStopword(r, lang)) return;
      out.push({ term: stem(r, lang), word: r, joined: joined && i === 0 });
    });
  }
  return out;
}
