// Viewer behaviours of SPEC §4 in real Chromium (host page on 127.0.0.1, app on localhost): analytics
// tags only after consent in consent mode, loaded from a local fake tag host (ANALYTICS_GOOGLE_BASE_URL);
// url masking in viewer mode; the host `error` event with the server's message; gallery focus return.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer, focusInFrame, pressEscapeClosing, waitForHostFocus } from './harness';
import { RECORDER, type HostEvent } from './loader-fixture';
import { pcm8Wav } from '../helpers/wav';
import { listenLoopback } from '../helpers/loopback';

/** Half a second of silence: a file the browser's audio element accepts. */
const wav = () => pcm8Wav(4000);

/** A stand-in for the tag vendors' hosts and a media CDN: serves tiny scripts and files, records hits. */
interface Fake {
  origin: string;
  hits: { path: string; query: string; ua: string }[];
  close(): Promise<void>;
}
async function startFake(): Promise<Fake> {
  const hits: Fake['hits'] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    hits.push({ path: u.pathname, query: u.search, ua: String(req.headers['user-agent'] ?? '') });
    if (u.pathname === '/gtag/js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__fakeGtag = (window.__fakeGtag || 0) + 1;');
    const body = wav();
    res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(body.length), 'accept-ranges': 'none' }).end(body);
  });
  const { url, close } = await listenLoopback(server);
  return { origin: url, hits, close };
}

let app: AppServer;
let host: HostServer;
let browser: Browser;
let fake: Fake;
let cookie: string;

beforeAll(async () => {
  fake = await startFake();
  [app, host, browser] = await Promise.all([startApp({
    ANALYTICS_GOOGLE_BASE_URL: fake.origin,
    ANALYTICS_MIXPANEL_BASE_URL: fake.origin,
    // The masked-file route streams the original from the fake "CDN" on loopback.
    FETCH_ALLOW_HOSTS: fake.origin.replace('http://', ''),
  }), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await app?.stop();
  await fake?.close();
});

async function addIntegration(id: string, body: Record<string, unknown>) {
  const res = await fetch(`${app.url}/api/v1/plugin/${id}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: app.url },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`integration failed: ${res.status} ${await res.text()}`);
}

const pageHtml = (body: string, consent = false) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>${RECORDER}</head>
<body><script src="${app.url}/loader.js" async${consent ? ' data-consent="required"' : ''}></script>${body}</body></html>`;
const events = (p: Page) => p.evaluate(() => (window as unknown as { __dom: HostEvent[] }).__dom);
const waitFor = (p: Page, type: string) => p.waitForFunction((t) => (window as unknown as { __dom: HostEvent[] }).__dom.some((e) => e.type === t), type, { timeout: 15_000 });

async function frameOf(p: Page, id: string): Promise<Frame> {
  const handle = await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`, { state: 'attached' });
  return (await handle.contentFrame())!;
}

describe('viewer behaviours e2e', () => {
  it('loads the Google-type tag from the tag host only after the host grants consent, once', async () => {
    const id = await createWidget(app.url, cookie, 'image_gallery');
    await addIntegration(id, { type: 'google-analytics', tagType: 'ga4', tagId: 'G-E2E1', rawData: { events: [{ key: 'IMPRESSION', category: 'widget', action: 'widget_impression' }] } });
    const p = await browser.newPage();
    await p.goto(host.page(`/consent-${Math.random()}`, pageHtml(`<div data-tessera-widget="${id}" data-lazy="none"></div>`, true)));
    const f = await frameOf(p, id);
    await waitFor(p, 'loaded');
    // Raw data has been fetched and the tag is set up, but waits: nothing may reach the tag host.
    await f.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/apps/integrations/raw-data')), null, { timeout: 10_000 });
    await p.waitForTimeout(1200);
    expect(fake.hits.filter((h) => h.path === '/gtag/js')).toEqual([]);
    expect(await f.evaluate(() => document.querySelectorAll('script[data-tessera-tag]').length)).toBe(0);

    await p.evaluate(() => (window as unknown as { Tessera: { consent(g: boolean): void } }).Tessera.consent(true));
    await expect.poll(() => fake.hits.filter((h) => h.path === '/gtag/js').length, { timeout: 10_000 }).toBe(1);
    expect(fake.hits.find((h) => h.path === '/gtag/js')?.query).toBe('?id=G-E2E1');
    await f.waitForFunction(() => (window as unknown as { __fakeGtag?: number }).__fakeGtag === 1);
    // The IMPRESSION seen before consent reached the tag through the event tracking config.
    const sent = await f.evaluate(() =>
      ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)).filter((e) => e[0] === 'event').map((e) => e[1]),
    );
    expect(sent).toEqual(['widget_impression']);
    await p.waitForTimeout(500);
    expect(fake.hits.filter((h) => h.path === '/gtag/js')).toHaveLength(1);
    await p.close();
  });

  it('shows masked urls in viewer mode and never requests the original file from the browser', async () => {
    const original = `${fake.origin}/song-original.wav`;
    const id = await createWidget(app.url, cookie, 'audio_player', {
      data: { songs: [{ id: 'song-a', title: 'Masked song', content: { audioSrc: original } }] },
    });
    await addIntegration(id, { type: 'url-masking' });
    const p = await browser.newPage();
    await p.goto(host.page(`/mask-${Math.random()}`, pageHtml(`<div data-tessera-widget="${id}" data-lazy="none"></div>`)));
    const f = await frameOf(p, id);
    await f.waitForSelector('audio', { state: 'attached', timeout: 15_000 });
    expect(await f.getAttribute('audio', 'src')).toBe(`${app.url}/api/masking/${id}/file/song-a`);
    // Nothing rendered carries the original (the inlined boot data is the server's copy of the widget).
    expect(await f.evaluate((o) => document.getElementById('root')!.innerHTML.includes(o), original)).toBe(false);
    await p.waitForTimeout(300);
    expect(fake.hits.filter((h) => h.path === '/song-original.wav' && /Chrome/.test(h.ua))).toEqual([]);
    await p.close();
  });

  it('raises tessera:error with the server message for a widget that cannot be shown', async () => {
    const p = await browser.newPage();
    const missing = '00000000-0000-4000-8000-000000000000';
    await p.goto(host.page(`/err-${Math.random()}`, pageHtml(`<div data-tessera-widget="${missing}" data-lazy="none"></div><p id="after">still here</p>`)));
    const f = await frameOf(p, missing);
    await f.waitForSelector('[role="alert"]', { timeout: 15_000 });
    const shown = await f.textContent('[role="alert"]');
    await waitFor(p, 'error');
    const err = (await events(p)).find((e) => e.type === 'error');
    expect(err?.data).toEqual({ code: 'WIDGET_LOAD_FAILED', message: shown });
    expect(await p.textContent('#after')).toBe('still here');
    await p.close();
  });

  it('returns focus to the opening tile inside the frame after the lightbox closes', async () => {
    const id = await createWidget(app.url, cookie, 'image_gallery');
    const p = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await p.goto(host.page(`/focus-${Math.random()}`, pageHtml(`<div data-tessera-widget="${id}" data-lazy="none"></div>`)));
    const f = await frameOf(p, id);
    await waitFor(p, 'loaded');
    await focusInFrame(f, 'button.ig-tile >> nth=2');
    await p.keyboard.press('Enter');
    const dialog = await p.waitForSelector('[role="dialog"]');
    const popupIframe = (await dialog.$('iframe'))!;
    const popup = (await popupIframe.contentFrame())!;
    await popup.waitForFunction(() => document.activeElement?.classList.contains('ig-box'));
    await waitForHostFocus(p, popupIframe);
    await p.keyboard.press('ArrowRight');
    pressEscapeClosing(p);
    await p.waitForSelector('[role="dialog"]', { state: 'detached', timeout: 5000 });
    await f.waitForFunction(() => [...document.querySelectorAll('button.ig-tile')].indexOf(document.activeElement as HTMLButtonElement) === 2, null, { timeout: 5000 });
    expect(await p.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await p.close();
  });
});
