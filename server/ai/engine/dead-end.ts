// The dead-end decision: does the knowledge answer this question at all? A site rarely says "we don't
// have X"; an unanswerable question usually hinges on one concept the site never mentions ("a student
// discount", "a ferry phone number"), or mentions only in another context. Three signals, all lexical
// and site-independent:
// - an unknown concept: a question word that is specific in general English (rare in WordNet's SemCor
//   counts) and that the knowledge never uses, not even as a typo, a synonym or a related word;
// - joint coverage: no single retrieved chunk holds most of the question's specific terms (weighted by
//   their IDF in the knowledge and their rarity in English), so they are only scattered mentions;
// - the answer type: the question asks for a phone number, a price, a time... and the best-covering
//   chunk holds none.
// Thresholds are calibrated by 2-fold cross-validation (tests/bench/ai-calibrate.ts).
import { type AnswerType, answerTypes, carriesType } from './answer-type';
import type { AnalyzedQuery, Hit, KnowledgeIndex } from './knowledge-index';
import { matchesTerm } from './match-term';
import { splitSentences } from './split-sentences';
import { analyze } from './tokenize';
import { relatedWords, wordFrequency } from './wordnet';

export const DEAD_END = {
  /** Weight of a word's English frequency in its specificity: 1 / (1 + rarity·ln(1 + count)). */
  rarity: 1,
  /** An unknown concept at least this specific dead-ends the question. */
  unknownConcept: 0.5,
  /** Credit for a concept the knowledge holds only through a synonym of the visitor's word. */
  synonymWeight: 1,
  /** Credit for a concept the knowledge holds only through a related word (hypernym, attribute...). */
  relatedWeight: 0.5,
  /** Chunks examined for joint coverage. */
  chunks: 3,
  /** Below this share of the question's specific weight in one chunk, the question dead-ends. */
  minChunkCoverage: 0.5,
  /** Whether a missing answer type dead-ends the question. */
  needType: true,
};

export interface DeadEndSignals {
  /** Specificity of the most specific concept the knowledge never mentions (0 when none). */
  unknownConcept: number;
  /** Best share of the question's specific weight that one chunk holds. */
  chunkCoverage: number;
  /** The question asks for a type of answer (price, time, phone...) that the best chunk lacks. */
  typeMissing: boolean;
  /** Largest IDF-weighted share of the question's terms that one sentence of the best chunks holds. */
  sentenceCoverage: number;
  /** BM25 score of the best chunk per unit of the question's IDF (how strongly anything matched). */
  strength: number;
}

/** How specific a word is in general English: 1 for rare words, towards 0 for everyday ones. */
export function specificity(word: string, lang: string): number {
  if (lang !== 'en') return 1;
  return 1 / (1 + DEAD_END.rarity * Math.log1p(wordFrequency(word)));
}

/** How well the knowledge's vocabulary holds a query term: 1 as such or as a typo, less through a synonym or a related word, 0 not at all. */
function vocabularyHolds(index: KnowledgeIndex, q: AnalyzedQuery, term: string): number {
  if (index.df(term) > 0 || index.hasTypoOf(term)) return 1;
  if ((q.alts[term] ?? []).some((a) => index.df(a) > 0)) return DEAD_END.synonymWeight;
  const word = q.words[term] ?? term;
  if (q.lang === 'en' && relatedWords(word, 2).some((w) => analyze(w, q.lang).some((t) => index.df(t) > 0))) return DEAD_END.relatedWeight;
  return 0;
}

function chunkHolds(q: AnalyzedQuery, term: string, words: Set<string>): boolean {
  if (words.has(term) || (q.alts[term] ?? []).some((a) => words.has(a))) return true;
  for (const w of words) if (matchesTerm(term, w)) return true;
  return false;
}

export function deadEndSignals(index: KnowledgeIndex, q: AnalyzedQuery, hits: Hit[], question: string): DeadEndSignals {
  // The joined form of "e-bike" is represented by its parts; numbers are values, not concepts.
  const terms = q.terms.filter((t) => !q.joined.includes(t));
  const spec = new Map(terms.map((t) => [t, specificity(q.words[t] ?? t, q.lang)]));
  let unknownConcept = 0;
  for (const t of terms) {
    if (/\d/.test(t)) continue;
    const missing = 1 - vocabularyHolds(index, q, t);
    unknownConcept = Math.max(unknownConcept, missing * spec.get(t)!);
  }
  const weight = (t: string) => index.idf(t) * spec.get(t)!;
  const total = terms.reduce((s, t) => s + weight(t), 0) || 1;
  let chunkCoverage = 0;
  let best: Hit | undefined;
  for (const h of hits.slice(0, DEAD_END.chunks)) {
    const c = h.chunk;
    const words = new Set(analyze(`${c.title} ${c.headingPath.join(' ')} ${c.question} ${c.text}`, c.lang || q.lang));
    const share = terms.reduce((s, t) => s + (chunkHolds(q, t, words) ? weight(t) : 0), 0) / total;
    if (share > chunkCoverage) {
      chunkCoverage = share;
      best = h;
    }
  }
  const types: AnswerType[] = answerTypes(question);
  const typeMissing = types.length > 0 && !!best && !splitSentences(best.chunk.text).some((s) => carriesType(s, types));
  let sentenceCoverage = 0;
  for (const h of hits.slice(0, DEAD_END.chunks)) {
    for (const s of splitSentences(h.chunk.text)) {
      const words = new Set(analyze(s, h.chunk.lang || q.lang));
      sentenceCoverage = Math.max(sentenceCoverage, terms.reduce((n, t) => n + (chunkHolds(q, t, words) ? weight(t) : 0), 0) / total);
    }
  }
  const idfSum = terms.reduce((n, t) => n + index.idf(t), 0) || 1;
  const strength = (hits[0]?.rawScore ?? 0) / idfSum;
  return { unknownConcept, chunkCoverage, typeMissing, sentenceCoverage, strength };
}

export function isDeadEnd(s: DeadEndSignals): boolean {
  return s.unknownConcept >= DEAD_END.unknownConcept || s.chunkCoverage < DEAD_END.minChunkCoverage ||
    (DEAD_END.needType && s.typeMissing);
}
