// Scores answers against a fixture's questions.jsonl (the quality figures of issue 7). Shared by the
// bench (tests/bench/ai.ts) and the quality test (tests/server/ai/quality.test.ts).
import { readFileSync } from 'node:fs';

export interface FixtureQuestion {
  id: string;
  question: string;
  answerable: boolean;
  gold_pages: string[];
  must_contain_any: string[];
}

export interface AnswerForScoring {
  deadEnd: boolean;
  text: string;
  /** Cited source urls, in order. */
  sources: string[];
}

export interface QualityFigures {
  answerable: number;
  unanswerable: number;
  recallAt5: number;
  mustContain: number;
  deadEndUnanswerable: number;
  deadEndAnswerable: number;
  failures: { id: string; question: string; why: string; answer: string; sources: string[] }[];
}

export function loadQuestions(file: string): FixtureQuestion[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as FixtureQuestion);
}

const pageOf = (url: string) => url.split('?')[0].split('#')[0].split('/').pop() || 'index.html';
const norm = (s: string) => s.normalize('NFKC').toLowerCase();

export async function scoreQuality(
  questions: FixtureQuestion[],
  answer: (q: string) => Promise<AnswerForScoring> | AnswerForScoring,
): Promise<QualityFigures> {
  let ans = 0, un = 0, recall = 0, contain = 0, deadUn = 0, deadAns = 0;
  const failures: QualityFigures['failures'] = [];
  for (const q of questions) {
    const a = await answer(q.question);
    const fail = (why: string) => failures.push({ id: q.id, question: q.question, why, answer: a.text, sources: a.sources });
    if (!q.answerable) {
      un++;
      if (a.deadEnd) deadUn++;
      else fail('answered an unanswerable question');
      continue;
    }
    ans++;
    if (a.deadEnd) {
      deadAns++;
      fail('dead end');
    }
    const cited = a.sources.slice(0, 5).map(pageOf);
    if (q.gold_pages.some((g) => cited.includes(g))) recall++;
    else if (!a.deadEnd) fail(`no gold page (${q.gold_pages.join(', ')})`);
    if (q.must_contain_any.some((m) => norm(a.text).includes(norm(m)))) contain++;
    else if (!a.deadEnd) fail(`missing ${JSON.stringify(q.must_contain_any)}`);
  }
  return {
    answerable: ans,
    unanswerable: un,
    recallAt5: recall / (ans || 1),
    mustContain: contain / (ans || 1),
    deadEndUnanswerable: deadUn / (un || 1),
    deadEndAnswerable: deadAns / (ans || 1),
    failures,
  };
}
