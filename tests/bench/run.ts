// `npm run bench` (issue 8): the npm script builds, this runs every section against the built server on
// loopback and prints one table per section (figure, ours, reference, ratio, target, met/MISSED).
// A missed target is a figure, never a failure. Bounded: BENCH_SECONDS (5) per load run, BENCH_RUNS
// browser runs (11 for time to visible, 7 for the builder), BENCH_SKIP=browser,visible,cost,editor,server,pg,ai to leave sections out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, ROOT, startHost } from '../e2e/harness';
import { startBenchApp, type BenchApp } from './app';
import { cacheRows } from './cache-headers';
import { editorRows } from './editor';
import { hostCostRows } from './host-cost';
import { freshDatabase } from './pg';
import { serverRows } from './server';
import { sizeRows } from './sizes';
import { printTable, type Row } from './table';
import { visibleRows } from './visible';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
let failures = 0;

/** A section that throws prints its error and the bench goes on: the other figures still count. */
async function section(title: string, rows: () => Promise<Row[]>): Promise<void> {
  try {
    printTable(title, await rows());
  } catch (e) {
    failures++;
    process.stdout.write(`\n## ${title}\n\nnot measured: ${(e as Error).stack ?? e}\n`);
  }
  process.stdout.write(`(${elapsed()} elapsed)\n`);
}

async function withApp<T>(env: Record<string, string>, fn: (a: BenchApp) => Promise<T>): Promise<T> {
  const a = await startBenchApp(env);
  try {
    return await fn(a);
  } finally {
    await a.app.stop();
  }
}

await section('1. Sizes (each file compressed on its own, as a browser fetches it)', async () => sizeRows(ROOT));

await withApp({}, async (sqlite) => {
  await section('Cache headers', () => cacheRows(ROOT, sqlite.app.url, sqlite.widgetId));
  if (!skip.has('browser')) {
    const browser = await launchBrowser();
    const host = await startHost();
    try {
      if (!skip.has('visible')) await section('2. Time to widget visible (Chromium, loopback)', () => visibleRows(browser, host, sqlite.app.url, sqlite.widgetId, sqlite.lastHeights));
      if (!skip.has('cost')) await section('3. Cost to the host page', () => hostCostRows(browser, host, sqlite.app.url, sqlite.widgetId, sqlite.lastHeights, sqlite.cookie));
      if (!skip.has('editor')) await section('Builder (issue 6)', () => editorRows(browser, sqlite.app.url, sqlite.cookie));
    } finally {
      await host.close();
      await browser.close();
    }
  }
  if (!skip.has('server')) await section('4a. Server, SQLite (autocannon, loopback)', () => serverRows('SQLite', sqlite.app, sqlite.widgetId, sqlite.countEvents));
});

if (!skip.has('pg') && !skip.has('server')) {
  await section('4b. Server, PostgreSQL (autocannon, loopback)', async () => {
    const db = await freshDatabase();
    try {
      return await withApp({ DATABASE_URL: db.url }, (pg) => serverRows('PostgreSQL', pg.app, pg.widgetId, pg.countEvents));
    } finally {
      await db.drop();
    }
  });
}

if (!skip.has('ai') && existsSync(join(import.meta.dirname, 'ai.ts'))) {
  await section('5. AI service (issue 7)', async () => {
    const mod = (await import('./ai')) as { aiBenchRows?: () => Promise<Row[]> };
    if (typeof mod.aiBenchRows !== 'function') throw new Error('tests/bench/ai.ts exports no aiBenchRows()');
    return mod.aiBenchRows();
  });
}

process.stdout.write(`\nbench finished in ${elapsed()}${failures ? `, ${failures} section(s) not measured` : ''}\n`);
process.exit(failures ? 1 : 0);
