import { launchBrowser, startHost } from '../e2e/harness';
import { startBenchApp } from './app';
import { HOST_INIT } from './browser-scripts';
import { oursPage } from './pages';
import { viewerFrame } from './visible';
import type { TraceEvent } from './trace-cost';
import { loaderTime } from './trace-cost';
const a = await startBenchApp();
const browser = await launchBrowser();
const host = await startHost();
const url = host.page('/p', oursPage(a.app.url, a.widgetId));
const CATEGORIES = ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'];
try {
  for (const warm of [false, true]) for (let run = 0; run < 2; run++) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await ctx.addInitScript(HOST_INIT);
    const page = await ctx.newPage();
    if (warm) { await page.goto(url, { waitUntil: 'load' }); await page.waitForFunction('window.__tesseraLoaded !== null'); await page.waitForTimeout(700); }
    await browser.startTracing(page, { categories: CATEGORIES });
    if (warm) await page.reload({ waitUntil: 'load' }); else await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction('window.__tesseraLoaded !== null', undefined, { timeout: 15000 });
    await (await viewerFrame(page)).waitForLoadState('load');
    await page.waitForTimeout(700);
    const raw = JSON.parse((await browser.stopTracing()).toString());
    const ev: TraceEvent[] = Array.isArray(raw) ? raw : raw.traceEvents;
    const LOADER_URL = /\/loader\.js(\?|$)|\/loader-runtime-[^/]*\.js/;
    const mine = ev.filter((e) => e.ph === 'X' && LOADER_URL.test((e.args as any)?.data?.url ?? (e.args as any)?.fileName ?? '')).sort((x, y) => x.ts - y.ts);
    console.log(`--- ${warm ? 'warm' : 'cold'} run ${run}`, loaderTime(ev));
    const t0 = mine[0]?.ts ?? 0;
    for (const e of mine) console.log(((e.ts - t0) / 1000).toFixed(1).padStart(8), e.name.padEnd(16), ((e.dur ?? 0) / 1000).toFixed(2).padStart(7), ((e.tdur ?? 0) / 1000).toFixed(2).padStart(7), JSON.stringify((e.args as any)?.data ?? {}).slice(0, 150));
    // Sample profile: top functions by self time in loader files
    const prof = ev.filter((e) => e.name === 'ProfileChunk');
    const nodes = new Map<number, any>(); const self = new Map<string, number>();
    for (const c of prof) {
      const cp = (c.args as any)?.data?.cpuProfile; if (!cp) continue;
      for (const n of cp.nodes ?? []) nodes.set(n.id, n);
      const deltas = (c.args as any).data.timeDeltas ?? [];
      (cp.samples ?? []).forEach((id: number, i: number) => { const n = nodes.get(id); if (!n) return; const u = n.callFrame.url || ''; if (!/loader/.test(u) ) return; const k = `${n.callFrame.functionName || '(anon)'} ${u.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (deltas[i] ?? 0)); });
    }
    console.log([...self].sort((x, y) => y[1] - x[1]).slice(0, 12).map(([k, v]) => `${(v / 1000).toFixed(2)}ms ${k}`).join('\n'));
    await ctx.close();
  }
} finally { await browser.close(); await host.close(); await a.app.stop(); }
