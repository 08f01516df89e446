// Shared set-up for loader unit tests (happy-dom): a fresh loader per test, a recording runtime
// standing in for the lazily loaded stage 2, and a controllable IntersectionObserver.
import { boot, type Booted } from '../../../loader/boot';
import { CORE_KEY, type Core, type Mount, type Runtime } from '../../../loader/core';

(globalThis as Record<string, unknown>).__TESSERA_RUNTIME__ = 'assets/loader-runtime-test.js';

export const APP = 'http://app.test';

// happy-dom cannot load remote iframe pages and prints an error for each; an empty srcdoc (which a
// browser would also prefer over src) gives every iframe a blank window while src stays inspectable.
const createElement = document.createElement;
document.createElement = function (this: Document, tag: string, opts?: ElementCreationOptions) {
  const el = createElement.call(document, tag, opts);
  if (tag.toLowerCase() === 'iframe') el.setAttribute('srcdoc', '');
  return el;
} as typeof createElement;

export class FakeIO {
  static all: FakeIO[] = [];
  observed = new Set<Element>();
  constructor(public cb: (e: Partial<IntersectionObserverEntry>[]) => void, public opts?: IntersectionObserverInit) {
    FakeIO.all.push(this);
  }
  observe(el: Element) { this.observed.add(el); }
  unobserve(el: Element) { this.observed.delete(el); }
  disconnect() { this.observed.clear(); }
  /** Simulates the element entering the (margin-extended) viewport. */
  static show(el: Element) {
    for (const io of FakeIO.all) if (io.observed.has(el)) io.cb([{ target: el, isIntersecting: true }]);
  }
}

export interface Harness extends Booted {
  runtimeUrls: string[];
  mounted: Mount[];
  unmounted: Mount[];
  consents: boolean[];
}

let current: Booted | null = null;

export function reset(): void {
  current?.stop();
  current = null;
  const w = window as unknown as Record<string, unknown>;
  delete w[CORE_KEY];
  delete w.Tessera;
  document.body.innerHTML = '';
  FakeIO.all = [];
  (globalThis as Record<string, unknown>).IntersectionObserver = FakeIO;
  try { sessionStorage.clear(); localStorage.clear(); } catch { /* none */ }
}

export function script(attrs: Record<string, string> = {}): HTMLScriptElement {
  const s = document.createElement('script');
  // Not inserted into the document, so happy-dom never fetches it; boot only reads src and attributes.
  s.setAttribute('src', `${APP}/loader.js`);
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  return s;
}

export function start(attrs: Record<string, string> = {}, attachRuntime = true): Harness {
  const h = { runtimeUrls: [] as string[], mounted: [] as Mount[], unmounted: [] as Mount[], consents: [] as boolean[] };
  const rt: Runtime = {
    mount: (m) => h.mounted.push(m),
    unmount: (m) => h.unmounted.push(m),
    consent: (g) => h.consents.push(g),
    message: () => {},
  };
  // Iframes go into the page at once here; boot.test.ts checks the real scheduling (a task of their own).
  const booted = boot(
    script(attrs),
    (url) => {
      h.runtimeUrls.push(url);
      if (attachRuntime) ((window as unknown as Record<string, Core>)[CORE_KEY]).attach(rt);
    },
    (fn) => fn(),
  );
  if (!booted) throw new Error('loader did not boot');
  current = booted;
  return Object.assign(h, booted);
}

export const tick = () => new Promise((r) => setTimeout(r, 0));

export function placeholder(id: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-tessera-widget', id);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  return el;
}
