// Scripts evaluated inside pages and frames. Kept as strings: tsx rewrites functions (keepNames adds
// __name calls) and a serialised function would then fail in the browser.

/** In the viewer frame: absolute first contentful paint and last largest contentful paint, once settled. */
export const FRAME_PAINTS = `(async () => {
  const until = Date.now() + 15000;
  let fcp;
  while (!(fcp = performance.getEntriesByName('first-contentful-paint')[0])) {
    if (Date.now() > until) throw new Error('no first-contentful-paint in the frame');
    await new Promise((r) => setTimeout(r, 20));
  }
  if (document.readyState !== 'complete') await new Promise((r) => addEventListener('load', r, { once: true }));
  await new Promise((r) => setTimeout(r, 300));
  const lcp = await new Promise((r) => {
    const o = new PerformanceObserver((l) => { o.disconnect(); r(l.getEntries()); });
    o.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => r([]), 1000);
  });
  const last = lcp[lcp.length - 1];
  return { fcp: performance.timeOrigin + fcp.startTime, lcp: last ? performance.timeOrigin + last.startTime : NaN };
})()`;

/** On the host page: the absolute time of the mark placed right before the embed. */
export const HOST_MARK = `performance.timeOrigin + performance.getEntriesByName('tessera-script')[0].startTime`;

/** On the host page: the widget iframe's rendered height. */
export const IFRAME_HEIGHT = `(() => { const f = document.querySelector('iframe'); return f ? f.getBoundingClientRect().height : 0; })()`;

/**
 * Installed before any host script: records when the loader reports the widget loaded, and says so on the
 * console, which the bench waits for (host-cost.ts). Polling the page instead (waitForFunction) injected
 * Playwright's script into the host page and ran a requestAnimationFrame loop there, charging the page
 * with ours (11–15 ms of CPU, a frame rendered each vsync) but not the plain iframe, which is not polled.
 * The console call, which Playwright's DevTools session makes costly, runs in a task of its own: the
 * listener runs inside the loader's dispatch, and the trace would charge the loader with it.
 */
export const LOADED_SIGNAL = 'tessera-bench:loaded';
export const HOST_INIT = `if (window.top === window) {
  window.__tesseraLoaded = null;
  addEventListener('tessera:loaded', () => { window.__tesseraLoaded = performance.now(); setTimeout(() => console.debug(${JSON.stringify(LOADED_SIGNAL)})); }, true);
}`;

const LOADER_SOURCES = String.raw`\/loader\.js|loader-runtime-`;

/**
 * On the host page once settled: layout shift, long tasks, long animation frames (all, and those with
 * scripts whose source URL matches `scripts`: the loader's, or a reference page's own).
 */
export const hostCost = (scripts: string = LOADER_SOURCES) => `(async () => {
  const read = (type) => new Promise((r) => {
    try {
      const o = new PerformanceObserver((l) => { o.disconnect(); r(l.getEntries()); });
      o.observe({ type, buffered: true });
      setTimeout(() => { o.disconnect(); r([]); }, 300);
    } catch { r([]); }
  });
  const shifts = await read('layout-shift');
  const tasks = await read('longtask');
  const loaf = await read('long-animation-frame');
  const isLoader = (u) => new RegExp(${JSON.stringify(scripts)}).test(u || '');
  // Long frames in which loader code ran.
  const ours = loaf.filter((f) => f.duration > 50 && (f.scripts || []).some((s) => isLoader(s.sourceURL)));
  return {
    cls: shifts.filter((s) => !s.hadRecentInput).reduce((n, s) => n + s.value, 0),
    longTasks: tasks.filter((t) => t.duration > 50).length,
    loaderLongFrames: ours.length,
    loaderFrameScriptMs: Math.max(0, ...ours.map((f) => f.scripts.filter((s) => isLoader(s.sourceURL)).reduce((n, s) => n + s.duration, 0))),
    loaderFrameBlockingMs: Math.max(0, ...ours.map((f) => f.blockingDuration)),
    longFrames: loaf.filter((f) => f.duration > 50).length,
  };
})()`;

export const HOST_COST = hostCost();
