// Query expansion from a general lexicon: the WordNet synonyms of a visitor's word ("hire" → rent,
// "shut" → close), analyzed like the index. Only the most frequent senses are used, since rare senses
// mostly add noise ("kid" → "josh"). WordNet covers English only; other languages get no expansion.
import { analyze } from './tokenize';
import { synonymsOfWord } from './wordnet';

export const SYNONYM_SENSES = { value: 2, derivations: true };

/** Analyzed alternatives of a query word (its own term excluded; empty when none). */
export function synonymsOf(word: string, lang: string): string[] {
  if (lang !== 'en' || /\d/.test(word)) return [];
  const own = analyze(word, lang)[0];
  const out = new Set<string>();
  for (const s of synonymsOfWord(word, SYNONYM_SENSES.value, SYNONYM_SENSES.derivations)) {
    const terms = analyze(s, lang);
    // A synonym that analyzes to several terms or to a stop word is no single-term alternative.
    if (terms.length === 1 && terms[0] !== own) out.add(terms[0]);
  }
  return [...out];
}
