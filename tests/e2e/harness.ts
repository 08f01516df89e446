// End-to-end harness: the BUILT server (dist/server/main.js) as a child process on localhost:B, a plain
// host page server on 127.0.0.1:A (a different origin, as a customer's site is), and a real Chromium.
// `npm test` builds first; run `node build.mjs` before running e2e files alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type ElementHandle, type Frame, type FrameLocator, type Page } from 'playwright-core';
import { freePort } from '../helpers/loopback';

export const ROOT = resolve(import.meta.dirname, '../..');

export { freePort };

export interface AppServer {
  /** http://localhost:PORT — the APP origin. */
  url: string;
  /** http://127.0.0.1:DEMO_PORT — the demo host page origin. */
  demoUrl: string;
  dataDir: string;
  /** Everything the server printed, for assertions on start-up output and for debugging failures. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Thrown when the server could not listen on the ports picked for it. */
class PortTaken extends Error {}

/**
 * Starts the built server with a fresh DATA_DIR (SQLite) unless env overrides it. freePort's ports are
 * free when picked, but another test file's process can take one before this server listens on it: then
 * it starts again on new ones.
 */
export async function startApp(env: Record<string, string> = {}): Promise<AppServer> {
  const main = join(ROOT, 'dist/server/main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `node build.mjs` first');
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppOn(main, dataDir, env, await freePort(), await freePort());
    } catch (e) {
      if (!(e instanceof PortTaken) || attempt === 3 || env.PORT || env.DEMO_PORT) throw e;
    }
  }
}

async function startAppOn(main: string, dataDir: string, env: Record<string, string>, port: number, demoPort: number): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      DEMO_URL: `http://127.0.0.1:${demoPort}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `server exited early (${child.exitCode}):\n${out}`;
      throw out.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message);
    }
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 30 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    demoUrl: `http://127.0.0.1:${demoPort}`,
    dataDir,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((res) => {
        if (child.exitCode !== null) return res(child.exitCode);
        child.once('exit', (code) => {
          if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
          res(code);
        });
        child.kill(signal);
      }),
  };
}

export interface HostServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Serves `html` (or a body of another `type`) at `path` and returns its absolute URL. */
  page(path: string, html: string, type?: string): string;
  close(): Promise<void>;
}

/** A customer's site: plain pages on 127.0.0.1 (a different origin from the app on localhost). */
export async function startHost(): Promise<HostServer> {
  const pages = new Map<string, { body: string; type: string }>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages.get(path);
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': page.type, 'cache-control': 'no-store' }).end(page.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(path, html, type = 'text/html; charset=utf-8') {
      pages.set(path, { body: html, type });
      return origin + path;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A host page embedding widgets the way a customer would (ARCHITECTURE §3.1). */
export function hostPage(appUrl: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title>${head}</head>
<body><script src="${appUrl}/loader.js" async></script>${body}</body></html>`;
}

/**
 * Chromium reads only the last --disable-features switch, and Playwright passes its own first, so this
 * one repeats playwright-core 1.65's list (PaintHolding, ThirdPartyStoragePartitioning, ...: the
 * conditions Playwright tests under) and adds ours. tests/e2e/browser-flags.test.ts fails when they drift.
 * Ours: Chromium 156 loads its omnibox popup's WebUI (about 400 chrome:// resources and a renderer of its
 * own) for every new window, which a new context is: CPU taken from the page under test.
 */
export const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** Logs in as a fresh owner through the real API and returns the session cookie header. */
export async function signUp(appUrl: string, email = `owner-${Math.random().toString(36).slice(2)}@example.com`) {
  const res = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, password: 'correct horse battery staple', fullName: 'Test Owner' }),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { cookie, email };
}

/** A browser context signed in as the owner of `cookie` (signUp's), on the builder's origin. */
export async function ownerContext(browser: Browser, appUrl: string, cookie: string, options: BrowserContextOptions = { viewport: { width: 1400, height: 900 } }) {
  const ctx = await browser.newContext(options);
  const [name, value] = cookie.split('=');
  await ctx.addCookies([{ name: name!, value: value!, url: appUrl }]);
  return ctx;
}

/** An owner's call to the app's API (a POST when there is a body), answered as its JSON envelope. */
export function ownerJson(appUrl: string, cookie: string, path: string, body?: unknown): Promise<{ success: boolean; data: any; message?: string }> {
  const init = { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json', cookie, origin: appUrl }, body: body ? JSON.stringify(body) : undefined };
  return fetch(`${appUrl}${path}`, init).then((r) => r.json() as Promise<{ success: boolean; data: any; message?: string }>);
}

/** A visitor asks an AI chat on a host page of another origin (a page of its own); the answer's text. */
export async function chatAnswer(browser: Browser, host: HostServer, appUrl: string, widgetId: string, question: string): Promise<string> {
  const v = await browser.newPage();
  try {
    await v.goto(host.page(`/chat-${Math.random()}`, hostPage(appUrl, `<div data-tessera-widget="${widgetId}" data-lazy="none"></div>`)));
    const chat: Frame = (await (await v.waitForSelector(`[data-tessera-widget="${widgetId}"] iframe`, { state: 'attached' })).contentFrame())!;
    await chat.locator('.tw-launcher').click();
    await chat.locator('#chat-input').fill(question);
    await chat.locator('#chat-input').press('Enter');
    await chat.waitForFunction(() => document.querySelectorAll('.tw-msg.tw-assistant').length > 1 && !document.querySelector('.tw-log[aria-busy="true"]'), null, { timeout: 20_000 });
    return (await chat.locator('.tw-msg.tw-assistant').last().locator('.tw-text').textContent()) ?? '';
  } finally {
    await v.close();
  }
}

/** Creates a widget through the real editor API (SPEC §7 POST /api/v1/plugin/?pluginType=...). */
export async function createWidget(appUrl: string, cookie: string, pluginType: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${appUrl}/api/v1/plugin/?pluginType=${pluginType}&serviceName=tessera`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: appUrl },
    body: JSON.stringify({ name: `E2E ${pluginType}`, data: {}, ...body }),
  });
  const json = (await res.json()) as { success: boolean; data: { guid: string }; message?: string };
  if (!res.ok || !json.success) throw new Error(`create widget failed: ${res.status} ${json.message}`);
  return json.data.guid;
}

export function tmpDir(prefix = 'tessera-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Presses Escape in a popup that closes itself on keydown. Only keydown: a keyup would be aimed at the
 * removed frame. And its acknowledgement is not awaited: under load Chromium may never acknowledge a key
 * event whose frame went away while handling it. Callers wait for the dialog to be gone instead.
 */
export function pressEscapeClosing(page: Page): void {
  page.keyboard.down('Escape').catch(() => {});
}

/**
 * Waits until the host page's focused element is `el` (the iframe, for focus inside a frame). Focus moved
 * inside a frame of another process reaches the browser, and through it the host, a moment later; a key
 * pressed before then goes to whatever had focus before. Under load that moment was long enough to lose
 * keys, so tests press keys only once the host agrees where focus is.
 */
export async function waitForHostFocus(page: Page, el: ElementHandle): Promise<void> {
  await page.waitForFunction((e) => document.activeElement === e, el, { timeout: 10_000 });
}

/** Focuses `selector` in a widget's frame as a visitor's click or Tab would, and waits until the host agrees. */
export async function focusInFrame(frame: Frame, selector: string): Promise<void> {
  await frame.focus(selector);
  await waitForHostFocus(frame.page(), await frame.frameElement());
}

/**
 * Waits until a popup window has closed. `page.waitForEvent('close')` never settles for a page that is
 * already closed, and a popup that closes itself at once can be gone before the test holds it.
 */
export async function popupClosed(popup: Page, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  while (!popup.isClosed()) {
    if (Date.now() > until) throw new Error(`the popup at ${popup.url()} did not close within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A picture of one colour, as a fake image server answers it (image/svg+xml). */
export const svgPicture = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/></svg>`;

/** A gallery's tiles in a widget's frame: each picture's alt, and whether it has loaded. */
export const galleryTiles = (frame: FrameLocator) =>
  frame.locator('button.ig-tile img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('alt'), (i as HTMLImageElement).naturalWidth > 0]));

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page, as "rule (count)". */
export async function axeSerious(p: Page): Promise<string[]> {
  if (!(await p.evaluate(() => 'axe' in window))) await p.addScriptTag({ content: AXE });
  const res = await p.evaluate(async () => {
    const r = await (window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, n: v.nodes.length }));
  });
  return res.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.n})`);
}
