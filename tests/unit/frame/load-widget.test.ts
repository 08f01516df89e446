import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerWidget } from '../../../shared/api/viewer';
import { ViewerFetchError } from '../../../shared/api/viewer';
import {
  chooseSource,
  COULD_NOT_LOAD,
  createWidgetLoader,
  PLUGIN_ID_NOT_DEFINED,
  refreshIntervalOf,
  type LoaderOptions,
  type LoadState,
  type SourceInput,
} from '../../../frame/viewer/load-widget';

const w = (guid: string, data: Record<string, unknown> = {}): ViewerWidget => ({ guid, type: 'image_gallery', name: guid, data });

describe('chooseSource (SPEC §4 priority)', () => {
  const cases: [string, SourceInput, ReturnType<typeof chooseSource>][] = [
    ['wix without gallery id uses the wix settings source', { platform: 'wix', widgetId: 'a', galleryId: null, hasDefaults: true }, { kind: 'wix' }],
    ['wix with a gallery id uses the widget id first', { platform: 'wix', widgetId: 'a', galleryId: 'g', hasDefaults: true }, { kind: 'id', id: 'a' }],
    ['wix with only a gallery id uses the gallery id', { platform: 'wix', widgetId: null, galleryId: 'g', hasDefaults: false }, { kind: 'gallery', id: 'g' }],
    ['the widget id comes before the gallery id', { platform: null, widgetId: 'a', galleryId: 'g', hasDefaults: true }, { kind: 'id', id: 'a' }],
    ['the gallery id comes before the defaults', { platform: null, widgetId: null, galleryId: 'g', hasDefaults: true }, { kind: 'gallery', id: 'g' }],
    ['the default data when nothing else', { platform: null, widgetId: null, galleryId: null, hasDefaults: true }, { kind: 'default' }],
    ['nothing applies', { platform: 'shopify', widgetId: null, galleryId: null, hasDefaults: false }, null],
  ];
  it.each(cases)('%s', (_n, input, expected) => expect(chooseSource(input)).toEqual(expected));
});

describe('createWidgetLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (over: Partial<LoaderOptions>) => {
    const calls: string[] = [];
    const opts: LoaderOptions = {
      platform: null,
      widgetId: null,
      galleryId: null,
      hasDefaults: false,
      fetchById: async (id) => (calls.push(`id:${id}`), w(id)),
      fetchByGallery: async (id) => (calls.push(`gallery:${id}`), w(`g-${id}`)),
      fetchWix: async () => (calls.push('wix'), w('wix')),
      loadDefaults: async () => (calls.push('defaults'), w('')),
      ...over,
    };
    const loader = createWidgetLoader(opts);
    const states: LoadState[] = [];
    loader.subscribe((s) => states.push(s));
    return { loader, calls, states };
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('shows "Plugin ID is not defined" when no source applies', async () => {
    const { loader } = make({});
    loader.start();
    await settle();
    expect(loader.getState()).toEqual({ status: 'error', message: PLUGIN_ID_NOT_DEFINED });
  });

  it('loads by widget id', async () => {
    const { loader, calls } = make({ widgetId: 'abc' });
    loader.start();
    await settle();
    expect(calls).toEqual(['id:abc']);
    expect(loader.getState()).toMatchObject({ status: 'loaded', widget: { guid: 'abc' } });
  });

  it('loads the wix settings source on wix without a gallery id', async () => {
    const { loader, calls } = make({ platform: 'wix', widgetId: 'abc' });
    loader.start();
    await settle();
    expect(calls).toEqual(['wix']);
  });

  it('shows the server message when the fetch fails with an id', async () => {
    const { loader } = make({ widgetId: 'abc', hasDefaults: true, fetchById: () => Promise.reject(new ViewerFetchError('Plugin not found.', 404)) });
    loader.start();
    await settle();
    expect(loader.getState()).toEqual({ status: 'error', message: 'Plugin not found.' });
  });

  it('shows "Could not load plugin." when the fetch fails with an id and no server message', async () => {
    const { loader } = make({ widgetId: 'abc', fetchById: () => Promise.reject(new TypeError('Failed to fetch')) });
    loader.start();
    await settle();
    expect(loader.getState()).toEqual({ status: 'error', message: COULD_NOT_LOAD });
  });

  it('shows the server message when the gallery fetch fails', async () => {
    const { loader } = make({ galleryId: 'g1', hasDefaults: true, fetchByGallery: () => Promise.reject(new ViewerFetchError('Gone.')) });
    loader.start();
    await settle();
    expect(loader.getState()).toEqual({ status: 'error', message: 'Gone.' });
  });

  it('falls back to the default data when the wix fetch fails without id and gallery id', async () => {
    const { loader, calls } = make({ platform: 'wix', hasDefaults: true, fetchWix: () => Promise.reject(new ViewerFetchError('down')) });
    loader.start();
    await settle();
    expect(calls).toEqual(['defaults']);
    expect(loader.getState()).toMatchObject({ status: 'loaded', widget: { guid: '' } });
  });

  it('shows "Could not load plugin." when the fallback has no defaults', async () => {
    const { loader } = make({ platform: 'wix', hasDefaults: false, fetchWix: () => Promise.reject(new Error('x')) });
    loader.start();
    await settle();
    expect(loader.getState()).toEqual({ status: 'error', message: COULD_NOT_LOAD });
  });

  it('uses the inlined widget without fetching', async () => {
    const { loader, calls } = make({ widgetId: 'abc', inline: { widget: w('abc', { x: 1 }), error: null } });
    loader.start();
    await settle();
    expect(calls).toEqual([]);
    expect(loader.getState()).toMatchObject({ status: 'loaded', widget: { data: { x: 1 } } });
  });

  it('shows the inlined server error without fetching', async () => {
    const { loader, calls } = make({ widgetId: 'abc', inline: { widget: null, error: 'Plugin not found.' } });
    loader.start();
    await settle();
    expect(calls).toEqual([]);
    expect(loader.getState()).toEqual({ status: 'error', message: 'Plugin not found.' });
  });

  it('shows the spinner only once loading has lasted 100 ms', async () => {
    let resolve!: (v: ViewerWidget) => void;
    const { loader, states } = make({ widgetId: 'abc', fetchById: () => new Promise((r) => (resolve = r)) });
    loader.start();
    expect(loader.getState()).toEqual({ status: 'loading', showLoader: false });
    await vi.advanceTimersByTimeAsync(99);
    expect(loader.getState()).toEqual({ status: 'loading', showLoader: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.getState()).toEqual({ status: 'loading', showLoader: true });
    resolve(w('abc'));
    await settle();
    expect(states.map((s) => s.status)).toEqual(['loading', 'loaded']);
  });

  it('never shows the spinner when loading finishes within 100 ms', async () => {
    const { loader, states } = make({ widgetId: 'abc', fetchById: () => new Promise((r) => setTimeout(() => r(w('abc')), 50)) });
    loader.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(states).toEqual([expect.objectContaining({ status: 'loaded' })]);
  });

  it('reloads periodically with a refresh interval of at least 1000 ms', async () => {
    let n = 0;
    const { loader } = make({ widgetId: 'abc', fetchById: async () => w('abc', { refreshInterval: 1000, n: ++n }) });
    loader.start();
    await settle();
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(n).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(n).toBe(3);
    expect(loader.getState()).toMatchObject({ widget: { data: { n: 3 } } });
    loader.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(n).toBe(3);
  });

  it('ignores refresh intervals below 1000 ms', async () => {
    let n = 0;
    const { loader } = make({ widgetId: 'abc', fetchById: async () => (n++, w('abc', { refreshInterval: 999 })) });
    loader.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(n).toBe(1);
  });

  it('keeps the shown widget when a refresh fails', async () => {
    let n = 0;
    const { loader } = make({
      widgetId: 'abc',
      fetchById: async () => {
        if (++n > 1) throw new Error('down');
        return w('abc', { refreshInterval: 2000 });
      },
    });
    loader.start();
    await vi.advanceTimersByTimeAsync(4500);
    expect(n).toBe(3);
    expect(loader.getState()).toMatchObject({ status: 'loaded', widget: { guid: 'abc' } });
  });

  it('reads the refresh interval from widget data', () => {
    expect(refreshIntervalOf(w('a', { refreshInterval: 5000 }))).toBe(5000);
    expect(refreshIntervalOf(w('a', { refreshInterval: '1500' }))).toBe(1500);
    expect(refreshIntervalOf(w('a', { refreshInterval: 10 }))).toBeNull();
    expect(refreshIntervalOf(w('a', {}))).toBeNull();
  });
});
