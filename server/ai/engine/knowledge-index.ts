// The BM25 index of one widget's knowledge, on MiniSearch. Fields are analyzed by our own tokenizer
// (per-language stemming) before they reach MiniSearch, so the index and the query agree on terms.
// Titles, headings and Q&A questions weigh more than body text; long stems match with one typo and
// short prefixes ("rent" → rental), numbers only exactly.
import MiniSearch, { type SearchResult } from 'minisearch';
import { detectLanguage } from './detect-language';
import { analyze } from './tokenize';
import type { Chunk } from './types';

interface IndexedDoc {
  id: string;
  title: string;
  page: string;
  headings: string;
  question: string;
  text: string;
}

export interface Hit {
  chunk: Chunk;
  score: number;
  /** Analyzed query terms this chunk matched (exactly, by prefix or fuzzily). */
  queryTerms: string[];
}

export interface AnalyzedQuery {
  lang: string;
  terms: string[];
}

/** Field boosts and BM25 parameters (exported so the bench can show what was measured). */
export const TUNING = {
  boost: { title: 1, page: 0.5, headings: 1, question: 1, text: 1 } as Record<string, number>,
  weights: { fuzzy: 0.5, prefix: 0.4 },
  bm25: { k: 1.2, b: 0.5, d: 0.5 },
};

const fuzzy = (term: string) => (/\d/.test(term) || term.length < 5 ? false : 0.2);
const prefix = (term: string) => !/\d/.test(term) && term.length >= 4;

export class KnowledgeIndex {
  private readonly mini = new MiniSearch<IndexedDoc>({
    fields: ['title', 'page', 'headings', 'question', 'text'],
    tokenize: (s) => (s ? s.split(' ') : []),
    processTerm: (t) => t,
    searchOptions: { fuzzy, prefix, combineWith: 'OR', maxFuzzy: 2 },
  });
  private readonly chunks = new Map<string, Chunk>();
  private readonly bySource = new Map<string, string[]>();
  /** Chunks containing each term, for IDF-weighted coverage. */
  private readonly df = new Map<string, number>();
  private readonly termsOf = new Map<string, string[]>();

  constructor(readonly defaultLang = 'en') {}

  get size(): number {
    return this.chunks.size;
  }

  add(chunks: Chunk[]): void {
    for (const c of chunks) {
      if (this.chunks.has(c.id)) this.remove(c.id);
      const lang = c.lang || this.defaultLang;
      const doc: IndexedDoc = {
        id: c.id,
        title: analyze(c.title, lang).join(' '),
        page: analyze(c.description, lang).join(' '),
        headings: analyze(c.headingPath.join(' '), lang).join(' '),
        question: analyze(c.question, lang).join(' '),
        text: analyze(c.text, lang).join(' '),
      };
      this.mini.add(doc);
      this.chunks.set(c.id, c);
      const list = this.bySource.get(c.sourceId) ?? [];
      list.push(c.id);
      this.bySource.set(c.sourceId, list);
      const uniq = [...new Set(`${doc.title} ${doc.page} ${doc.headings} ${doc.question} ${doc.text}`.split(' ').filter(Boolean))];
      this.termsOf.set(c.id, uniq);
      for (const t of uniq) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
  }

  private remove(id: string): void {
    if (!this.chunks.has(id)) return;
    this.mini.discard(id);
    this.chunks.delete(id);
    for (const t of this.termsOf.get(id) ?? []) {
      const n = (this.df.get(t) ?? 1) - 1;
      if (n <= 0) this.df.delete(t);
      else this.df.set(t, n);
    }
    this.termsOf.delete(id);
  }

  removeSource(sourceId: string): void {
    for (const id of this.bySource.get(sourceId) ?? []) this.remove(id);
    this.bySource.delete(sourceId);
  }

  hasSource(sourceId: string): boolean {
    return this.bySource.has(sourceId);
  }

  analyzeQuery(question: string): AnalyzedQuery {
    const lang = detectLanguage(question, this.defaultLang);
    return { lang, terms: [...new Set(analyze(question, lang))] };
  }

  /** Inverse document frequency of a term (BM25's form, never negative). */
  idf(term: string): number {
    const n = this.chunks.size || 1;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  documentFrequency(term: string): number {
    return this.df.get(term) ?? 0;
  }

  search(query: AnalyzedQuery, limit = 8, mode = 'default'): Hit[] {
    if (query.terms.length === 0) return [];
    const results: SearchResult[] = this.mini.search(query.terms.join(' '), {
      ...(mode === 'nofuzzy' || mode === 'none' ? { fuzzy: false } : {}),
      ...(mode === 'noprefix' || mode === 'none' ? { prefix: false } : {}),
      boost: TUNING.boost,
      weights: TUNING.weights,
      bm25: TUNING.bm25,
    });
    const hits: Hit[] = [];
    for (const r of results.slice(0, limit)) {
      const chunk = this.chunks.get(String(r.id));
      if (chunk) hits.push({ chunk, score: r.score, queryTerms: r.queryTerms });
    }
    return hits;
  }

  /** Whether any indexed term stands for the query term (exactly, by prefix or with one typo). */
  knows(term: string): boolean {
    if (this.df.has(term)) return true;
    const r = this.mini.search(term, { fields: ['title', 'page', 'headings', 'question', 'text'] });
    return r.length > 0;
  }

  /** Doc terms that a query term matches (itself, fuzzy neighbours, prefix extensions). */
  termMatches(hitId: string): string[] {
    return this.termsOf.get(hitId) ?? [];
  }
}
