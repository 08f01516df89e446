// AI bench (issue 7): quality on fixture A ingested through the crawl routes from a local static
// server, then speed and memory with 10,000 chunks indexed (fixture + synthesized sections).
// Run alone: node --import tsx tests/bench/ai.ts   (npm run bench runs it with the other sections)
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { composeAnswer } from '../../server/ai/engine/compose-answer';
import { indexFor } from '../../server/ai/index-registry';
import { bumpVersion, upsertKnowledge } from '../../server/ai/store/knowledge-store';
import { signChatRequest } from '../../shared/rules/chat-signature';
import { startSiteServer } from '../server/ai/helpers/site-server';
import { askChat, ingestSite, makeAiBenchApp, type AiBenchApp } from './ai-app';
import { loadQuestions, scoreQuality } from './ai-quality';
import { syntheticPages } from './ai-synthetic';
import { percentile, printTable, type Row } from './table';

const FIXTURE = fileURLToPath(new URL('../../../shared/fixtures/ai-site-a/', import.meta.url));
const TARGET_CHUNKS = 10_000;

async function synthesize(app: AiBenchApp, sections: number): Promise<void> {
  for (const [i, page] of syntheticPages(`${FIXTURE}site`, sections).entries()) {
    await upsertKnowledge(app.deps, {
      widgetId: app.widgetId, kind: 'text', src: `synthetic-${i}`, type: 'text', title: page.title, url: page.url, page,
    });
  }
  await bumpVersion(app.deps, app.widgetId);
}

async function firstContentMs(app: AiBenchApp, input: string): Promise<number> {
  const signature = await signChatRequest({ componentId: app.widgetId, input, history: [] });
  const started = performance.now();
  const res = await app.request('/ai/api/chat?stream=true', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: app.widgetId, input, history: [], isDeadEndEnabled: true, signature }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  let at = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buf += decoder.decode(value, { stream: true });
    if (at < 0 && /event: (content|done)/.test(buf)) at = performance.now() - started;
  }
  return at;
}

export async function aiBenchRows(): Promise<Row[]> {
  const site = await startSiteServer({ dir: `${FIXTURE}site` });
  const app = await makeAiBenchApp({ FETCH_ALLOW_HOSTS: site.hostPort });
  try {
    const t0 = performance.now();
    const ingest = await ingestSite(app, `${site.url}/index.html`);
    const ingestMs = performance.now() - t0;
    const questions = loadQuestions(`${FIXTURE}questions.jsonl`);
    const q = await scoreQuality(questions, (text) => askChat(app, text));

    const fixtureChunks = (await indexFor(app.deps, app.widgetId)).size;
    // A few synthetic sections merge with a short neighbour when chunked: 1% more keeps the total at 10k+.
    await synthesize(app, Math.ceil((TARGET_CHUNKS - fixtureChunks) * 1.01));
    // A full collection before and after the build isolates the index's own heap.
    v8.setFlagsFromString('--expose_gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const b0 = performance.now();
    const index = await indexFor(app.deps, app.widgetId);
    const buildMs = performance.now() - b0;
    gc();
    const indexHeap = process.memoryUsage().heapUsed - heapBefore;
    const retrieval: number[] = [];
    const answer: number[] = [];
    for (const { question } of questions) {
      const r0 = performance.now();
      index.search(index.analyzeQuery(question), 12);
      retrieval.push(performance.now() - r0);
      const a0 = performance.now();
      composeAnswer(index, question);
      answer.push(performance.now() - a0);
    }
    const first: number[] = [];
    for (const { question } of questions) first.push(await firstContentMs(app, question));
    gc();
    const mem = process.memoryUsage();
    const pct = (x: number) => Math.round(x * 1000) / 10;
    return [
      { figure: `pages ingested (internal-links + store-pages, ${ingest.discovered} found)`, ours: ingest.trained, unit: '' },
      { figure: 'ingestion time, fixture A', ours: Math.round(ingestMs), unit: 'ms', target: '≤ 5000 ms', ok: ingestMs <= 5000 },
      { figure: `Recall@5 of gold pages in sources (${q.answerable} answerable)`, ours: pct(q.recallAt5), unit: '%', target: '≥ 90 %', ok: q.recallAt5 >= 0.9 },
      { figure: 'must_contain_any in the answer', ours: pct(q.mustContain), unit: '%', target: '≥ 75 %', ok: q.mustContain >= 0.75 },
      { figure: `dead end on unanswerable (${q.unanswerable})`, ours: pct(q.deadEndUnanswerable), unit: '%', target: '≥ 90 %', ok: q.deadEndUnanswerable >= 0.9 },
      { figure: 'dead end on answerable', ours: pct(q.deadEndAnswerable), unit: '%', target: '≤ 10 %', ok: q.deadEndAnswerable <= 0.1 },
      { figure: 'chunks indexed for the speed figures', ours: index.size, unit: '' },
      { figure: 'index build, 10k chunks', ours: Math.round(buildMs), unit: 'ms' },
      { figure: 'retrieval p95 (10k chunks)', ours: percentile(retrieval, 95), unit: 'ms', target: '≤ 10 ms', ok: percentile(retrieval, 95) <= 10 },
      { figure: 'offline answer p95 (retrieval + sentences)', ours: percentile(answer, 95), unit: 'ms' },
      { figure: 'first content event p95 (POST /ai/api/chat)', ours: percentile(first, 95), unit: 'ms', target: '≤ 150 ms', ok: percentile(first, 95) <= 150 },
      { figure: 'index memory, 10k chunks (heap growth)', ours: Math.round(indexHeap / 1048576), unit: 'MB', target: '≤ 200 MB', ok: indexHeap <= 200 * 1048576 },
      { figure: 'whole bench process RSS (server, SQLite, tsx, fixture)', ours: Math.round(mem.rss / 1048576), unit: 'MB', target: '≤ 200 MB', ok: mem.rss <= 200 * 1048576 },
      { figure: 'machine load average while measuring (2 cores)', ours: Math.round(loadavg()[0] * 10) / 10, unit: '' },
    ];
  } finally {
    await app.close();
    await site.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  printTable('AI service (issue 7)', await aiBenchRows());
}
