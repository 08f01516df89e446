// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostBridge } from '../../../frame/viewer/bridge';
import type { ViewerEnv } from '../../../frame/viewer/env';
import { createRuntime } from '../../../frame/viewer/runtime';
import { createSession } from '../../../frame/viewer/session';
import type { InitData } from '../../../shared/bridge/frame-to-host';
import type { HostToFrame } from '../../../shared/bridge/host-to-frame';
import type { ViewerWidget } from '../../../shared/api/viewer';

const widget: ViewerWidget = { guid: 'w1', type: 'image_gallery', name: 'G', data: {} };

const env = (over: Partial<ViewerEnv> = {}): ViewerEnv => ({
  mode: 'viewer', platform: null, widgetId: 'w1', galleryId: null, pluginType: null, serviceName: null, isBundleApp: false,
  popupId: null, popupParams: {}, language: null, muteEvents: false, device: null,
  boot: { env: null, widgetId: 'w1', widget, error: null, appUrl: 'http://app.test', productHosts: [] },
  ...over,
});

const init = (over: Partial<InitData> = {}): InitData => ({
  bridgeVersion: 1, sessionId: 'sess1', visitorId: null, consent: 'not-required', consentChoice: null, reported: [], store: {},
  visitor: { currentUrl: 'https://shop.example/page' } as InitData['visitor'], props: {}, lang: null, muteEvents: false, ...over,
});

function setup(o: { env?: Partial<ViewerEnv>; init?: Partial<InitData>; random?: number; connected?: boolean } = {}) {
  const hostCalls: [string, unknown][] = [];
  const fetches: { url: URL; init: RequestInit }[] = [];
  let handlers!: HostToFrame;
  const host = new Proxy({}, { get: (_t, name: string) => async (arg: unknown) => void hostCalls.push([name, arg]) });
  const session = createSession({
    hostOrigin: o.connected === false ? null : 'https://shop.example',
    connect: async (_origin, h) => {
      handlers = h;
      return { host, init: init(o.init), destroy: () => undefined } as unknown as HostBridge;
    },
  });
  const rt = createRuntime({
    env: env(o.env),
    session,
    api: { baseUrl: 'http://app.test', fetch: (async (url: string, i: RequestInit) => (fetches.push({ url: new URL(url), init: i }), new Response(''))) as typeof fetch },
    random: () => o.random ?? 0.5,
    now: () => 1234,
    pageUrl: 'http://fallback.test/',
  });
  const root = document.createElement('div');
  document.body.appendChild(root);
  const events = () => fetches.map((f) => `${f.url.searchParams.get('groupType')}/${f.url.searchParams.get('eventType')}`);
  return { rt, session, root, hostCalls, fetches, events, scroll: (visibleRatio: number, inViewport = true) => handlers.parentWindowScroll({ fromTop: 0, inViewport, visibleRatio }), dispatch: (a: { type: string; from?: 'host' }) => handlers.dispatchAction(a) };
}

describe('viewer runtime events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const flush = () => vi.advanceTimersByTimeAsync(0);

  it('sends one IMPRESSION after load, no-cors and without credentials, with the host page as refUrl', async () => {
    const s = setup();
    s.rt.shown(widget, s.root);
    s.rt.shown(widget, s.root);
    await flush();
    expect(s.events()).toEqual(['client/IMPRESSION']);
    const f = s.fetches[0];
    expect(f.url.pathname).toBe('/api/v1/event/report/w1');
    expect(f.url.searchParams.get('refUrl')).toBe('https://shop.example/page');
    expect(f.init).toMatchObject({ mode: 'no-cors', credentials: 'omit' });
    expect(s.hostCalls.find((c) => c[0] === 'pluginLoaded')?.[1]).toMatchObject({ widgetId: 'w1', type: 'image_gallery', name: 'G' });
  });

  it('sends VIEW once when 10% is visible and raises the host view event', async () => {
    const s = setup();
    s.rt.shown(widget, s.root);
    await flush();
    s.scroll(0.05);
    expect(s.events()).toEqual(['client/IMPRESSION']);
    s.scroll(0.1);
    s.scroll(0.9);
    // Not before the frame's next paint (watch-visibility.ts).
    expect(s.events()).toEqual(['client/IMPRESSION']);
    await vi.advanceTimersByTimeAsync(20);
    expect(s.events()).toEqual(['client/IMPRESSION', 'client/VIEW']);
    expect(s.hostCalls.filter((c) => c[0] === 'engagementEvent')).toEqual([['engagementEvent', { type: 'view' }]]);
    // IMPRESSION's and VIEW's keys reach the loader in one call, a moment later.
    const persists = () => s.hostCalls.filter((c) => c[0] === 'pluginRequestedData' && (c[1] as { kind: string }).kind === 'persist');
    expect(persists()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(persists()).toEqual([['pluginRequestedData', { kind: 'persist', reported: ['w1:IMPRESSION', 'w1:VIEW'] }]]);
  });

  it('sends VIEW right after load in gallery mode', async () => {
    const s = setup({ env: { mode: 'gallery' } });
    s.rt.shown(widget, s.root);
    await flush();
    expect(s.events()).toEqual(['client/IMPRESSION', 'client/VIEW']);
  });

  it('does not repeat events the loader says were reported this session', async () => {
    const s = setup({ init: { reported: ['w1:IMPRESSION', 'w1:VIEW'] } });
    s.rt.shown(widget, s.root);
    await flush();
    s.scroll(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(s.events()).toEqual([]);
    // The host page still learns that the widget came into view.
    expect(s.hostCalls.some((c) => c[0] === 'engagementEvent')).toBe(true);
  });

  it('sends nothing to the server when the host muted events', async () => {
    const s = setup({ init: { muteEvents: true }, random: 0 });
    s.rt.shown(widget, s.root);
    await flush();
    s.scroll(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.fetches).toEqual([]);
  });

  it('sends the widget-load event 1 s after mount, and performance only on sampled loads', async () => {
    const s = setup({ random: 0.001 });
    s.rt.shown(widget, s.root);
    await vi.advanceTimersByTimeAsync(999);
    expect(s.events()).toEqual(['client/IMPRESSION']);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.events()).toEqual(['client/IMPRESSION', 'client/widget-load', 'performance/load-time']);
    expect(s.hostCalls.find((c) => c[0] === 'performanceEvent')?.[1]).toEqual({ name: 'widget-load', value: 1234 });

    const unsampled = setup({ random: 0.5 });
    unsampled.rt.shown(widget, unsampled.root);
    await vi.advanceTimersByTimeAsync(1000);
    expect(unsampled.events()).toEqual(['client/IMPRESSION', 'client/widget-load']);
  });

  it('reports the last height sent to the loader and the host device class with widget-load', async () => {
    const s = setup({ init: { visitor: { currentUrl: 'https://shop.example/page', device: 'tablet' } as InitData['visitor'] } });
    s.rt.reportedHeight = 612.4;
    s.rt.shown(widget, s.root);
    await vi.advanceTimersByTimeAsync(1000);
    const load = s.fetches.find((f) => f.url.searchParams.get('eventType') === 'widget-load')!;
    expect(load.url.searchParams.get('height')).toBe('612');
    expect(load.url.searchParams.get('device')).toBe('tablet');

    // No device known (no visitor context) or nothing measured: no height either.
    const bare = setup();
    bare.rt.shown(widget, bare.root);
    await vi.advanceTimersByTimeAsync(1000);
    const plain = bare.fetches.find((f) => f.url.searchParams.get('eventType') === 'widget-load')!;
    expect(plain.url.searchParams.has('height')).toBe(false);
    expect(plain.url.searchParams.has('device')).toBe(false);
  });

  it('takes the widget-load height once the web font has loaded, as the fallback face has other heights', async () => {
    let loaded!: () => void;
    const ready = new Promise<void>((r) => (loaded = r));
    const fonts = { status: 'loading', ready };
    Object.defineProperty(document, 'fonts', { configurable: true, get: () => fonts });
    try {
      const s = setup({ init: { visitor: { currentUrl: 'https://shop.example/page', device: 'mobile' } as InitData['visitor'] } });
      const heights = () => s.fetches.filter((f) => f.url.searchParams.get('eventType') === 'widget-load').map((f) => f.url.searchParams.get('height'));
      s.rt.reportedHeight = 300;
      s.rt.shown(widget, s.root);
      await vi.advanceTimersByTimeAsync(1500);
      expect(heights()).toEqual([]);
      // The font swaps in and the size report (debounced) carries the new height.
      fonts.status = 'loaded';
      loaded();
      s.rt.reportedHeight = 342;
      await vi.advanceTimersByTimeAsync(200);
      expect(heights()).toEqual(['342']);

      // A font that never arrives holds the report 3 s at most.
      const stuck = { status: 'loading', ready: new Promise<void>(() => undefined) };
      Object.defineProperty(document, 'fonts', { configurable: true, get: () => stuck });
      const late = setup({ init: { visitor: { currentUrl: 'https://shop.example/page', device: 'mobile' } as InitData['visitor'] } });
      late.rt.reportedHeight = 300;
      late.rt.shown(widget, late.root);
      await vi.advanceTimersByTimeAsync(1000 + 3000);
      expect(late.fetches.some((f) => f.url.searchParams.get('eventType') === 'widget-load')).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(late.fetches.find((f) => f.url.searchParams.get('eventType') === 'widget-load')?.url.searchParams.get('height')).toBe('300');
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it('sends no events from a popup frame', async () => {
    const s = setup({ env: { popupId: 'lightbox' } });
    s.rt.shown(widget, s.root);
    await vi.advanceTimersByTimeAsync(2000);
    s.scroll(1);
    expect(s.fetches).toEqual([]);
  });

  it('runs without a bridge when top-level: events still go to the server, storage is memory', async () => {
    const s = setup({ connected: false });
    s.rt.shown(widget, s.root);
    await flush();
    expect(s.events()).toEqual(['client/IMPRESSION']);
    expect(s.session.connected()).toBe(false);
    s.session.store.set('k', 1);
    expect(s.session.store.get('k')).toBe(1);
  });
});

describe('wix settings updates', () => {
  it('re-fetch the widget on wix only', async () => {
    const { WIX_SETTINGS_UPDATED } = await import('../../../frame/viewer/runtime');
    for (const [platform, expected] of [['wix', 1], [null, 0]] as const) {
      const s = setup({ env: { platform } });
      let fetchesBefore = 0;
      s.rt.loader.start();
      await s.session.ready;
      fetchesBefore = s.fetches.length;
      s.dispatch({ type: WIX_SETTINGS_UPDATED, from: 'host' });
      await new Promise((r) => setTimeout(r, 0));
      expect(s.fetches.length - fetchesBefore).toBe(expected);
    }
  });
});

describe('widget context', () => {
  it('exposes the host once the bridge settles, even to a context made before', async () => {
    const { widgetContext } = await import('../../../frame/viewer/widget-context');
    const s = setup();
    const ctx = widgetContext(s.rt, 'desktop', 'en-US');
    expect(ctx.host).toBeNull();
    await s.session.ready;
    expect(ctx.host).not.toBeNull();
    expect(ctx.visitor?.currentUrl).toBe('https://shop.example/page');
    ctx.openPopup({ popupId: 'lightbox', variant: 'modal', label: 'L', params: { index: '1' } });
    ctx.sendAction('popup', { type: 'x', payload: 1 });
    ctx.emitHostEvent('submit', { ok: true });
    expect(s.hostCalls.slice(-3)).toEqual([
      ['openPopup', { popupId: 'lightbox', variant: 'modal', label: 'L', params: { index: '1' } }],
      ['dispatchActionToFrame', { target: 'popup', action: { type: 'x', payload: 1 } }],
      ['engagementEvent', { type: 'submit', data: { ok: true } }],
    ]);
  });
});
