// The BM25 index of one widget's knowledge, on MiniSearch. Fields are analyzed by our own tokenizer
// (per-language stemming) before they reach MiniSearch, so the index and the query agree on terms.
// Three fields: `head` (page title, heading path, Q&A question), `page` (the page's meta description,
// shared by its chunks) and `text`. Long stems match with one typo and short prefixes ("rent" →
// rental); numbers only exactly. Terms found in most chunks are dropped from a query that has rarer
// ones: they barely move BM25 and would make every search walk the whole index.
import MiniSearch, { type SearchResult } from 'minisearch';
import { detectLanguage } from './detect-language';
import { synonymsOf } from './synonyms';
import { hypernymsOfWord, isEnglishWord, isVerb } from './wordnet';
import { expandShorthand } from './shorthand';
import { analyze, analyzeWords } from './tokenize';
import type { Chunk } from './types';

interface IndexedDoc {
  id: string;
  head: string;
  page: string;
  text: string;
}

export interface Hit {
  chunk: Chunk;
  score: number;
  /** The BM25 score before any re-ranking. */
  rawScore: number;
  /** Analyzed query terms this chunk matched (exactly, by prefix or fuzzily). */
  queryTerms: string[];
}

export interface AnalyzedQuery {
  lang: string;
  terms: string[];
  /** Everyday synonyms of each term (see synonyms.ts), searched at a lower weight. */
  alts: Record<string, string[]>;
  /** The visitor's word behind each term, for dictionary look-ups. */
  words: Record<string, string>;
  /** Joined forms of hyphenated words ("ebik" of "e-bike"): their parts stand for them. */
  joined: string[];
  /** The question as analyzed, chat shorthand written out ("my 4yo" → "my 4 year old"). */
  text: string;
}

/** Field boosts and BM25 parameters (exported so the bench can show what was measured). */
export const TUNING = {
  boost: { head: 1, page: 0.5, text: 1 } as Record<string, number>,
  weights: { fuzzy: 0.5, prefix: 0.4 },
  bm25: { k: 1.2, b: 0.5, d: 0.5 },
  /** Query terms in more than this share of chunks are dropped (on bases of 50+ chunks). */
  commonShare: 0.5,
  /** Terms in more than this many chunks only re-score the candidates the rarer terms found. */
  commonCount: 1000,
  /** Terms that find the candidates when every query term is common. */
  keepRarest: 2,
  /** Chunks the common terms re-score. */
  candidates: 100,
  /** Synonyms in more than this many chunks are left out (weighted low, they would cost a full walk). */
  synonymCount: 100,
  /** Weight of a synonym relative to the visitor's own word. */
  synonymWeight: 0.3,
  /** English dictionary words are not expanded as typos (see search). */
  dictionaryNoTypo: true,
  /** Prefix-expand terms the index already holds too (slower on large indexes). */
  prefixKnown: false,
};

/**
 * MiniSearch multiplies a chunk's summed term scores by the number of query terms it matched, each
 * synonym counted as one more. A synonym is weaker evidence: the question's concepts count instead, one
 * matched only through a synonym at the synonym's weight, and a synonym of a matched word not at all:
 * loose synonyms ("user" for use, "walk" for pass) no longer count like the question's own words.
 * `conceptOf` maps each searched synonym to its query term.
 */
export function matchedConcepts(matched: string[], conceptOf: ReadonlyMap<string, string>, synonymWeight: number): number {
  const direct = new Set(matched.filter((t) => !conceptOf.has(t)));
  const viaSynonym = new Set(matched.filter((t) => conceptOf.has(t) && !direct.has(conceptOf.get(t)!)).map((t) => conceptOf.get(t)!));
  return direct.size + synonymWeight * viaSynonym.size;
}

const fuzzy = (term: string) => (/\d/.test(term) || term.length < 5 ? false : 0.2);
const prefix = (term: string) => !/\d/.test(term) && term.length >= 4;

function fields(c: Chunk, lang: string): IndexedDoc {
  return {
    id: c.id,
    head: analyze(`${c.title} ${c.headingPath.join(' ')} ${c.question}`, lang).join(' '),
    page: analyze(c.description, lang).join(' '),
    text: analyze(c.text, lang).join(' '),
  };
}

export class KnowledgeIndex {
  private readonly mini = new MiniSearch<IndexedDoc>({
    fields: ['head', 'page', 'text'],
    tokenize: (s) => (s ? s.split(' ') : []),
    processTerm: (t) => t,
    searchOptions: { fuzzy, prefix, combineWith: 'OR', maxFuzzy: 2 },
  });
  private readonly chunks = new Map<string, Chunk>();
  private readonly bySource = new Map<string, string[]>();
  /** Chunks containing each term, for IDF weights. */
  private readonly dfs = new Map<string, number>();
  /**
   * The same without the page description, which every chunk of a page repeats: on a dog lodge's site,
   * "cat" from five pages' descriptions was in more than half the chunks, so search dropped it as common
   * and a cat question never reached the cat page. What is common is judged on this count.
   */
  private readonly bodyDfs = new Map<string, number>();
  /** acronymParts' answers, until the knowledge changes. */
  private readonly acronyms = new Map<string, string[] | undefined>();

  constructor(readonly defaultLang = 'en') {}

  get size(): number {
    return this.chunks.size;
  }

  add(chunks: Chunk[]): void {
    for (const c of chunks) {
      if (this.chunks.has(c.id)) this.remove(c.id);
      const doc = fields(c, c.lang || this.defaultLang);
      this.mini.add(doc);
      this.chunks.set(c.id, c);
      const list = this.bySource.get(c.sourceId) ?? [];
      list.push(c.id);
      this.bySource.set(c.sourceId, list);
      this.countTerms(doc, 1);
    }
    this.acronyms.clear();
  }

  private countTerms(doc: IndexedDoc, delta: 1 | -1): void {
    const bump = (m: Map<string, number>, t: string) => {
      const n = (m.get(t) ?? 0) + delta;
      if (n <= 0) m.delete(t);
      else m.set(t, n);
    };
    const body = new Set(`${doc.head} ${doc.text}`.split(' '));
    body.delete('');
    for (const t of body) bump(this.bodyDfs, t);
    for (const t of doc.page.split(' ')) if (t) body.add(t);
    for (const t of body) bump(this.dfs, t);
  }

  private remove(id: string): void {
    const c = this.chunks.get(id);
    if (!c) return;
    this.mini.discard(id);
    this.chunks.delete(id);
    this.countTerms(fields(c, c.lang || this.defaultLang), -1);
    this.acronyms.clear();
  }

  removeSource(sourceId: string): void {
    for (const id of this.bySource.get(sourceId) ?? []) this.remove(id);
    this.bySource.delete(sourceId);
  }

  analyzeQuery(question: string): AnalyzedQuery {
    const lang = detectLanguage(question, this.defaultLang);
    const text = expandShorthand(question, lang);
    const analyzed = analyzeWords(text, lang);
    // A compound the knowledge writes as two words ("wetroom" → wet room, "powerflush", "autobelays"):
    // its parts stand for it, as a hyphenated word's do.
    // An abbreviation of a name the site gives in full ("ytt" for its "yoga teacher training") is
    // searched as the words it stands for.
    for (let i = analyzed.length - 1; i >= 0; i--) {
      const a = analyzed[i];
      const parts = a.joined ? undefined : (this.compoundParts(a.term) ?? (lang === 'en' ? this.acronymParts(a) : undefined));
      if (parts) analyzed.splice(i, 1, { ...a, joined: true }, ...parts.map((t) => ({ term: t, word: t, joined: false })));
    }
    const terms = [...new Set(analyzed.map((a) => a.term))];
    const alts: Record<string, string[]> = {};
    const words: Record<string, string> = {};
    const joined = analyzed.filter((a) => a.joined).map((a) => a.term);
    for (const { term, word } of analyzed) {
      words[term] ??= word;
      const syn = synonymsOf(word, lang).filter((x) => !terms.includes(x) && !(alts[term] ?? []).includes(x));
      const offer = (x: string | undefined) => {
        if (x && !terms.includes(x) && !syn.includes(x)) syn.push(x);
      };
      offer(this.knownStem(term));
      if (lang === 'en') {
        offer(this.withoutPrefix(word, term));
        if (!syn.some((x) => this.dfs.has(x))) this.knownHypernyms(word, term).forEach(offer);
      }
      if (syn.length) alts[term] = [...(alts[term] ?? []), ...syn];
    }
    return { lang, terms, alts, words, joined, text };
  }

  /**
   * The longest known term a query term starts with (5 letters or more): the stemmer leaves agent nouns
   * whole, so "hygienist" never met a page's "hygiene", nor "receptionist" its "reception" or
   * "instructor" its "instruct". The reverse of MiniSearch's prefix search, which only expands terms
   * the index lacks; searched as a synonym.
   */
  private knownStem(term: string): string | undefined {
    if (term.length < 6 || /\d/.test(term)) return undefined;
    for (let k = term.length - 1; k >= 5; k--) if (this.dfs.has(term.slice(0, k))) return term.slice(0, k);
    return undefined;
  }

  /**
   * The known verb an unknown "re-" or "un-" verb repeats or undoes: "how long after failing can i
   * retake" is answered by "before you can take another test", "how much to unblock a loo" by the
   * prices for blocked drains ("rebook", "repaint", "unload" alike). Inflected forms are left out:
   * "retired" is no "tire" again, nor "remaining" a "main".
   */
  private withoutPrefix(word: string, term: string): string | undefined {
    if (!/^(?:re|un)[a-z]{3,}$/.test(word) || /(?:ed|ing)$/.test(word) || this.dfs.has(term) || !isEnglishWord(word.slice(2))) return undefined;
    const rest = analyze(word.slice(2), 'en')[0];
    return rest && rest !== term && this.dfs.has(rest) ? rest : undefined;
  }

  /**
   * The broader terms the knowledge uses of a word it never uses (called when no synonym of it is known
   * either): "is there a disabled loo" meets the page's toilets, "I'm a total newbie" its beginners, "a
   * woman instructor" its female ones. Not a verb's noun senses, mostly rare ("saw", "left", "hang").
   */
  private knownHypernyms(word: string, term: string): string[] {
    if (this.dfs.has(term) || isVerb(word)) return [];
    return hypernymsOfWord(word)
      .map((h) => analyze(h, 'en'))
      .filter((t) => t.length === 1 && this.dfs.has(t[0]))
      .map((t) => t[0]);
  }

  /**
   * Two known terms, 3 letters or more each, that an unknown term of 7 or more letters is made of: the
   * split whose rarer part is the most common, so the likeliest reading wins.
   */
  private compoundParts(term: string): [string, string] | undefined {
    if (term.length < 7 || this.dfs.has(term) || /\d/.test(term)) return undefined;
    let best: [string, string] | undefined;
    let bestDf = 0;
    for (let i = 3; i <= term.length - 3; i++) {
      const df = Math.min(this.df(term.slice(0, i)), this.df(term.slice(i)));
      if (df > bestDf) {
        best = [term.slice(0, i), term.slice(i)];
        bestDf = df;
      }
    }
    return best;
  }

  /**
   * The terms of the phrase an unknown abbreviation of 2 to 4 letters spells with its initials: visitors
   * write "ytt" for the "yoga teacher training" a site names. Only the names a site gives its things are
   * read (page titles, descriptions and headings, each once), the phrase named most often and at least
   * twice; dictionary words are no abbreviations. Cached until the knowledge changes.
   */
  private acronymParts(a: { term: string; word: string }): string[] | undefined {
    if (!/^[a-z]{2,4}$/.test(a.word) || this.dfs.has(a.term) || isEnglishWord(a.word)) return undefined;
    if (this.acronyms.has(a.word)) return this.acronyms.get(a.word);
    const initials = [...a.word].map((l) => `${l}\\p{L}*`).join('[\\s-]+');
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${initials}(?![\\p{L}\\p{N}])`, 'giu');
    const labels = new Set<string>();
    for (const c of this.chunks.values()) for (const t of [c.title, c.description, ...c.headingPath]) labels.add(t);
    const counts = new Map<string, number>();
    for (const t of labels) for (const m of t.matchAll(re)) counts.set(m[0].toLowerCase(), (counts.get(m[0].toLowerCase()) ?? 0) + 1);
    let best: string | undefined;
    for (const [phrase, n] of counts) if (n >= 2 && (!best || n > counts.get(best)!)) best = phrase;
    const parts = best ? analyze(best, 'en').filter((t) => this.dfs.has(t)) : [];
    const out = parts.length >= 2 ? parts : undefined;
    if (this.acronyms.size >= 1000) this.acronyms.clear();
    this.acronyms.set(a.word, out);
    return out;
  }

  /** Inverse document frequency of a term (BM25's form, never negative). */
  idf(term: string): number {
    return this.idfOfCount(this.dfs.get(term) ?? 0);
  }

  /** Inverse document frequency of a term found in `df` chunks. */
  idfOfCount(df: number): number {
    const n = this.chunks.size || 1;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Chunks holding a term (0 when the knowledge never uses it). */
  df(term: string): number {
    return this.dfs.get(term) ?? 0;
  }

  /**
   * BM25 search in two stages. Terms in more than `commonShare` of the chunks are dropped (they barely
   * move BM25). Terms in more than `commonCount` chunks would make every search walk most postings:
   * they only re-score the best `candidates` chunks that the rarer terms found, which gives the same
   * scores as one search over all terms for those chunks at a fraction of the cost.
   */
  search(query: AnalyzedQuery, limit = 8): Hit[] {
    const n = this.chunks.size;
    const df = (t: string) => this.dfs.get(t) ?? 0;
    const kept = n >= 50 ? query.terms.filter((t) => (this.bodyDfs.get(t) ?? 0) <= n * TUNING.commonShare) : query.terms;
    let own = kept.filter((t) => df(t) <= TUNING.commonCount);
    // Only common terms: the rarest few find the candidates.
    if (own.length === 0) own = [...kept].sort((a, b) => df(a) - df(b)).slice(0, TUNING.keepRarest);
    if (own.length === 0) return [];
    const later = kept.filter((t) => !own.includes(t));
    // Synonyms obey the same bound: a common synonym ("cycle" for "bike") would walk most of the index.
    const synonyms = new Set(own.flatMap((t) => query.alts[t] ?? []).filter((t) => this.dfs.has(t) && df(t) <= TUNING.synonymCount && !own.includes(t)));
    const terms = [...own, ...synonyms];
    const options = { boost: TUNING.boost, weights: TUNING.weights, bm25: TUNING.bm25 };
    const isWord = (t: string) => query.lang === 'en' && TUNING.dictionaryNoTypo && isEnglishWord(query.words[t] ?? t);
    const conceptOf = new Map<string, string>();
    for (const t of own) for (const a of query.alts[t] ?? []) if (synonyms.has(a) && !conceptOf.has(a)) conceptOf.set(a, t);
    const quality = (matched: string[]) => matchedConcepts(matched, conceptOf, TUNING.synonymWeight);
    const found: SearchResult[] = this.mini.search(terms.join(' '), {
      ...options,
      boostTerm: (t) => (synonyms.has(t) ? TUNING.synonymWeight : 1),
      // A term the index knows is no typo, nor is an English dictionary word ("sunglasses"): fuzzy and
      // prefix expansion, costly on a large vocabulary, are only for the other terms ("tandum").
      fuzzy: (t) => (this.dfs.has(t) || isWord(t) ? false : fuzzy(t)),
      prefix: (t) => (TUNING.prefixKnown || !(this.dfs.has(t) || isWord(t)) ? prefix(t) : false),
    });
    const rescored = found.map((r) => ({ id: String(r.id), score: (r.score / (r.queryTerms.length || 1)) * quality(r.queryTerms), queryTerms: r.queryTerms }));
    // Without synonyms searched, every chunk keeps MiniSearch's score and order: no sort on the hot path.
    if (conceptOf.size) rescored.sort((a, b) => b.score - a.score);
    let results = rescored.slice(0, later.length ? Math.max(TUNING.candidates, limit) : limit);
    if (later.length && results.length) {
      const top = results;
      const ids = new Set(top.map((r) => r.id));
      // MiniSearch multiplies a chunk's summed term scores by the number of query terms it matched.
      const extra = new Map<string, { score: number; queryTerms: string[] }>();
      for (const r of this.mini.search(later.join(' '), { ...options, fuzzy: false, prefix: false, boostDocument: (id) => (ids.has(String(id)) ? 1 : 0) })) {
        extra.set(String(r.id), { score: r.score / (r.queryTerms.length || 1), queryTerms: r.queryTerms });
      }
      results = top.map((r) => {
        const e = extra.get(r.id);
        if (!e) return r;
        const queryTerms = [...r.queryTerms, ...e.queryTerms];
        const q0 = quality(r.queryTerms) || 1;
        return { id: r.id, score: (r.score / q0 + e.score) * (q0 + e.queryTerms.length), queryTerms };
      }).sort((a, b) => b.score - a.score);
    }
    const hits: Hit[] = [];
    for (const r of results.slice(0, limit)) {
      const chunk = this.chunks.get(r.id);
      if (chunk) hits.push({ chunk, score: r.score, rawScore: r.score, queryTerms: r.queryTerms });
    }
    return hits;
  }
}
