// Bench section 3: what the widget costs the host page. Main-thread time in loader code (CDP Profiler
// sampling on the host page; self time of frames from loader.js or the loader runtime), long tasks and
// long animation frames during load, and the layout shift the widget causes (same page without it = ref).
import type { Browser, CDPSession } from 'playwright-core';
import type { HostServer } from '../e2e/harness';
import { HOST_COST, HOST_INIT } from './browser-scripts';
import { barePage, oursPage } from './pages';
import { viewerFrame } from './visible';
import { median, type Row } from './table';

const RUNS = Number(process.env.BENCH_COST_RUNS ?? 5);
const LOADER_URL = /\/loader\.js(\?|$)|\/loader-runtime-[^/]*\.js/;

interface Cost { cls: number; longTasks: number; loaderLongFrames: number; loaderMs: number }

interface ProfileNode { id: number; callFrame: { url: string } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self time (ms) of samples whose top frame comes from the loader's scripts. */
export function loaderSelfMs(p: Profile): number {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  let us = 0;
  for (let i = 0; i < p.samples.length; i++) {
    // timeDeltas[i] is the gap before sample i: the time sample i stands for is the gap after it.
    const dt = p.timeDeltas[i + 1] ?? 0;
    if (LOADER_URL.test(byId.get(p.samples[i])?.callFrame.url ?? '')) us += dt;
  }
  return us / 1000;
}

async function load(browser: Browser, url: string, withWidget: boolean, reload = false): Promise<Cost> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await ctx.addInitScript(HOST_INIT);
    const page = await ctx.newPage();
    if (reload) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction('window.__tesseraLoaded !== null', undefined, { timeout: 15_000 });
      await page.waitForTimeout(300);
    }
    const cdp: CDPSession = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    if (reload) await page.reload({ waitUntil: 'load' });
    else await page.goto(url, { waitUntil: 'load' });
    if (withWidget) {
      await page.waitForFunction('window.__tesseraLoaded !== null', undefined, { timeout: 15_000 });
      await (await viewerFrame(page)).waitForLoadState('load');
    }
    // Let late resizes land: CLS counts them too.
    await page.waitForTimeout(700);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const c = (await page.evaluate(HOST_COST)) as Omit<Cost, 'loaderMs'>;
    return { ...c, loaderMs: loaderSelfMs(profile) };
  } finally {
    await ctx.close();
  }
}

export async function hostCostRows(browser: Browser, host: HostServer, appUrl: string, widgetId: string): Promise<Row[]> {
  const ours = host.page('/cost/ours', oursPage(appUrl, widgetId));
  const bare = host.page('/cost/bare', barePage());
  const cold: Cost[] = [];
  const warm: Cost[] = [];
  const none: Cost[] = [];
  for (let i = 0; i < RUNS; i++) {
    cold.push(await load(browser, ours, true));
    warm.push(await load(browser, ours, true, true));
    none.push(await load(browser, bare, false));
  }
  const med = (xs: Cost[], k: keyof Cost) => median(xs.map((x) => x[k]));
  const max = (xs: Cost[], k: keyof Cost) => Math.max(...xs.map((x) => x[k]));
  const r3 = (n: number) => Math.round(n * 1000) / 1000;
  return [
    { figure: `loader main-thread time, 1 widget, cold (CDP samples, median of ${RUNS})`, ours: Math.round(med(cold, 'loaderMs') * 100) / 100, unit: 'ms', target: '≤ 5 ms', ok: med(cold, 'loaderMs') <= 5 },
    { figure: 'loader main-thread time, 1 widget, warm reload', ours: Math.round(med(warm, 'loaderMs') * 100) / 100, unit: 'ms', target: '≤ 5 ms', ok: med(warm, 'loaderMs') <= 5 },
    { figure: 'long animation frames (> 50 ms) with loader scripts, worst run', ours: Math.max(max(cold, 'loaderLongFrames'), max(warm, 'loaderLongFrames')), unit: '', target: '0', ok: max(cold, 'loaderLongFrames') + max(warm, 'loaderLongFrames') === 0 },
    { figure: 'host long tasks (> 50 ms) during load, worst run (ref = no widget)', ours: Math.max(max(cold, 'longTasks'), max(warm, 'longTasks')), reference: max(none, 'longTasks'), unit: '', target: '= ref', ok: Math.max(max(cold, 'longTasks'), max(warm, 'longTasks')) <= max(none, 'longTasks') },
    { figure: 'CLS, cold (first visit, nothing known), median (ref = no widget)', ours: r3(med(cold, 'cls')), reference: r3(med(none, 'cls')), unit: '', target: '≤ 0.01', ok: med(cold, 'cls') - med(none, 'cls') <= 0.01 },
    { figure: 'CLS, warm reload (height remembered), median (ref = no widget)', ours: r3(med(warm, 'cls')), reference: r3(med(none, 'cls')), unit: '', target: '≤ 0.01', ok: med(warm, 'cls') - med(none, 'cls') <= 0.01 },
  ];
}
