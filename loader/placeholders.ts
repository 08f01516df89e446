import type { Core, Mount } from './core';
import { createFrame } from './frame';
import { safe } from './guard';
import { createScheduler } from './lazy';

const SELECTOR = '[data-tessera-widget]';

/** What the loader knows about one placeholder: waiting for its lazy trigger, or mounted. */
interface Entry {
  cancel: () => void;
  mount?: Mount;
}

/** Runs a function in a later task (injectable so unit tests can run it at once). */
export type Defer = (fn: () => void) => void;
/**
 * A task of its own, ahead of the host's parsing and timers where the browser has a task scheduler: with
 * setTimeout the frame went in 17 ms after loader.js ran (the host's own tasks came between), with a
 * user-blocking task 11–12 ms (cold loads, medians of 7), and the frame's navigation starts that much sooner.
 */
export const nextTask: Defer = (fn) => {
  const s = (window as unknown as { scheduler?: { postTask?: (f: () => void, o: { priority: string }) => Promise<unknown> } }).scheduler;
  if (s?.postTask) void s.postTask(fn, { priority: 'user-blocking' }).catch(() => {});
  else setTimeout(fn, 0);
};

/**
 * Placeholder discovery and iframe lifecycle (ARCHITECTURE §3.1): scans now, watches the DOM for
 * placeholders added or removed later (single-page apps), and mounts each through its lazy mode.
 */
export function createPlaceholders(core: Core, onMount: (m: Mount) => void, onUnmount: (m: Mount) => void, defer: Defer = nextTask) {
  const entries = new Map<HTMLElement, Entry>();
  const scheduler = createScheduler();

  const mountNow = (el: HTMLElement, e: Entry) => {
    if (!el.isConnected || entries.get(el) !== e) return;
    const id = (el.getAttribute('data-tessera-widget') || '').trim();
    if (!id) return;
    const m = (e.mount = createFrame(core, el, id));
    core.mounts.push(m);
    // The reserved height holds the placeholder open from this task on: a rendering update can come
    // between this task and the next, and the frame going in then would move the page.
    const held = el.style.minHeight;
    if (!m.iframe.style.float) el.style.minHeight = m.iframe.style.height;
    // Each frame goes into the page in a task of its own: creating it waits on the browser process, and
    // after loader.js's evaluation in the same task that made the loader's longest task (median of 9 cold
    // loads 34 → 13 ms, worst 45 → 26 ms, with the time the widget reports loaded unchanged).
    defer(
      safe(() => {
        el.style.minHeight = held;
        if (entries.get(el) !== e) return;
        el.appendChild(m.iframe);
        onMount(m);
      }),
    );
  };

  const add = (el: HTMLElement) => {
    if (entries.has(el)) return;
    const e: Entry = { cancel: () => {} };
    entries.set(el, e);
    e.cancel = scheduler.wait(el, safe(() => mountNow(el, e)));
  };

  const remove = (el: HTMLElement) => {
    const e = entries.get(el);
    if (!e) return;
    entries.delete(el);
    e.cancel();
    const m = e.mount;
    if (!m) return;
    core.mounts.splice(core.mounts.indexOf(m), 1);
    onUnmount(m);
    m.iframe.remove();
  };

  const scan = (root: ParentNode) => {
    if (root instanceof HTMLElement && root.matches(SELECTOR)) add(root);
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach(add);
  };

  const observer = new MutationObserver(
    safe((records: MutationRecord[]) => {
      for (const r of records) r.addedNodes.forEach((n) => n instanceof HTMLElement && scan(n));
      // A moved placeholder is removed then re-added: only tear down what really left the document.
      for (const el of [...entries.keys()]) if (!el.isConnected) remove(el);
    }),
  );
  observer.observe(document.documentElement, { childList: true, subtree: true });

  return {
    scan: () => scan(document),
    /** Stops watching the DOM (tests start a fresh loader per case). */
    stop: () => observer.disconnect(),
    /** Recreates the iframes of one widget (or all) at once, each put in the page in the next task. */
    reload(id?: string) {
      for (const [el, e] of [...entries]) {
        if (!e.mount || (id && e.mount.id !== id)) continue;
        remove(el);
        const fresh: Entry = { cancel: () => {} };
        entries.set(el, fresh);
        mountNow(el, fresh);
      }
    },
    /** Removes the iframes of one widget (or all); a later init() mounts them again. */
    destroy(id?: string) {
      for (const [el, e] of [...entries]) if (!id || (e.mount?.id ?? el.getAttribute('data-tessera-widget')) === id) remove(el);
    },
  };
}
