// Calibrates the dead-end thresholds (server/ai/engine/dead-end.ts) on a fixture's questions with
// 2-fold cross-validation: fit on the even lines and score the odd ones, and vice versa, so the
// figures reported are for questions the thresholds never saw. The pages are extracted and chunked
// exactly as store-pages does, without the HTTP crawl, so a run takes seconds.
// Run: node --import tsx tests/bench/ai-calibrate.ts [--apply]   (prints the grid's best and both figures)
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chunkDocument } from '../../server/ai/engine/chunk-document';
import { composeAnswer } from '../../server/ai/engine/compose-answer';
import { DEAD_END, type DeadEndSignals, isDeadEnd } from '../../server/ai/engine/dead-end';
import { extractHtml } from '../../server/ai/engine/extract-html';
import { KnowledgeIndex } from '../../server/ai/engine/knowledge-index';
import { type FixtureQuestion, loadQuestions } from './ai-quality';

const FIXTURE = fileURLToPath(new URL('../../../shared/fixtures/ai-site-a/', import.meta.url));

export function fixtureIndex(siteDir: string): KnowledgeIndex {
  const index = new KnowledgeIndex('en');
  for (const f of readdirSync(siteDir).filter((n) => n.endsWith('.html')).sort()) {
    const page = extractHtml(readFileSync(`${siteDir}/${f}`, 'utf8'), `http://fixture.local/${f}`);
    if (!page.lang) page.lang = index.defaultLang;
    index.add(chunkDocument(page, page.url));
  }
  return index;
}

interface Outcome {
  answerable: boolean;
  /** When answered: a gold page cited / a must_contain_any string present. */
  recall: boolean;
  contain: boolean;
  signals: DeadEndSignals;
}

const pageOf = (url: string) => url.split('/').pop() || 'index.html';

export function outcomes(index: KnowledgeIndex, questions: FixtureQuestion[]): Outcome[] {
  return questions.map((q) => {
    const a = composeAnswer(index, q.question, { ignoreDeadEnd: true });
    const cited = a.sources.slice(0, 5).map((s) => pageOf(s.url));
    const text = a.text.normalize('NFKC').toLowerCase();
    return {
      answerable: q.answerable,
      recall: !a.deadEnd && q.gold_pages.some((g) => cited.includes(g)),
      contain: !a.deadEnd && q.must_contain_any.some((m) => text.includes(m.normalize('NFKC').toLowerCase())),
      signals: a.signals ?? { chunkCoverage: 0, strength: 0 },
    };
  });
}

export type Thresholds = Pick<typeof DEAD_END, 'minChunkCoverage' | 'minStrength'>;

export interface Figures {
  recallAt5: number;
  mustContain: number;
  deadEndUnanswerable: number;
  deadEndAnswerable: number;
}

const dead = (s: DeadEndSignals, t: Thresholds) => isDeadEnd(s, t);

export function figures(list: Outcome[], t: Thresholds): Figures {
  const ans = list.filter((o) => o.answerable);
  const un = list.filter((o) => !o.answerable);
  const share = (xs: Outcome[], f: (o: Outcome) => boolean) => xs.filter(f).length / (xs.length || 1);
  return {
    recallAt5: share(ans, (o) => !dead(o.signals, t) && o.recall),
    mustContain: share(ans, (o) => !dead(o.signals, t) && o.contain),
    deadEndUnanswerable: share(un, (o) => dead(o.signals, t)),
    deadEndAnswerable: share(ans, (o) => dead(o.signals, t)),
  };
}

/** Issue 7's targets met (0–4) first, then the dead-end separation, as one comparable score. */
function objective(f: Figures): number {
  const met = Number(f.recallAt5 >= 0.9) + Number(f.mustContain >= 0.75) + Number(f.deadEndUnanswerable >= 0.9) + Number(f.deadEndAnswerable <= 0.1);
  return met * 10 + f.deadEndUnanswerable - f.deadEndAnswerable;
}

/** Candidate thresholds: midpoints between observed values of a signal (nothing changes in between). */
function candidates(values: number[], extra: number[]): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  return [...extra, ...sorted.slice(1).map((v, i) => (v + sorted[i]) / 2)];
}

export function fit(list: Outcome[]): Thresholds {
  let best: Thresholds = { minChunkCoverage: 0, minStrength: 0 };
  let bestScore = -Infinity;
  const cs = candidates(list.map((o) => o.signals.chunkCoverage), [0]);
  const ss = candidates(list.map((o) => o.signals.strength), [0]);
  for (const minChunkCoverage of cs) {
    for (const minStrength of ss) {
      const t = { minChunkCoverage, minStrength };
      const s = objective(figures(list, t));
      if (s > bestScore + 1e-9) {
        bestScore = s;
        best = t;
      }
    }
  }
  return best;
}

/** 2-fold cross-validation over the question file's lines: fit on one half, score the other. */
export function crossValidate(list: Outcome[]): { folds: Thresholds[]; figures: Figures } {
  const even = list.filter((_, i) => i % 2 === 0);
  const odd = list.filter((_, i) => i % 2 === 1);
  const tEven = fit(even);
  const tOdd = fit(odd);
  // Pool the held-out predictions of both folds into one set of figures.
  const fOdd = figures(odd, tEven);
  const fEven = figures(even, tOdd);
  const nAns = (xs: Outcome[]) => xs.filter((o) => o.answerable).length;
  const nUn = (xs: Outcome[]) => xs.length - nAns(xs);
  const pool = (k: keyof Figures, n: (xs: Outcome[]) => number) => (fOdd[k] * n(odd) + fEven[k] * n(even)) / (n(odd) + n(even));
  return {
    folds: [tEven, tOdd],
    figures: {
      recallAt5: pool('recallAt5', nAns), mustContain: pool('mustContain', nAns),
      deadEndUnanswerable: pool('deadEndUnanswerable', nUn), deadEndAnswerable: pool('deadEndAnswerable', nAns),
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const index = fixtureIndex(`${FIXTURE}site`);
  const questions = loadQuestions(`${FIXTURE}questions.jsonl`);
  const pct = (f: Figures) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Math.round(v * 1000) / 10]));
  const grid = (process.env.GRID ?? '').split(';').filter(Boolean);
  const settings = grid.length ? grid.map((g) => JSON.parse(g) as Partial<typeof DEAD_END>) : [{}];
  const saved = { ...DEAD_END };
  for (const setting of settings) {
    Object.assign(DEAD_END, saved, setting);
    const list = outcomes(index, questions);
    const cv = crossValidate(list);
    const full = fit(list);
    const current = figures(list, saved);
    const r = (t: Thresholds) => JSON.stringify(t, (_, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v));
    console.log(`${JSON.stringify(setting)}\n  2-fold CV: thresholds ${cv.folds.map(r).join(' / ')} → ${JSON.stringify(pct(cv.figures))}`);
    console.log(`  full-file fit: ${r(full)} → ${JSON.stringify(pct(figures(list, full)))}`);
    console.log(`  DEAD_END as shipped → ${JSON.stringify(pct(current))}`);
  }
}
