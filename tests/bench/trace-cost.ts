// Main-thread time in loader code from a Chromium trace of the host page: every top-level trace event
// (script evaluation, compile, function call from a task) whose script is loader.js or the loader
// runtime, nested events counted once. Thread time (tdur) is CPU time on the main thread, so it stays
// meaningful on a busy machine; wall time (dur) is printed beside it.
export interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: { url?: string }; fileName?: string } }

const LOADER_URL = /\/loader\.js(\?|$)|\/loader-runtime-[^/]*\.js/;
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'FunctionCall', 'v8.run', 'TimerFire', 'EventDispatch', 'FireAnimationFrame']);

const urlOf = (e: TraceEvent) => e.args?.data?.url ?? e.args?.fileName ?? '';

export interface LoaderTime {
  cpuMs: number;
  wallMs: number;
  longestMs: number;
  tasks: number;
  /** Of cpuMs: the host page's style and layout that loader code forced (reading a size mid-load). */
  layoutMs: number;
  /** Of cpuMs: the browser creating the iframe's frame and its first empty document (any iframe costs it). */
  frameMs: number;
}

// Work nested in a loader event that is the browser's rather than the loader's own script.
const LAYOUT_EVENTS = new Set(['Layout', 'UpdateLayoutTree']);
const FRAME_EVENTS = new Set(['WebLocalFrameImpl::createChildframe']);

/** `scripts`: whose scripts count (the loader's, or a reference page's own). */
export function loaderTime(events: TraceEvent[], scripts: RegExp = LOADER_URL): LoaderTime {
  const mine = events
    .filter((e) => e.ph === 'X' && SCRIPT_EVENTS.has(e.name) && scripts.test(urlOf(e)))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let cpu = 0;
  let wall = 0;
  let longest = 0;
  let tasks = 0;
  const openUntil = new Map<string, number>();
  const counted: TraceEvent[] = [];
  for (const e of mine) {
    const thread = `${e.pid}:${e.tid}`;
    // Nested in an event already counted (e.g. v8.compile inside EvaluateScript): skip.
    if ((openUntil.get(thread) ?? -1) > e.ts) continue;
    openUntil.set(thread, e.ts + (e.dur ?? 0));
    counted.push(e);
    cpu += e.tdur ?? e.dur ?? 0;
    wall += e.dur ?? 0;
    longest = Math.max(longest, e.dur ?? 0);
    tasks++;
  }
  const within = (names: Set<string>) => {
    let sum = 0;
    for (const e of events) {
      if (e.ph !== 'X' || !names.has(e.name)) continue;
      const end = e.ts + (e.dur ?? 0);
      if (counted.some((c) => c.pid === e.pid && c.tid === e.tid && c.ts <= e.ts && end <= c.ts + (c.dur ?? 0))) sum += e.tdur ?? e.dur ?? 0;
    }
    return sum / 1000;
  };
  return { cpuMs: cpu / 1000, wallMs: wall / 1000, longestMs: longest / 1000, tasks, layoutMs: within(LAYOUT_EVENTS), frameMs: within(FRAME_EVENTS) };
}

/**
 * All main-thread CPU of the host page's renderer during the trace: the thread that parsed the page,
 * every top-level task on it (whoever's code ran). Compared across a page without a widget, with a plain
 * iframe and with ours, it shows what an embed costs beyond what any iframe costs the host.
 */
export function hostThreadCpuMs(events: TraceEvent[], pageUrl: string): number {
  const parse = events.find((e) => e.name === 'ParseHTML' && String((e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '').startsWith(pageUrl));
  if (!parse) return NaN;
  let cpu = 0;
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask' && e.pid === parse.pid && e.tid === parse.tid) cpu += e.tdur ?? e.dur ?? 0;
  }
  return cpu / 1000;
}
