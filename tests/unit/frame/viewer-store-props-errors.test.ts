// @vitest-environment happy-dom
// The per-widget store (SPEC §7 widget_storage + id), data-props reaching widgets, cnDebug logging, and
// the host `error` event for a widget that cannot be shown.
import { afterEach, describe, expect, it } from 'vitest';
import { debugLogger, silentLogger } from '../../../frame/viewer/debug-logger';
import { widgetContext } from '../../../frame/viewer/widget-context';
import { createWidgetStore } from '../../../frame/viewer/widget-store';
import { createSession } from '../../../frame/viewer/session';
import type { ViewerWidget } from '../../../shared/api/viewer';
import { settle, viewerFixture } from './viewer-fixture';

afterEach(() => localStorage.clear());

const gallery: ViewerWidget = { guid: 'w1', type: 'image_gallery', name: 'G', data: {} };

describe('per-widget store (ctx.store)', () => {
  it('embedded: reads the loader-kept store and persists writes to it over the bridge', async () => {
    const f = viewerFixture({ widget: gallery, init: { store: { shows: 2 } } });
    await f.session.ready;
    const ctx = widgetContext(f.rt, 'desktop', 'en-US');
    expect(ctx.store.get('shows')).toBe(2);
    ctx.store.set('shows', 3);
    expect(ctx.store.get('shows')).toBe(3);
    expect(f.hostCalls.filter((c) => c[0] === 'pluginRequestedData').at(-1)?.[1]).toEqual({ kind: 'persist', store: { shows: 3 } });
    // The frame itself stores nothing (its storage is blocked cross-site).
    expect(localStorage.length).toBe(0);
  });

  it('hands writes made before the handshake to the loader once it settles', async () => {
    const f = viewerFixture({ widget: gallery, init: { store: { a: 1 } } });
    f.rt.store.set('early', true);
    expect(f.rt.store.get('early')).toBe(true);
    await f.session.ready;
    await settle(2);
    expect(f.rt.store.get('a')).toBe(1);
    expect(f.rt.store.get('early')).toBe(true);
    expect(f.hostCalls.filter((c) => c[0] === 'pluginRequestedData').at(-1)?.[1]).toEqual({ kind: 'persist', store: { a: 1, early: true } });
  });

  it('says when the handed-over store can be read: empty before, the earlier page\'s values once `ready` settles', async () => {
    const f = viewerFixture({ widget: gallery, init: { store: { 'form.payment': { id: 's1' } } } });
    expect(f.rt.store.get('form.payment')).toBeUndefined();
    await f.rt.store.ready;
    expect(f.rt.store.get('form.payment')).toEqual({ id: 's1' });
  });

  it('top-level: keeps the store in localStorage under widget_storage + widget id', async () => {
    localStorage.setItem('widget_storagew9', JSON.stringify({ seen: 1 }));
    const session = createSession({ hostOrigin: null });
    const store = createWidgetStore(session, 'w9');
    await session.ready;
    expect(store.get('seen')).toBe(1);
    store.set('seen', 2);
    expect(JSON.parse(localStorage.getItem('widget_storagew9')!)).toEqual({ seen: 2 });
    // A new page load of the same widget sees it.
    const again = createWidgetStore(session, 'w9');
    await settle(2);
    expect(again.get('seen')).toBe(2);
  });

  it('tolerates blocked storage (SPEC §5): memory carries on', async () => {
    const session = createSession({ hostOrigin: null });
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = createWidgetStore(session, 'w9', blocked);
    await session.ready;
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});

describe('data-props, cnDebug and the host error event', () => {
  it('gives widgets the placeholder data-props as ctx.props', async () => {
    const f = viewerFixture({ widget: gallery, init: { props: { theme: 'dark', n: 2 } } });
    const ctx = widgetContext(f.rt, 'desktop', 'en-US');
    expect(ctx.props).toEqual({});
    await f.session.ready;
    expect(ctx.props).toEqual({ theme: 'dark', n: 2 });
  });

  it('logs only when cnDebug asked for it', async () => {
    const sink: string[] = [];
    const on = debugLogger(true, { debug: (m: string, d?: unknown) => void sink.push(`${m} ${d ?? ''}`.trim()) });
    on.debug('hello', 1);
    expect(sink).toEqual(['[tessera] hello 1']);
    expect(debugLogger(false, { debug: () => sink.push('x') })).toBe(silentLogger);
    // The runtime's default logger follows boot.env.debug; without it nothing is written anywhere
    // (the test setup fails any test that prints to the console).
    const quiet = viewerFixture({ widget: null, env: { widgetId: null } });
    quiet.rt.loader.start();
    await settle();
    expect(quiet.rt.logger).toBe(silentLogger);
    const loud = viewerFixture({ widget: null, bootEnv: { debug: true } });
    expect(loud.rt.logger).not.toBe(silentLogger);
  });

  it('raises pluginError with the server message when the widget cannot be loaded, once per message', async () => {
    const f = viewerFixture({ widget: null, env: { widgetId: 'missing1' }, boot: { error: 'Widget not found.' } });
    f.rt.loader.start();
    await settle();
    expect(f.rt.loader.getState()).toEqual({ status: 'error', message: 'Widget not found.' });
    expect(f.hostCalls.filter((c) => c[0] === 'pluginError')).toEqual([['pluginError', { widgetId: 'missing1', message: 'Widget not found.' }]]);
  });

  it('raises pluginError with "Could not load plugin." when the fetch fails without a message', async () => {
    const f = viewerFixture({ widget: null, env: { widgetId: 'w2' }, routes: { '/api/v1/plugin/viewer/w2': () => new Response('oops', { status: 500 }) } });
    f.rt.loader.start();
    await settle();
    expect(f.hostCalls.find((c) => c[0] === 'pluginError')?.[1]).toEqual({ widgetId: 'w2', message: 'Could not load plugin.' });
  });
});
