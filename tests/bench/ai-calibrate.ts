// Calibrates the dead-end thresholds (server/ai/engine/dead-end.ts) on the fixture sites' questions: the
// thresholds must meet issue 7's targets on each site with a question of margin, and how they generalise
// is measured by leaving one site out (fit on the others, score it). Fitted on fixture A alone, they
// sat on A's limits and missed two targets on fixture B (Recall@5 84.2 %, 11.8 % of answerable questions
// dead-ended). The pages are extracted and chunked exactly as store-pages does, without the HTTP crawl,
// so a run takes seconds.
// Run: node --import tsx tests/bench/ai-calibrate.ts [--held-out]   (prints the fit, and each site's figures)
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chunkDocument } from '../../server/ai/engine/chunk-document';
import { composeAnswer } from '../../server/ai/engine/compose-answer';
import { DEAD_END, type DeadEndSignals, isDeadEnd } from '../../server/ai/engine/dead-end';
import { extractHtml } from '../../server/ai/engine/extract-html';
import { KnowledgeIndex } from '../../server/ai/engine/knowledge-index';
import { type FixtureQuestion, loadQuestions } from './ai-quality';

/**
 * The sites the thresholds and sentence weights are fitted on: A (shared, the figures) and B to
 * U. B to U were each written by someone who never read the engine; each was held out when it arrived,
 * scored once, and became a development site once its misses had been read.
 */
export const FIXTURES = [
  { name: 'fixture A', site: "a bike shop's site", dir: fileURLToPath(new URL('../../../shared/fixtures/ai-site-a/', import.meta.url)) },
  { name: 'fixture B', site: "a vet practice's site", dir: fileURLToPath(new URL('../fixtures/ai-site-b/', import.meta.url)) },
  { name: 'fixture C', site: "a town library's", dir: fileURLToPath(new URL('../fixtures/ai-site-c/', import.meta.url)) },
  { name: 'fixture D', site: "a holiday park's", dir: fileURLToPath(new URL('../fixtures/ai-site-d/', import.meta.url)) },
  { name: 'fixture E', site: "a climbing centre's", dir: fileURLToPath(new URL('../fixtures/ai-site-e/', import.meta.url)) },
  { name: 'fixture F', site: "a dental practice's", dir: fileURLToPath(new URL('../fixtures/ai-site-f/', import.meta.url)) },
  { name: 'fixture G', site: "an American cooking school's", dir: fileURLToPath(new URL('../fixtures/ai-site-g/', import.meta.url)) },
  { name: 'fixture H', site: "an Australian surf school's", dir: fileURLToPath(new URL('../fixtures/ai-site-h/', import.meta.url)) },
  { name: 'fixture I', site: "a plumbing and heating firm's", dir: fileURLToPath(new URL('../fixtures/ai-site-i/', import.meta.url)) },
  { name: 'fixture J', site: "a boutique hotel's", dir: fileURLToPath(new URL('../fixtures/ai-site-j/', import.meta.url)) },
  { name: 'fixture K', site: "an American yoga studio's", dir: fileURLToPath(new URL('../fixtures/ai-site-k/', import.meta.url)) },
  { name: 'fixture L', site: "an arts centre's", dir: fileURLToPath(new URL('../fixtures/ai-site-l/', import.meta.url)) },
  { name: 'fixture M', site: "an American self-storage firm's", dir: fileURLToPath(new URL('../fixtures/ai-site-m/', import.meta.url)) },
  { name: 'fixture N', site: "a garden centre's", dir: fileURLToPath(new URL('../fixtures/ai-site-n/', import.meta.url)) },
  { name: 'fixture O', site: "an American escape room venue's", dir: fileURLToPath(new URL('../fixtures/ai-site-o/', import.meta.url)) },
  { name: 'fixture P', site: "a wedding barn's", dir: fileURLToPath(new URL('../fixtures/ai-site-p/', import.meta.url)) },
  { name: 'fixture Q', site: "an American auto repair shop's", dir: fileURLToPath(new URL('../fixtures/ai-site-q/', import.meta.url)) },
  { name: 'fixture R', site: "a driving school's", dir: fileURLToPath(new URL('../fixtures/ai-site-r/', import.meta.url)) },
  { name: 'fixture S', site: "an American dog daycare and boarding kennel's", dir: fileURLToPath(new URL('../fixtures/ai-site-s/', import.meta.url)) },
  { name: 'fixture T', site: "an American coworking space's", dir: fileURLToPath(new URL('../fixtures/ai-site-t/', import.meta.url)) },
  { name: 'fixture U', site: "an Australian campervan hire depot's", dir: fileURLToPath(new URL('../fixtures/ai-site-u/', import.meta.url)) },
];

/** Sites nothing is fitted or tuned on, whose misses nobody has read: how an owner's site fares. */
export const HELD_OUT = [
  { name: 'fixture V', site: "a Scottish physiotherapy clinic's, held out", dir: fileURLToPath(new URL('../fixtures/ai-site-v/', import.meta.url)) },
  { name: 'fixture W', site: "a Quebec ski school's, held out", dir: fileURLToPath(new URL('../fixtures/ai-site-w/', import.meta.url)) },
];

export function fixtureIndex(siteDir: string): KnowledgeIndex {
  const index = new KnowledgeIndex('en');
  for (const f of readdirSync(siteDir).filter((n) => n.endsWith('.html')).sort()) {
    const page = extractHtml(readFileSync(`${siteDir}/${f}`, 'utf8'), `http://fixture.local/${f}`);
    if (!page.lang) page.lang = index.defaultLang;
    index.add(chunkDocument(page, page.url));
  }
  return index;
}

/** A fixture folder's index (its site/ pages) and its questions. */
export function loadSite(f: { dir: string }): { index: KnowledgeIndex; questions: FixtureQuestion[] } {
  return { index: fixtureIndex(`${f.dir}site`), questions: loadQuestions(`${f.dir}questions.jsonl`) };
}

/** Every question's outcome on a fixture folder. */
export function siteOutcomes(f: { dir: string }): Outcome[] {
  const { index, questions } = loadSite(f);
  return outcomes(index, questions);
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

/**
 * Issue 7's targets met on one site, each with one question of margin when `nAnswerable` is given (so a
 * fit does not sit exactly on a limit).
 */
function met(f: Figures, nAnswerable = 0): number {
  const one = nAnswerable ? 1 / nAnswerable : 0;
  return Number(f.recallAt5 >= 0.9 + one) + Number(f.mustContain >= 0.75 + one) + Number(f.deadEndUnanswerable >= 0.9) + Number(f.deadEndAnswerable <= 0.1 - one);
}

/** A threshold value that alone dead-ends more than this share of the answerable questions is no candidate. */
const MAX_ALONE = 0.15;

/** Candidate thresholds: midpoints between observed values of a signal (nothing changes in between). */
function candidates(values: number[], extra: number[]): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  return [...extra, ...sorted.slice(1).map((v, i) => (v + sorted[i]) / 2)];
}

/**
 * The thresholds that meet the most targets on every site (each scored on its own), then the most with
 * a question of margin, then separate best on average: dead ends on unanswerable minus dead ends on
 * answerable questions. Margin alone came first until nine sites: the fit then gave up F's met Recall@5
 * (90.8 %, short of the margin) for dead ends on unanswerable questions.
 */
export function fit(sites: Outcome[][]): Thresholds {
  let best: Thresholds = { minChunkCoverage: 0, minStrength: 0 };
  let bestScore = -Infinity;
  const all = sites.flat();
  // Values past MAX_ALONE miss the ≤ 10 % target on most sites, so are never the best; leaving them out
  // keeps the grid small (eleven sites took minutes per fit with every value).
  const answerable = all.filter((o) => o.answerable);
  const within = (k: keyof DeadEndSignals) => (v: number) => answerable.filter((o) => o.signals[k] < v).length <= MAX_ALONE * answerable.length;
  const cs = candidates(all.map((o) => o.signals.chunkCoverage), [0]).filter(within('chunkCoverage'));
  const ss = candidates(all.map((o) => o.signals.strength), [0]).filter(within('strength'));
  for (const minChunkCoverage of cs) {
    for (const minStrength of ss) {
      const t = { minChunkCoverage, minStrength };
      let score = 0;
      for (const list of sites) {
        const f = figures(list, t);
        score += met(f) * 100 + met(f, list.filter((o) => o.answerable).length) * 10 + (f.deadEndUnanswerable - f.deadEndAnswerable) / sites.length;
      }
      if (score > bestScore + 1e-9) {
        bestScore = score;
        best = t;
      }
    }
  }
  return best;
}

/** Leave one site out: the thresholds fitted on the other sites, scored on this one (a site they never saw). */
export function leaveOneSiteOut(sites: Outcome[][]): { thresholds: Thresholds; figures: Figures }[] {
  return sites.map((list, i) => {
    const thresholds = fit(sites.filter((_, j) => j !== i));
    return { thresholds, figures: figures(list, thresholds) };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sites = FIXTURES.map(siteOutcomes);
  const pct = (f: Figures) => JSON.stringify(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Math.round(v * 1000) / 10])));
  const r = (t: Thresholds) => JSON.stringify(t, (_, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v));
  const fitted = fit(sites);
  console.log(`fitted on ${FIXTURES.map((f) => f.name).join(' + ')}: ${r(fitted)}`);
  // The held-out sites only on request: looking at them while developing would make them development sites.
  for (const h of process.argv.includes('--held-out') ? HELD_OUT : []) {
    const held = siteOutcomes(h);
    console.log(`${h.name} (held out): as shipped ${pct(figures(held, DEAD_END))}, fitted now ${pct(figures(held, fitted))}`);
  }
  leaveOneSiteOut(sites).forEach((l, i) => {
    console.log(`${FIXTURES[i].name}: as shipped ${pct(figures(sites[i], DEAD_END))}`);
    console.log(`  fitted on all → ${pct(figures(sites[i], fitted))}`);
    console.log(`  fitted without it ${r(l.thresholds)} → ${pct(l.figures)}`);
  });
}
