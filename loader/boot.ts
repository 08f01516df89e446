import { createApi, drainQueue, type TesseraApi } from './api';
import { CORE_KEY, type Core, type Mount, type Runtime } from './core';
import { createEmitter, type Handler } from './emit';
import { loadSession, saveSession } from './session';
import { createPlaceholders, nextTask, type Defer } from './placeholders';
import { earlySize } from './early-size';

export interface Booted {
  core: Core;
  stop(): void;
}

export type RuntimeLoader = (url: string, onError: () => void) => void;

/**
 * Loads the stage-2 runtime with a plain script tag from the APP origin (same place as loader.js), in a
 * task of its own: requesting it waits on the browser process, as creating the iframe does. Over two
 * sets of 10 traced cold loads, the loader's longest task was 36–37 ms in the median and 53–69 ms at
 * worst with both in one task, 28–29 ms and 44–53 ms apart. The iframe needs nothing from the runtime
 * to paint. Outside boot's guard, so it keeps its own: a failure is the host's error event, not a throw.
 */
const scriptLoader: RuntimeLoader = (url, onError) =>
  setTimeout(() => {
    try {
      const s = document.createElement('script');
      s.src = url;
      s.async = true;
      s.onerror = onError;
      (document.head || document.documentElement).appendChild(s);
    } catch {
      onError();
    }
  }, 0);

function findScript(current: HTMLScriptElement | null): HTMLScriptElement | null {
  if (current?.src) return current;
  const all = document.querySelectorAll<HTMLScriptElement>('script[src*="loader.js"]');
  return all[all.length - 1] || null;
}

/**
 * Stage 1 (loader.js). Safe to include twice: the second copy finds the core and does nothing.
 * `loadRuntime` is injectable so unit tests can stand in for the network, `defer` (the task each iframe
 * goes into the page in) so they can run it at once.
 */
export function boot(current: HTMLScriptElement | null, loadRuntime: RuntimeLoader = scriptLoader, defer: Defer = nextTask): Booted | null {
  const w = window as unknown as Record<string, unknown> & { Tessera?: TesseraApi };
  if (w[CORE_KEY]) return null;
  const script = findScript(current);
  if (!script) return null;
  const base = script.src;
  const handlers = new Map<string, Set<Handler>>();
  let rt: Runtime | null = null;
  let requested = false;

  const core: Core = {
    origin: new URL(base).origin,
    base,
    consentRequired: script.getAttribute('data-consent') === 'required',
    consent: null,
    mounts: [],
    session: loadSession(),
    saveSession: () => saveSession(core.session),
    emit: createEmitter(handlers),
    attach(r) {
      if (rt) return;
      rt = r;
      core.mounts.forEach((m) => r.mount(m));
    },
  };
  w[CORE_KEY] = core;
  // The page's one listener for our frames' window messages: early sizes here, the rest to the runtime
  // (bridges, frame-messenger.ts). The runtime opens a frame's bridge when the frame first speaks
  // (runtime.ts): remember frames that spoke before it arrived.
  const sources: MessageEventSource[] = (core.sources = []);
  addEventListener('message', (e) => {
    if (e.origin !== core.origin || !e.source || earlySize(core, e)) return;
    if (rt) rt.message(e);
    else if (sources.indexOf(e.source) < 0) sources.push(e.source);
  });

  const onMount = (m: Mount) => {
    if (rt) return rt.mount(m);
    if (requested) return;
    requested = true;
    // Without the runtime the iframes still render at their reserved height; the host learns why.
    loadRuntime(new URL(__TESSERA_RUNTIME__, base).href, () =>
      core.mounts.forEach((x) => core.emit(x, 'error', { code: 'RUNTIME_LOAD_FAILED' })),
    );
  };
  const placeholders = createPlaceholders(core, onMount, (m) => rt?.unmount(m), defer);

  const api = createApi({
    init: placeholders.scan,
    reload: placeholders.reload,
    destroy: placeholders.destroy,
    on(type, h) {
      if (typeof h !== 'function') return;
      if (!handlers.has(type)) handlers.set(type, new Set());
      handlers.get(type)!.add(h);
    },
    off: (type, h) => void handlers.get(type)?.delete(h),
    consent(granted) {
      core.consent = !!granted;
      rt?.consent(!!granted);
    },
  });
  const queue = w.Tessera?.q;
  w.Tessera = api;
  drainQueue(api, queue);
  placeholders.scan();
  return { core, stop: placeholders.stop };
}
