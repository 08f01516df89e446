// Drives the OAuth popup the way a browser would: our app through app.request (with the session and
// flow cookies), the provider over real HTTP, following exactly one redirect each way.
import { newId, sha256Hex } from '../../../server/auth/tokens';
import { SESSION_COOKIE } from '../../../server/auth/sessions';
import type { TestEnv } from '../integrations/helpers/test-env';

/** `now`: the app's clock, when the test set one (a session expires an hour after it). */
export async function sessionCookie(env: TestEnv, ownerId: string, now = Date.now()): Promise<string> {
  const token = newId(32);
  await env.deps.db.insertInto('sessions').values({ id: sha256Hex(token), owner_id: ownerId, created_at: now, expires_at: now + 3600_000 }).execute();
  return `${SESSION_COOKIE}=${token}`;
}

/** name=value of the Set-Cookie headers of a response. */
export function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !/=$/.test(c));
}

export interface FlowRun {
  start: Response;
  authorizeUrl: URL;
  callbackUrl: URL;
  flowCookie: string;
  callback: Response;
  html: string;
}

export async function startFlow(env: TestEnv, kind: string, widgetId: string, cookie: string): Promise<Response> {
  return env.app.request(`/api/oauth/${kind}/start?widgetId=${encodeURIComponent(widgetId)}`, { headers: { cookie } });
}

/** Start → provider authorize (real HTTP) → callback, optionally tampering with the way back. */
export async function runFlow(
  env: TestEnv,
  kind: string,
  widgetId: string,
  cookie: string,
  opts: { callbackCookie?: (session: string, flow: string) => string; editCallback?: (u: URL) => void } = {},
): Promise<FlowRun> {
  const start = await startFlow(env, kind, widgetId, cookie);
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  const authorizeUrl = new URL(start.headers.get('location')!);
  const [flowCookie] = cookiesOf(start);
  const auth = await fetch(authorizeUrl, { redirect: 'manual' });
  if (auth.status !== 302) throw new Error(`authorize answered ${auth.status}`);
  const callbackUrl = new URL(auth.headers.get('location')!);
  opts.editCallback?.(callbackUrl);
  const callback = await env.app.request(`${callbackUrl.pathname}${callbackUrl.search}`, {
    headers: { cookie: opts.callbackCookie ? opts.callbackCookie(cookie, flowCookie) : `${cookie}; ${flowCookie}` },
  });
  return { start, authorizeUrl, callbackUrl, flowCookie, callback, html: await callback.text() };
}

/** The message the callback page posts to its opener, and the target origin it names. */
export function postedMessage(html: string): { msg: { type: string; kind: string; error?: { code: string; message: string } }; origin: string } {
  const m = /postMessage\((\{.*?\}),("[^"]*")\)/.exec(html);
  if (!m) throw new Error('the page posts no message');
  return { msg: JSON.parse(m[1]), origin: JSON.parse(m[2]) };
}
