// The real app over a fresh store, with the AI routes mounted first using test options (short
// time-outs, a small monthly cap), and an owner with one ai_chat widget.
import { Hono } from 'hono';
import { errorResponse } from '../../../../server/http/error-handler';
import { type AiOptionsInput } from '../../../../server/ai/ai-options';
import { aiRoutes } from '../../../../server/ai/routes';
import { jobsIdle } from '../../../../server/ai/job-runner';
import { type Backend, makeTestApp, PUBLIC_URL, type TestApp } from '../../core/harness';

export interface AiTestApp extends TestApp {
  cookie: string;
  widgetId: string;
  /** An owner call to the AI app. */
  ownerCall(method: string, path: string, body?: unknown): Promise<Response>;
  /** Waits for a job to finish and returns its final data. */
  waitJob(jobId: string): Promise<any>;
}

export async function makeAiTestApp(
  backend: Backend,
  opts: { ai?: AiOptionsInput; env?: Record<string, string>; now?: () => number } = {},
): Promise<AiTestApp> {
  const base = await makeTestApp(backend, { env: opts.env, now: opts.now });
  const outer = new Hono();
  outer.route('/', aiRoutes(base.deps, { crawl: { delayMs: 0, timeoutMs: 2000 }, ...opts.ai }));
  outer.route('/', base.app);
  outer.onError((err, c) => errorResponse(c, err, base.deps.log));
  let ipCounter = 0;
  const request = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const { ip, ...rest } = init;
    return Promise.resolve(outer.request(path, rest, { incoming: { socket: { remoteAddress: ip ?? `10.9.0.${++ipCounter % 250}` } } }));
  };
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    request(path, {
      method,
      headers: { cookie, origin: PUBLIC_URL, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const { cookie } = await base.owner('AI Owner');
  const created = await call(cookie, 'POST', '/api/v1/plugin/?pluginType=ai_chat', { name: 'Chat' });
  if (created.status !== 201) throw new Error(`widget create failed: ${created.status} ${await created.text()}`);
  const widgetId = ((await created.json()) as { data: { guid: string } }).data.guid;
  const ownerCall = (method: string, path: string, body?: unknown) => call(cookie, method, path, body);
  const waitJob = async (jobId: string) => {
    await jobsIdle();
    const res = await ownerCall('GET', `/ai/api/jobs/${jobId}`);
    return ((await res.json()) as { data: unknown }).data;
  };
  return {
    ...base,
    request,
    call,
    cookie,
    widgetId,
    ownerCall,
    waitJob,
    close: async () => {
      await jobsIdle();
      await base.close();
    },
  };
}
