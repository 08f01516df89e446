// The offline answerer: retrieve, decide whether the knowledge answers at all (the dead end), then
// build an extractive answer from the best sentences of the best chunks and cite their pages.
import type { AnalyzedQuery, Hit, KnowledgeIndex } from './knowledge-index';
import { type Amounts, amountsIn, amountsInChunk, questionAmounts } from './amounts';
import { type AnswerType, answerTypes, carriesType } from './answer-type';
import { deadEndSignals, isDeadEnd } from './dead-end';
import { holdsTerm } from './match-term';
import { messagesFor } from './messages';
import { splitSentences } from './split-sentences';
import { analyze } from './tokenize';
import type { Chunk, EngineAnswer, Source } from './types';

export interface AnswerOptions {
  /** Chunks retrieved before sentence selection. */
  retrieve?: number;
  /** Cited pages at most. */
  maxSources?: number;
  /** Words in the extractive answer at most (a whole sentence may pass it). */
  maxWords?: number;
  /** The owner's fallback text; the engine's own, in the question's language, otherwise. */
  fallback?: string;
  /** Answer even when the dead-end signals say the knowledge has no answer (calibration). */
  ignoreDeadEnd?: boolean;
}

/** Whether analyzed words hold a query term (see holdsTerm), leniently for terms the index lacks. */
function holds(index: KnowledgeIndex, q: AnalyzedQuery, term: string, words: ReadonlySet<string>): boolean {
  return holdsTerm(term, q.alts[term] ?? [], words, index.df(term) === 0);
}

interface Scored {
  text: string;
  hit: number;
  pos: number;
  score: number;
}

/**
 * IDF-weighted share of the query terms a retrieved chunk matched (title and headings included); a
 * question's number inside a range or limit the chunk states counts as matched (amounts.ts).
 */
export function coverage(index: KnowledgeIndex, q: AnalyzedQuery, hit: Hit, amounts: Amounts): { share: number } {
  let total = 0;
  let found = 0;
  const matched = new Set(hit.queryTerms);
  for (const t of amountsInChunk(hit.chunk, amounts)) matched.add(t);
  for (const t of q.terms) {
    const w = index.idf(t);
    total += w;
    if (matched.has(t) || (q.alts[t] ?? []).some((a) => matched.has(a))) found += w;
  }
  return { share: total ? found / total : 0 };
}

/** A page is cited when its best chunk scores at least this share of the best chunk. */
export const SOURCE_MIN_RATIO = { value: 0.3 };

/**
 * Weights of the sentence choice, fitted on four sites together (tests/bench/ai-sentence-fit.ts): tuned
 * on fixture A alone they weighed the chunk's rank (chunkPower 1) over the sentence's own evidence, and
 * knew a term's rarity in the knowledge only, not among the candidate sentences (localWeight).
 */
export const SENTENCE_TUNING = {
  contextWeight: 0.75, chunkPower: 0.5, leadBonus: 0.5, ratio: 0.3, hits: 8, typeBonus: 1, maxSentences: 5, carry: 0.2, follow: 1, localWeight: 4,
};

function scoreSentences(index: KnowledgeIndex, q: AnalyzedQuery, amounts: Amounts, hits: Hit[], types: AnswerType[]): Scored[] {
  const { terms, lang } = q;
  const out: Scored[] = [];
  const top = hits[0]?.score || 1;
  const T = SENTENCE_TUNING;
  // Each candidate sentence with the question terms it holds (looked up once, used twice below).
  const sentences = hits.map((h) =>
    splitSentences(h.chunk.text).map((text) => {
      const words = new Set(analyze(text, h.chunk.lang || lang));
      const inside = amountsIn(text, amounts);
      return { text, held: terms.filter((t) => holds(index, q, t, words) || inside.includes(t)) };
    }),
  );
  // A term's weight: its rarity in the knowledge (IDF) and among these candidate sentences. The second
  // tells the rows of a table apart: "rabbit" is in most chunks of a vet's site, but in one row of
  // its price list.
  const all = sentences.flat();
  const local = new Map(terms.map((t) => [t, Math.log(1 + all.length / (1 + all.filter((x) => x.held.includes(t)).length))]));
  const w = (t: string) => index.idf(t) + T.localWeight * local.get(t)!;
  const avgIdf = terms.reduce((s, t) => s + w(t), 0) / (terms.length || 1);
  hits.forEach((h, hi) => {
    const chunkLang = h.chunk.lang || lang;
    const heading = `${h.chunk.headingPath.join(' ')} ${h.chunk.question}`;
    const context = new Set(analyze(heading, chunkLang));
    const inHeading = amountsIn(heading, amounts);
    const contextScore = terms.reduce((s, t) => s + (holds(index, q, t, context) || inHeading.includes(t) ? w(t) : 0), 0);
    let prev = 0;
    sentences[hi].forEach(({ text: s, held }, pos) => {
      const own = held.reduce((sum, t) => sum + w(t), 0);
      // The sentence after a matching one often holds the answer ("No. We offer store credit instead.").
      let score = own + T.carry * prev;
      prev = own;
      // A section whose heading or question matches lends weight to its sentences, most to the first
      // (the direct answer under a Q&A heading).
      score += contextScore * (T.contextWeight + (pos === 0 ? T.leadBonus * T.contextWeight : 0));
      // The expected answer type (a price for "how much") is worth part of the question's weight.
      if (types.length && carriesType(s, types)) score += T.typeBonus * avgIdf;
      score *= (h.score / top) ** T.chunkPower;
      out.push({ text: s, hit: hi, pos, score });
    });
  });
  return out;
}

/** "Which room suits beginners?" asks to pick among named things: a section's heading names one. */
const ASKS_WHICH = /(?<!, )\bwhich\b/i;

/**
 * The heading of the best sentence's section, to lead the answer when it names what the question asks
 * about and the sentences do not: "who teaches chair yoga" is answered under "Hal Jennings, Gentle
 * Chair Yoga" by "He teaches Gentle Chair Yoga twice a week". Not a page's own title (its first
 * heading), a question heading, a heading with none of the question's words or nothing the sentences
 * do not say; not over a sentence that opens with its own label ("Where your bike is kept: …").
 * With `choice`, the question asks which one, and the heading leads whatever words it has.
 */
function sectionLabel(index: KnowledgeIndex, q: AnalyzedQuery, chunk: Chunk, from: Scored[], choice = false): { text: string; before: Scored } | null {
  const head = chunk.headingPath;
  const text = head.length >= 2 ? head[head.length - 1].trim() : '';
  if (!text || /\?$/.test(text)) return null;
  const before = from.reduce((a, b) => (b.pos < a.pos ? b : a));
  if (/^[^.:]{1,60}:\s/.test(before.text)) return null;
  const lang = chunk.lang || q.lang;
  const words = new Set(analyze(text, lang));
  const said = new Set(from.flatMap((s) => analyze(s.text, lang)));
  return [...words].some((w) => !said.has(w)) && (choice || q.terms.some((t) => holds(index, q, t, words))) ? { text, before } : null;
}

/** English openings that refer to the sentence before (the answer is often there). */
const POINTS_BACK = /^(it|this|these|they|that|those|he|she)\b/i;

export const RERANK = { coverageWeight: 1 };

/** BM25 rewards repeating one term; re-ranking by coverage rewards matching more of the question. */
export function rerank(index: KnowledgeIndex, q: AnalyzedQuery, amounts: Amounts, hits: Hit[]): Hit[] {
  if (hits.length < 2 || RERANK.coverageWeight === 0) return hits;
  const top = hits[0].score;
  const scored = hits.map((h) => ({ h, s: h.score / top + RERANK.coverageWeight * coverage(index, q, h, amounts).share }));
  scored.sort((a, b) => b.s - a.s);
  return scored.map(({ h, s }) => ({ ...h, score: s * top }));
}

export function composeAnswer(index: KnowledgeIndex, question: string, opts: AnswerOptions = {}): EngineAnswer {
  const q = index.analyzeQuery(question);
  const amounts = questionAmounts(q);
  const hits = rerank(index, q, amounts, index.search(q, opts.retrieve ?? 12));
  const fallback = opts.fallback || messagesFor(q.lang).fallback;
  const signals = deadEndSignals(index, q, hits, amounts);
  const confidence = signals.chunkCoverage;
  const dead = (): EngineAnswer => ({ deadEnd: true, text: fallback, sources: [], lang: q.lang, chunks: [], confidence, signals });
  if (hits.length === 0) return dead();
  if (!opts.ignoreDeadEnd && isDeadEnd(signals)) return dead();

  const scored = scoreSentences(index, q, amounts, hits.slice(0, SENTENCE_TUNING.hits), answerTypes(question));
  const best = [...scored].sort((a, b) => b.score - a.score);
  const chosen: Scored[] = [];
  let words = 0;
  const maxWords = opts.maxWords ?? 100;
  for (const s of best) {
    if (s.score <= 0 || (chosen.length && s.score < best[0].score * SENTENCE_TUNING.ratio)) break;
    chosen.push(s);
    words += s.text.split(/\s+/).length;
    if (words >= maxWords || chosen.length >= SENTENCE_TUNING.maxSentences) break;
  }
  if (chosen.length === 0) return dead();
  // The sentence after the best one often completes it ("We do not pay cash for trade-ins. We offer
  // store credit instead."): it joins the answer while the word budget allows. A question in the text
  // ("Forgotten yours?") is answered by the sentence after it, which joins too.
  for (let k = 1, n = SENTENCE_TUNING.follow; k <= n; k++) {
    const next = scored.find((s) => s.hit === chosen[0].hit && s.pos === chosen[0].pos + k);
    if (!next || words >= maxWords) break;
    const asks = /\?$/.test(next.text.trim());
    if (asks) n++;
    if (chosen.includes(next)) {
      if (asks) continue;
      break;
    }
    chosen.push(next);
    words += next.text.split(/\s+/).length;
  }
  // A best sentence that opens by pointing back ("It suits visitors who…") needs the one it points to.
  const first = chosen[0];
  if (POINTS_BACK.test(first.text) && first.pos > 0) {
    const prev = scored.find((s) => s.hit === first.hit && s.pos === first.pos - 1);
    if (prev && !chosen.includes(prev)) chosen.push(prev);
  }
  const label = sectionLabel(index, q, hits[first.hit].chunk, chosen.filter((s) => s.hit === first.hit), ASKS_WHICH.test(question));
  chosen.sort((a, b) => a.hit - b.hit || a.pos - b.pos);
  const text = chosen.map((s) => (s === label?.before ? `${label.text}: ${s.text}` : s.text)).join(' ');

  const sources: Source[] = [];
  const seen = new Set<string>();
  const order = [...new Set([...chosen.map((c) => c.hit), ...hits.map((_, i) => i)])];
  for (const i of order) {
    const h = hits[i];
    if (seen.has(h.chunk.url) || sources.length >= (opts.maxSources ?? 5)) continue;
    if (i > 0 && h.score < hits[0].score * SOURCE_MIN_RATIO.value) continue;
    seen.add(h.chunk.url);
    sources.push({ url: h.chunk.url, title: h.chunk.title });
  }
  return { deadEnd: false, text, sources, lang: q.lang, chunks: hits.map((h) => h.chunk), confidence, signals };
}
