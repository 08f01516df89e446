// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TAG_HOSTS, PAYPAL_AUTH_DONE_MESSAGE, createAppsList, createEditorStore, createIntegrationLoader, createPaypalConnect,
  installTag, shouldSetUpTags, tagScriptUrl, type TagSpec,
} from '../../../shared/state';
import { INTEGRATION_AUTH_DONE_MESSAGE, MODES } from '../../../shared/rules/values';
import { CANNOT_CREATE_URL } from '../../../shared/rules/errors';

class MapStorage {
  m = new Map<string, string>();
  getItem(k: string) { return this.m.get(k) ?? null; }
  setItem(k: string, v: string) { this.m.set(k, v); }
  removeItem(k: string) { this.m.delete(k); }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('editor store (SPEC §3, §4)', () => {
  type W = { guid?: string; n: number };
  const make = (w: W = { n: 0 }, storage = new MapStorage()) => createEditorStore<W>({ widget: w, storage: () => storage });

  it('starts from the SPEC defaults', () => {
    expect(make().state.value).toMatchObject({ theme: 'dark', sidebarSize: 70, drawerSize: 401, isChanged: false, isSaved: false, undoHistory: [] });
  });
  it('a change marks changed, sets saved from the guid, and clears redo', () => {
    const s = make({ n: 0 });
    s.change({ n: 1 });
    expect(s.state.value).toMatchObject({ isChanged: true, isSaved: false });
    s.change({ guid: 'g', n: 2 }, { history: true });
    s.undo();
    expect(s.state.value.redoHistory).toHaveLength(1);
    s.change({ guid: 'g', n: 3 });
    expect(s.state.value).toMatchObject({ isChanged: true, isSaved: true, redoHistory: [] });
  });
  it('keeps undo history only when requested', () => {
    const s = make();
    s.change({ n: 1 });
    expect(s.state.value.undoHistory).toEqual([]);
    s.change({ n: 2 }, { history: true });
    expect(s.state.value.undoHistory).toEqual([{ n: 1 }]);
  });
  it('debounces history 300 ms once more than one entry exists, keeping the state before the burst', () => {
    const s = make();
    s.change({ n: 1 }, { history: true });
    s.change({ n: 2 }, { history: true });
    expect(s.state.value.undoHistory).toEqual([{ n: 0 }, { n: 1 }]);
    s.change({ n: 3 }, { history: true });
    vi.advanceTimersByTime(200);
    s.change({ n: 4 }, { history: true });
    vi.advanceTimersByTime(299);
    expect(s.state.value.undoHistory).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(s.state.value.undoHistory).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });
  it('caps history at 100 entries, dropping the oldest', () => {
    const s = make();
    for (let i = 1; i <= 120; i++) {
      s.change({ n: i }, { history: true });
      vi.advanceTimersByTime(300);
    }
    const u = s.state.value.undoHistory as W[];
    expect(u).toHaveLength(100);
    expect(u[0].n).toBe(20);
    expect(u[99].n).toBe(119);
  });
  it('undo and redo move the widget between histories', () => {
    const s = make();
    s.change({ n: 1 }, { history: true });
    s.undo();
    expect(s.widget.value).toEqual({ n: 0 });
    s.redo();
    expect(s.widget.value).toEqual({ n: 1 });
    expect(s.state.value.undoHistory).toEqual([{ n: 0 }]);
  });
  it('tracks saving, saved and failure', () => {
    const s = make();
    s.change({ n: 1 });
    s.saving();
    expect(s.state.value.saving).toBe(true);
    s.saveFailed();
    expect(s.state.value).toMatchObject({ saving: false, hasError: true, isChanged: true });
    s.saved({ guid: 'g', n: 1 });
    expect(s.state.value).toMatchObject({ saving: false, hasError: false, isChanged: false, isSaved: true });
  });
  it('stores the theme locally and reads it back; missing storage is tolerated', () => {
    const st = new MapStorage();
    make({ n: 0 }, st).setTheme('light');
    expect(make({ n: 0 }, st).state.value.theme).toBe('light');
    const s = createEditorStore({ widget: {}, storage: () => { throw new Error('blocked'); } });
    s.setTheme('light');
    expect(s.state.value.theme).toBe('light');
  });
});

describe('apps list (SPEC §4)', () => {
  it('is loading, then holds the list', async () => {
    const a = createAppsList(async () => [{ icon: 'i', name: 'n', serviceName: 's', slug: 'x', type: 't' }]);
    expect(a.loading.value).toBe(true);
    await a.refresh();
    expect([a.loading.value, a.apps.value.length]).toEqual([false, 1]);
  });
  it('is empty on failure', async () => {
    const a = createAppsList(() => Promise.reject(new Error('x')));
    await a.refresh();
    expect([a.loading.value, a.apps.value]).toEqual([false, []]);
  });
});

describe('integration loading (SPEC §4)', () => {
  it.each(MODES.map((m) => [m, m !== 'viewer' && m !== 'gallery'] as const))('intent: mode %s sets up tags: %s', (m, yes) =>
    expect(shouldSetUpTags(m)).toBe(yes));
  it('intent sets up tags when the mode is unset; as-written sets them up in every mode', () => {
    expect(shouldSetUpTags(undefined)).toBe(true);
    for (const m of [...MODES, undefined]) expect(shouldSetUpTags(m, 'as-written')).toBe(true);
  });
  it('goes not-loaded → loading → loaded, fetching raw data only for analytics kinds not yet held, ignoring a failure', async () => {
    const fetched: string[] = [];
    const tags: TagSpec[] = [];
    const l = createIntegrationLoader({
      mode: 'editor',
      fetchRawData: async (k) => {
        fetched.push(k);
        if (k === 'mixpanel') throw new Error('down');
        return { tagId: 'G-1', tagType: 'ga4' };
      },
      setUpTag: (t) => tags.push(t),
    });
    expect(l.status.value).toBe('not-loaded');
    const p = l.load(['csv', 'google-analytics', 'mixpanel']);
    expect(l.status.value).toBe('loading');
    await l.load(['google-analytics']);
    await p;
    expect(l.status.value).toBe('loaded');
    expect(fetched).toEqual(['google-analytics', 'mixpanel']);
    expect(tags).toEqual([{ kind: 'google', tagType: 'ga4', tagId: 'G-1' }]);
    await l.load(['google-analytics', 'mixpanel']);
    expect(fetched).toEqual(['google-analytics', 'mixpanel', 'mixpanel']);
  });
  it('sets up no tags in viewer mode (intent) and loads after a save in viewer mode', async () => {
    const tags: TagSpec[] = [];
    const l = createIntegrationLoader({ mode: 'viewer', fetchRawData: async () => ({ token: 't' }), setUpTag: (t) => tags.push(t) });
    await l.afterSave(['mixpanel']);
    expect(l.status.value).toBe('loaded');
    expect(tags).toEqual([]);
  });
  it('does not start without integrations', async () => {
    const l = createIntegrationLoader({ fetchRawData: async () => null, setUpTag: () => {} });
    await l.load([]);
    expect(l.status.value).toBe('not-loaded');
  });
  it.each([
    [{ kind: 'google', tagType: 'ga4', tagId: 'G-1' }, 'https://www.googletagmanager.com/gtag/js?id=G-1'],
    [{ kind: 'google', tagType: 'ua', tagId: 'UA-1-1' }, 'https://www.googletagmanager.com/gtag/js?id=UA-1-1'],
    [{ kind: 'google', tagType: 'gtag', tagId: 'GTM-1' }, 'https://www.googletagmanager.com/gtm.js?id=GTM-1'],
    [{ kind: 'mixpanel', token: 'tok' }, 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js'],
  ] as [TagSpec, string][])('installs %j from %s once, never twice', (tag, src) => {
    // An inert document: the assertion is about the page's script list, not about fetching the tag.
    const doc = document.implementation.createHTMLDocument('host');
    expect(tagScriptUrl(tag, DEFAULT_TAG_HOSTS)).toBe(src);
    expect(installTag(doc, tag)).toBe(true);
    expect(installTag(doc, tag)).toBe(false);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('script')!.getAttribute('src')).toBe(src);
  });
});

describe('PayPal v2 connect (SPEC §4 steps 1–6)', () => {
  const origin = 'http://app.test';
  function setup(over: Partial<Parameters<typeof createPaypalConnect>[0]> = {}) {
    const listeners: ((e: { origin: string; data: unknown }) => void)[] = [];
    const log: string[] = [];
    const active: boolean[] = [];
    const popup = { closed: false, close() { this.closed = true; } };
    const c = createPaypalConnect({
      getSignupUrl: async () => 'https://paypal.test/signup',
      fetchIntegrations: async () => { log.push('poll'); return [{ isActive: active.shift() ?? false }]; },
      postSignupStatus: async (m) => { log.push(`status:${m}`); },
      openPopup: (url, features) => { log.push(`open:${url}:${features}`); return popup; },
      onMessage: (l) => { listeners.push(l); return () => listeners.splice(listeners.indexOf(l), 1); },
      allowedOrigins: [origin],
      ...over,
    });
    const post = (data: unknown, o = origin) => [...listeners].forEach((l) => l({ origin: o, data }));
    return { c, log, active, popup, post };
  }

  it('opens a 600x600 popup, then polls every 3 s posting the merchant id until active', async () => {
    const { c, log, active, popup, post } = setup();
    const p = c.connect();
    expect(c.status.value).toBe('loading');
    await p;
    expect(log).toEqual(['open:https://paypal.test/signup:width=600,height=600,popup=yes']);
    post({ type: 'other' });
    post({ type: PAYPAL_AUTH_DONE_MESSAGE, merchantId: 'M1' }, 'http://evil.test');
    expect(c.status.value).toBe('waiting');
    active.push(false, true);
    post({ type: PAYPAL_AUTH_DONE_MESSAGE, merchantId: 'M1' });
    expect(popup.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.slice(1)).toEqual(['poll', 'status:M1']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(log).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.slice(3)).toEqual(['poll']);
    expect(c.status.value).toBe('connected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log).toHaveLength(4);
  });
  it('shows "Cannot create url." for 3 s when the sign-up url request fails without a message', async () => {
    const { c } = setup({ getSignupUrl: () => Promise.reject(new Error('')) });
    await c.connect();
    expect([c.status.value, c.toast.value]).toEqual(['idle', CANNOT_CREATE_URL]);
    vi.advanceTimersByTime(2999);
    expect(c.toast.value).toBe(CANNOT_CREATE_URL);
    vi.advanceTimersByTime(1);
    expect(c.toast.value).toBeNull();
  });
  it('shows the server message when there is one', async () => {
    const { c } = setup({ getSignupUrl: () => Promise.reject(new Error('Merchant blocked')) });
    await c.connect();
    expect(c.toast.value).toBe('Merchant blocked');
  });
  it('gives up after maxPolls', async () => {
    const { c, post } = setup({ maxPolls: 2 });
    await c.connect();
    post({ type: PAYPAL_AUTH_DONE_MESSAGE, merchantId: 'M' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(c.status.value).toBe('gave-up');
  });
});

it('the auth-done message is CN_INTEGRATION_AUTH_DONE (SPEC §4)', () => {
  expect(PAYPAL_AUTH_DONE_MESSAGE).toBe('CN_INTEGRATION_AUTH_DONE');
  expect(INTEGRATION_AUTH_DONE_MESSAGE).toBe(PAYPAL_AUTH_DONE_MESSAGE);
});
