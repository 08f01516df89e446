// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../../../loader/boot';
import { APP, FakeIO, placeholder, reset, script, start, tick } from './fixture';

const api = () => (window as unknown as { Tessera: Record<string, (...a: unknown[]) => unknown> & ((...a: unknown[]) => unknown) }).Tessera;

beforeEach(reset);

describe('loader bootstrap: discovery', () => {
  it('mounts one iframe per placeholder present at start, pointing at the APP viewer with the host origin', () => {
    placeholder('w1', { 'data-lazy': 'none', 'data-lang': 'de-DE', 'data-platform': 'wix', 'data-white-label': 'tok_1' });
    placeholder('w2', { 'data-lazy': 'none' });
    const h = start();
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(2);
    const u = new URL(frames[0].src);
    expect(u.origin + u.pathname).toBe(`${APP}/viewer/w1`);
    expect(u.searchParams.get('origin')).toBe(location.origin);
    expect(u.searchParams.get('lang')).toBe('de-DE');
    expect(u.searchParams.get('platform')).toBe('wix');
    expect(u.searchParams.get('wlToken')).toBe('tok_1');
    expect(new URL(frames[1].src).searchParams.has('wlToken')).toBe(false);
    // Named until the widget says its own name; a white-label page's frame never names Tessera.
    expect([frames[0].title, frames[1].title]).toEqual(['Widget', 'Tessera widget']);
    expect(frames[0].getAttribute('allow')).toBe('autoplay; fullscreen; clipboard-write');
    expect(frames[0].style.width).toBe('100%');
    expect(frames[0].style.display).toBe('block');
    expect(h.mounted.map((m) => m.id)).toEqual(['w1', 'w2']);
  });

  it("hints the screen's device class (mobile, tablet) in the viewer URL so the server renders for it", () => {
    const real = Object.getOwnPropertyDescriptor(screen, 'width') ?? Object.getOwnPropertyDescriptor(Object.getPrototypeOf(screen), 'width');
    const hint = (width: number) => {
      reset();
      Object.defineProperty(screen, 'width', { configurable: true, get: () => width });
      placeholder('w', { 'data-lazy': 'none' });
      start();
      return new URL(document.querySelector('iframe')!.src).searchParams.get('device');
    };
    try {
      expect(hint(390)).toBe('mobile');
      expect(hint(800)).toBe('tablet');
      expect(hint(1440)).toBe(null);
    } finally {
      delete (screen as { width?: number }).width;
      if (real && !Object.getOwnPropertyDescriptor(Object.getPrototypeOf(screen), 'width')) Object.defineProperty(screen, 'width', real);
    }
  });

  it('loads the runtime once, from the path resolved against loader.js', () => {
    placeholder('a', { 'data-lazy': 'none' });
    placeholder('b', { 'data-lazy': 'none' });
    const h = start();
    expect(h.runtimeUrls).toEqual([`${APP}/assets/loader-runtime-test.js`]);
  });

  it('does not load the runtime while no widget has mounted', () => {
    placeholder('a');
    const h = start();
    expect(h.runtimeUrls).toEqual([]);
  });

  it('mounts a placeholder added later and tears down one removed later', async () => {
    const h = start();
    const el = placeholder('late', { 'data-lazy': 'none' });
    await tick();
    expect(el.querySelector('iframe')).not.toBeNull();
    expect(h.mounted.map((m) => m.id)).toEqual(['late']);
    el.remove();
    await tick();
    expect(h.unmounted.map((m) => m.id)).toEqual(['late']);
    expect(el.querySelector('iframe')).toBeNull();
    expect(h.core.mounts).toHaveLength(0);
  });

  it('finds placeholders nested inside an added subtree', async () => {
    start();
    const wrap = document.createElement('section');
    wrap.innerHTML = '<div><div data-tessera-widget="deep" data-lazy="none"></div></div>';
    document.body.appendChild(wrap);
    await tick();
    expect(wrap.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('ignores a placeholder with an empty id', () => {
    placeholder('  ', { 'data-lazy': 'none' });
    start();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('reserves the height from data-height, else the last height seen for this widget and device', () => {
    sessionStorage.setItem('tessera', JSON.stringify({ h: { [`known:${innerWidth < 480 ? 'mobile' : innerWidth < 1024 ? 'tablet' : 'desktop'}`]: 321 } }));
    placeholder('fixed', { 'data-lazy': 'none', 'data-height': '250' });
    placeholder('known', { 'data-lazy': 'none' });
    start();
    const [a, b] = document.querySelectorAll('iframe');
    expect(a.style.height).toBe('250px');
    expect(b.style.height).toBe('321px');
  });
});

describe('loader bootstrap: lazy modes', () => {
  it('in-viewport (default) mounts only when the placeholder nears the viewport, with a margin', () => {
    const el = placeholder('lazy');
    start();
    expect(el.querySelector('iframe')).toBeNull();
    expect(FakeIO.all[0].opts?.rootMargin).toMatch(/^\d+px/);
    FakeIO.show(el);
    expect(el.querySelector('iframe')).not.toBeNull();
  });

  it('in-viewport creates the iframe of a placeholder further out (≤ 1,250 px) in idle time, unless removed first', () => {
    const idle: Array<() => void> = [];
    const w = window as unknown as { requestIdleCallback?: (cb: () => void) => number };
    w.requestIdleCallback = (cb) => idle.push(cb);
    try {
      const el = placeholder('ahead');
      const gone = placeholder('gone-ahead');
      start();
      const ahead = FakeIO.all.find((io) => io.opts?.rootMargin?.startsWith('1250px'))!;
      ahead.cb([{ target: el, isIntersecting: true }, { target: gone, isIntersecting: true }]);
      expect(el.querySelector('iframe')).toBeNull();
      gone.remove();
      api().init();
      for (const f of idle) f();
      expect(el.querySelector('iframe')).not.toBeNull();
      expect(gone.querySelector('iframe')).toBeNull();
    } finally {
      delete w.requestIdleCallback;
    }
  });

  it('first-activity mounts on the first scroll, pointer, key or touch event', () => {
    const el = placeholder('act', { 'data-lazy': 'first-activity' });
    start();
    expect(el.querySelector('iframe')).toBeNull();
    window.dispatchEvent(new Event('keydown'));
    expect(el.querySelector('iframe')).not.toBeNull();
    const later = placeholder('act2', { 'data-lazy': 'first-activity' });
    api().init();
    expect(later.querySelector('iframe')).not.toBeNull();
  });

  it('a placeholder removed before it mounted never mounts', async () => {
    const el = placeholder('gone');
    const h = start();
    el.remove();
    await tick();
    FakeIO.show(el);
    expect(h.mounted).toHaveLength(0);
  });
});

describe('loader bootstrap: queue stub, API and double include', () => {
  it('replays calls queued by the paste-in stub, in order, and keeps the function form working', () => {
    const w = window as unknown as Record<string, unknown> & { Tessera: { q?: unknown[] } };
    // The documented stub, verbatim.
    new Function('window', 'var Tessera; window.Tessera = window.Tessera || function(){(window.Tessera.q=window.Tessera.q||[]).push(arguments)}')(window);
    const seen: string[] = [];
    (w.Tessera as unknown as (...a: unknown[]) => void)('on', 'loaded', (m: { widgetId: string }) => seen.push(m.widgetId));
    (w.Tessera as unknown as (...a: unknown[]) => void)('consent', true);
    const el = placeholder('q1', { 'data-lazy': 'none' });
    const h = start({ 'data-consent': 'required' });
    expect(h.core.consent).toBe(true);
    h.core.emit(h.core.mounts[0], 'loaded', {});
    expect(seen).toEqual(['q1']);
    expect(typeof w.Tessera).toBe('function');
    expect(el.querySelector('iframe')).not.toBeNull();
    for (const k of ['init', 'reload', 'destroy', 'on', 'off', 'consent']) expect(typeof (w.Tessera as Record<string, unknown>)[k]).toBe('function');
  });

  it('a second copy of the script does nothing', () => {
    placeholder('once', { 'data-lazy': 'none' });
    start();
    const first = api();
    expect(boot(script(), () => {})).toBeNull();
    expect(api()).toBe(first);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('reload(id) recreates that widget\'s iframe; destroy(id) removes it; init() mounts it again', () => {
    const a = placeholder('a', { 'data-lazy': 'none' });
    const b = placeholder('b', { 'data-lazy': 'none' });
    const h = start();
    const oldA = a.querySelector('iframe');
    const oldB = b.querySelector('iframe');
    api().reload('a');
    expect(a.querySelector('iframe')).not.toBe(oldA);
    expect(a.querySelectorAll('iframe')).toHaveLength(1);
    expect(b.querySelector('iframe')).toBe(oldB);
    api().destroy('b');
    expect(b.querySelector('iframe')).toBeNull();
    expect(h.unmounted.map((m) => m.id)).toEqual(['a', 'b']);
    api().init();
    expect(b.querySelectorAll('iframe')).toHaveLength(1);
    api()('destroy');
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('consent(granted) is recorded and handed to the runtime', () => {
    placeholder('c', { 'data-lazy': 'none' });
    const h = start({ 'data-consent': 'required' });
    expect(h.core.consentRequired).toBe(true);
    expect(h.core.consent).toBeNull();
    api().consent(true);
    expect(h.core.consent).toBe(true);
    expect(h.consents).toEqual([true]);
  });

  it('never throws into the host page: bad calls and throwing handlers are contained', () => {
    const h = start();
    placeholder('x', { 'data-lazy': 'none' });
    api().init();
    api().on('loaded', () => { throw new Error('host bug'); });
    expect(() => api()('nope')).not.toThrow();
    expect(() => api().on('loaded', 'not a function')).not.toThrow();
    expect(() => h.core.emit(h.core.mounts[0], 'loaded', {})).not.toThrow();
  });
});

describe('loader bootstrap: host events', () => {
  it('emits a bubbling tessera:<type> CustomEvent, a same-origin message and Tessera.on handlers; off removes', async () => {
    placeholder('ev', { 'data-lazy': 'none' });
    const h = start();
    const dom: unknown[] = [];
    const msgs: MessageEvent[] = [];
    const handled: unknown[] = [];
    document.addEventListener('tessera:view', (e) => dom.push((e as CustomEvent).detail));
    window.addEventListener('message', (e) => msgs.push(e));
    const handler = (m: unknown) => handled.push(m);
    api().on('view', handler);
    h.core.emit(h.core.mounts[0], 'view', { ratio: 0.5 });
    await new Promise((r) => setTimeout(r, 20));
    const expected = { source: 'tessera', type: 'view', widgetId: 'ev', data: { ratio: 0.5 } };
    expect(dom).toEqual([expected]);
    expect(handled).toEqual([expected]);
    expect(msgs.map((m) => m.data)).toContainEqual(expected);
    api().off('view', handler);
    h.core.emit(h.core.mounts[0], 'view', {});
    expect(handled).toHaveLength(1);
  });

  // Creating a frame and requesting the runtime each wait on the browser process: with loader.js's
  // evaluation, one long task. Each gets a task of its own, frames first.
  it('puts each iframe in the page in a task after its own evaluation, and requests the runtime after that', async () => {
    placeholder('r', { 'data-lazy': 'none' });
    placeholder('s', { 'data-lazy': 'none' });
    // Kept out of the document: happy-dom does not load scripts and would log the refusal.
    const requested: string[] = [];
    const append = document.head.appendChild;
    document.head.appendChild = <T extends Node>(n: T): T => (requested.push((n as unknown as HTMLScriptElement).src), n);
    try {
      const booted = boot(script());
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
      expect(booted?.core.mounts.map((m) => m.id)).toEqual(['r', 's']);
      await new Promise<void>((r) => setTimeout(() => {
        // Both frames are in; the runtime request is still queued behind them.
        expect(document.querySelectorAll('iframe')).toHaveLength(2);
        expect(requested).toEqual([]);
        r();
      }, 0));
      await tick();
      expect(requested).toEqual([`${APP}/assets/loader-runtime-test.js`]);
      booted?.stop();
    } finally {
      document.head.appendChild = append;
    }
  });

  it('a placeholder removed before its frame went in gets no frame', async () => {
    const el = placeholder('gone', { 'data-lazy': 'none' });
    const booted = boot(script(), () => {});
    el.remove();
    await tick();
    await tick();
    expect(el.querySelector('iframe')).toBeNull();
    expect(booted?.core.mounts).toEqual([]);
    booted?.stop();
  });

  it('tells the host when the runtime script fails to load', async () => {
    const el = placeholder('r', { 'data-lazy': 'none' });
    const errors: unknown[] = [];
    el.addEventListener('tessera:error', (e) => errors.push((e as CustomEvent).detail.data));
    const booted = boot(script(), (_url, onError) => onError());
    await tick();
    booted?.stop();
    expect(errors).toEqual([{ code: 'RUNTIME_LOAD_FAILED' }]);
  });
});
