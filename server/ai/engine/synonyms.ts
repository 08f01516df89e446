// Query expansion from a general lexicon: the WordNet synonyms of a visitor's word ("hire" → rent,
// "shut" → close), analyzed like the index. Only the most frequent senses are used, since rare senses
// mostly add noise ("kid" → "josh"). WordNet covers English only; other languages get no expansion.
import { analyze } from './tokenize';
import { synonymsOfWord } from './wordnet';

export const SYNONYM_SENSES = { value: 2, derivations: true };

const cache = new Map<string, string[]>();

/** Analyzed alternatives of a query word (its own term excluded; empty when none). */
export function synonymsOf(word: string, lang: string): string[] {
  if (lang !== 'en' || /\d/.test(word)) return [];
  const key = `${word}|${SYNONYM_SENSES.value}|${SYNONYM_SENSES.derivations}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = compute(word, lang);
    // Bounded: a long-running server sees an open-ended stream of visitor words.
    if (cache.size > 20_000) cache.clear();
    cache.set(key, hit);
  }
  return hit;
}

function compute(word: string, lang: string): string[] {
  const own = analyze(word, lang)[0];
  const out = new Set<string>();
  for (const s of synonymsOfWord(word, SYNONYM_SENSES.value, SYNONYM_SENSES.derivations)) {
    const terms = analyze(s, lang);
    // A synonym that analyzes to several terms or to a stop word is no single-term alternative.
    if (terms.length === 1 && terms[0] !== own) out.add(terms[0]);
  }
  return [...out];
}
