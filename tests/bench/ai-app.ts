// A self-contained app for the AI bench and the quality test: SQLite in a temporary folder, the real
// routes (AI routes mounted first with the given options), one owner and one ai_chat widget, and the
// fixture ingestion through internal-links + store-pages exactly as the builder does it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { type AiOptionsInput } from '../../server/ai/ai-options';
import { jobsIdle } from '../../server/ai/job-runner';
import { aiRoutes } from '../../server/ai/routes';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { type Deps, silentLogger } from '../../server/deps';
import { errorResponse } from '../../server/http/error-handler';
import { signChatRequest } from '../../shared/rules/chat-signature';
import { startSiteServer } from '../server/ai/helpers/site-server';
import { loadQuestions, scoreQuality, type QualityFigures } from './ai-quality';

const ORIGIN = 'http://localhost:4000';

export interface AiBenchApp {
  deps: Deps;
  widgetId: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  ownerCall(method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function makeAiBenchApp(env: Record<string, string>, ai: AiOptionsInput = {}): Promise<AiBenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-ai-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, ...env });
  const opened = openDatabase(config);
  await migrate(opened.db, opened.dialect, { databaseUrl: config.databaseUrl });
  const deps: Deps = { db: opened.db, dialect: opened.dialect, config, log: silentLogger, now: () => Date.now() };
  const app = new Hono();
  app.route('/', aiRoutes(deps, { ipRate: { limit: 1e6, windowSec: 60 }, conversationRate: { limit: 1e6, windowSec: 60 }, ...ai }));
  app.route('/', createApp(deps));
  app.onError((err, c) => errorResponse(c, err, deps.log));
  let n = 0;
  const request = (path: string, init: RequestInit = {}) =>
    Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: `10.7.${(n >> 8) & 255}.${n++ & 255}` } } }));
  const signup = await request('/api/auth/signup', {
    method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'correct horse battery', fullName: 'Bench' }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0];
  const ownerCall = (method: string, path: string, body?: unknown) =>
    request(path, {
      method, headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const created = await ownerCall('POST', '/api/v1/plugin/?pluginType=ai_chat', { name: 'Bench chat' });
  const widgetId = ((await created.json()) as { data: { guid: string } }).data.guid;
  return {
    deps, widgetId, request, ownerCall,
    close: async () => {
      await jobsIdle();
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function job(app: AiBenchApp, res: Response): Promise<any> {
  const body = (await res.json()) as { data: { jobId: string } };
  await jobsIdle();
  return ((await (await app.ownerCall('GET', `/ai/api/jobs/${body.data.jobId}`)).json()) as { data: unknown }).data;
}

/** Scans the site from its home page, then trains every page found; returns the pages trained. */
export async function ingestSite(app: AiBenchApp, homeUrl: string): Promise<{ discovered: number; trained: number; failed: number }> {
  const scan = await job(app, await app.ownerCall('POST', '/ai/api/internal-links', { sessionId: app.widgetId, link: homeUrl, scanType: 'crawl' }));
  const links = (scan.items as { url: string; status: string }[]).filter((i) => i.status === 'done').map((i) => i.url);
  const train = await job(app, await app.ownerCall('POST', '/ai/api/store-pages', { sessionId: app.widgetId, links }));
  return { discovered: links.length, trained: train.done, failed: train.failed };
}

export interface ChatReply {
  deadEnd: boolean;
  text: string;
  sources: string[];
}

export async function askChat(app: AiBenchApp, input: string, isDeadEndEnabled = true): Promise<ChatReply> {
  const signature = await signChatRequest({ componentId: app.widgetId, input, history: [] });
  const res = await app.request('/ai/api/chat?stream=false', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: app.widgetId, input, history: [], isDeadEndEnabled, signature }),
  });
  const body = (await res.json()) as { data: string; deadEnd: boolean; sources: { url: string }[] };
  return { deadEnd: body.deadEnd, text: body.data, sources: body.sources.map((s) => s.url) };
}

export interface FixtureRun {
  app: AiBenchApp;
  /** Pages found and trained, and how long the crawl and training took. */
  ingest: { discovered: number; trained: number; failed: number };
  ingestMs: number;
  figures: QualityFigures;
  close(): Promise<void>;
}

/**
 * A fixture site (site/ + questions.jsonl) end to end: served from a local static server, crawled and
 * trained through the routes, and every question asked through the chat call. The app stays open for
 * more measurements until `close`.
 */
export async function runFixture(dir: string, ai: AiOptionsInput = {}): Promise<FixtureRun> {
  const site = await startSiteServer({ dir: `${dir}site` });
  const app = await makeAiBenchApp({ FETCH_ALLOW_HOSTS: site.hostPort }, ai);
  const close = async () => {
    await app.close();
    await site.close();
  };
  try {
    const t0 = performance.now();
    const ingest = await ingestSite(app, `${site.url}/index.html`);
    const ingestMs = performance.now() - t0;
    const figures = await scoreQuality(loadQuestions(`${dir}questions.jsonl`), (q) => askChat(app, q));
    return { app, ingest, ingestMs, figures, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** The same, closed once scored. */
export async function scoreFixture(dir: string, ai: AiOptionsInput = {}): Promise<{ trained: number; figures: QualityFigures }> {
  const run = await runFixture(dir, ai);
  await run.close();
  return { trained: run.ingest.trained, figures: run.figures };
}
