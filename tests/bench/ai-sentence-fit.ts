// Fits the sentence choice's weights (SENTENCE_TUNING in server/ai/engine/compose-answer.ts) on the
// development sites together, as ai-calibrate.ts does for the dead-end thresholds: the grid point that
// puts a must_contain_any string in the most answers over the sites, and each site's count when the
// weights are fitted on the others alone. On A to Q, the weights tuned on fixture A alone give 170 / 62
// / 57 / 56 / 59 / 45 / 60 / 58 / 58 / 57 / 56 / 56 / 59 / 65 / 56 / 68 / 59 answers; the shipped ones,
// first fitted on A to D and still the best point on all seventeen, also with any one site left out of
// the fit, 184 / 64 / 62 / 61 / 63 / 56 / 65 / 63 / 60 / 59 / 60 / 60 / 63 / 69 / 57 / 68 / 59.
// Run: node --import tsx tests/bench/ai-sentence-fit.ts   (about 17 minutes)
import { fileURLToPath } from 'node:url';
import { SENTENCE_TUNING } from '../../server/ai/engine/compose-answer';
import { DEAD_END } from '../../server/ai/engine/dead-end';
import { FIXTURES, figures, loadSite, outcomes } from './ai-calibrate';

const GRID = { chunkPower: [0.5, 0.65, 0.75, 1], contextWeight: [0.3, 0.5, 0.75], typeBonus: [1, 1.5, 2], leadBonus: [0.5, 1], localWeight: [0, 2, 4] };
type Point = Record<keyof typeof GRID, number>;
/** The weights as tuned on fixture A alone, before this fit. */
const A_ONLY: Point = { chunkPower: 1, contextWeight: 0.3, typeBonus: 1, leadBonus: 0.5, localWeight: 0 };

function points(): Point[] {
  let out: Partial<Point>[] = [{}];
  for (const [k, values] of Object.entries(GRID)) out = out.flatMap((p) => values.map((v) => ({ ...p, [k]: v })));
  return out as Point[];
}

/** Answers holding a must_contain_any string, per site, at each grid point (the shipped dead end). */
export function containCounts(): { point: Point; counts: number[] }[] {
  const sites = FIXTURES.map(loadSite);
  const shipped = { ...SENTENCE_TUNING };
  try {
    return points().map((point) => {
      Object.assign(SENTENCE_TUNING, shipped, point);
      return { point, counts: sites.map((s) => Math.round(figures(outcomes(s.index, s.questions), DEAD_END).mustContain * s.questions.filter((q) => q.answerable).length)) };
    });
  } finally {
    Object.assign(SENTENCE_TUNING, shipped);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const all = containCounts();
  const total = (c: number[], skip = -1) => c.reduce((t, v, i) => t + (i === skip ? 0 : v), 0);
  const best = (skip: number) => all.reduce((b, x) => (total(x.counts, skip) > total(b.counts, skip) ? x : b));
  const at = (p: Point) => all.find((x) => Object.entries(x.point).every(([k, v]) => p[k as keyof Point] === v))?.counts ?? [];
  const shipped = at(SENTENCE_TUNING);
  console.log(`best on all: ${JSON.stringify(best(-1).point)} → ${best(-1).counts.join(' / ')}; shipped → ${shipped.join(' / ')}; tuned on A alone → ${at(A_ONLY).join(' / ')}`);
  FIXTURES.forEach((f, i) => console.log(`${f.name} left out: ${JSON.stringify(best(i).point)} → ${best(i).counts[i]} (tuned on A alone: ${at(A_ONLY)[i]})`));
}
