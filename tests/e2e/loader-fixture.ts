// Shared set-up for the loader e2e files: the built app on localhost:B, host pages on 127.0.0.1:A,
// one Chromium, an owner with image gallery widgets, and a recorder for host events on the page.
import type { Browser, Frame, Page } from 'playwright-core';
import { createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

export interface LoaderEnv {
  app: AppServer;
  host: HostServer;
  browser: Browser;
  widgets: string[];
  close(): Promise<void>;
}

export async function loaderEnv(widgetCount = 2): Promise<LoaderEnv> {
  const [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  const { cookie } = await signUp(app.url);
  const widgets: string[] = [];
  for (let i = 0; i < widgetCount; i++) widgets.push(await createWidget(app.url, cookie, 'image_gallery', { name: `Gallery ${i + 1}` }));
  return {
    app,
    host,
    browser,
    widgets,
    close: async () => {
      await browser.close();
      await host.close();
      await app.stop();
    },
  };
}

/** Records host events in the page itself (a handshake can finish before the test looks). */
export const RECORDER = `<script>
window.__dom = []; window.__msg = [];
['loaded','error','resize','view','engagement','popup-open','popup-close'].forEach(function (t) {
  document.addEventListener('tessera:' + t, function (e) { window.__dom.push(e.detail); });
});
window.addEventListener('message', function (e) {
  if (e.origin === location.origin && e.data && e.data.source === 'tessera') window.__msg.push(e.data);
});
</script>`;

/** Every height the widget's iframe takes on the host page, recorded from before the loader runs. */
export const HEIGHTS = `<script>
window.__heights = [];
new MutationObserver(function () {
  document.querySelectorAll('[data-tessera-widget] iframe').forEach(function (f) {
    if (f.__watched) return;
    f.__watched = true;
    new ResizeObserver(function () {
      var h = Math.round(f.getBoundingClientRect().height);
      if (window.__heights[window.__heights.length - 1] !== h) window.__heights.push(h);
    }).observe(f);
  });
}).observe(document, { childList: true, subtree: true });
</script>`;

export function page(env: LoaderEnv, path: string, body: string, head = ''): string {
  return env.host.page(path, hostPage(env.app.url, body, RECORDER + head));
}

export interface HostEvent {
  source: string;
  type: string;
  widgetId: string;
  data: unknown;
}

export const domEvents = (p: Page) => p.evaluate(() => (window as unknown as { __dom: HostEvent[] }).__dom);
export const messages = (p: Page) => p.evaluate(() => (window as unknown as { __msg: HostEvent[] }).__msg);

export async function waitForEvent(p: Page, type: string, widgetId?: string, timeout = 15_000): Promise<void> {
  await p.waitForFunction(
    ([t, id]) => (window as unknown as { __dom: HostEvent[] }).__dom.some((e) => e.type === t && (!id || e.widgetId === id)),
    [type, widgetId] as const,
    { timeout },
  );
}

/** The widget frame inside a placeholder (main frame, not a popup). */
export async function widgetFrame(p: Page, widgetId: string): Promise<Frame> {
  const handle = await p.waitForSelector(`[data-tessera-widget="${widgetId}"] iframe`, { state: 'attached' });
  const f = await handle.contentFrame();
  if (!f) throw new Error('no frame');
  return f;
}

export const iframeHeight = (p: Page, widgetId: string) =>
  p.$eval(`[data-tessera-widget="${widgetId}"] iframe`, (f) => (f as HTMLIFrameElement).getBoundingClientRect().height);
