// Bench section 3: what the widget costs the host page. Main-thread time in loader code (a Chromium
// trace of the host page, see trace-cost.ts), long tasks and long animation frames during load, and the
// layout shift the widget causes (the same page without it is the reference).
import type { Browser } from 'playwright-core';
import type { HostServer } from '../e2e/harness';
import { HOST_COST, HOST_INIT, hostCost, LOADED_SIGNAL } from './browser-scripts';
import { embedSnippet } from '../../frame/editor/publish/embed-snippet';
import { barePage, oursPage, plainPage, scriptedIframesPage, snippetPage, viewerUrlOf, widgetsPage, withSiteScripts } from './pages';
import { viewerFrame } from './visible';
import { BENCH_WIDGET_TYPE, heightLearned, type LastHeights } from './app';
import { copySnippetFromBuilder } from '../e2e/builder-snippet';
import { createWidget } from '../e2e/harness';
import { median, type Row } from './table';
import { hostThreadCpuMs, loaderTime, type LoaderTime, type TraceEvent } from './trace-cost';

const RUNS = Number(process.env.BENCH_COST_RUNS ?? 5);
// 'blink' for the frame's creation (WebLocalFrameImpl::createChildframe), split out of the loader's time.
const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink'];

interface Cost extends LoaderTime { cls: number; longTasks: number; loaderLongFrames: number; loaderFrameScriptMs: number; loaderFrameBlockingMs: number; longFrames: number; hostCpuMs: number }

const DESKTOP = { width: 1280, height: 800 };
/** A common phone's viewport (CSS pixels). */
const PHONE = { width: 390, height: 844 };

async function load(browser: Browser, url: string, withWidget: boolean, reload = false, viewport = DESKTOP, widgets = 1): Promise<Cost> {
  // The plain iframe has a widget frame too, but no loader to report it loaded.
  const plain = url.includes('/cost/plain');
  const ctx = await browser.newContext({ viewport });
  try {
    await ctx.addInitScript(HOST_INIT);
    const page = await ctx.newPage();
    // Set up before the navigation it waits for; nothing runs on the host page for it (HOST_INIT).
    // Every widget on the page reports loaded once.
    const loadedSignal = () => {
      if (!withWidget || plain) return null;
      let seen = 0;
      return page.waitForEvent('console', { predicate: (m) => m.text() === LOADED_SIGNAL && ++seen === widgets, timeout: 15_000 });
    };
    const settled = async (loaded: Promise<unknown> | null) => {
      if (withWidget) {
        await loaded;
        await (await viewerFrame(page)).waitForLoadState('load');
      }
      // Let late resizes land: CLS counts them too.
      await page.waitForTimeout(700);
    };
    if (reload) {
      const first = loadedSignal();
      await page.goto(url, { waitUntil: 'load' });
      await settled(first);
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    const loaded = loadedSignal();
    if (reload) await page.reload({ waitUntil: 'load' });
    else await page.goto(url, { waitUntil: 'load' });
    await settled(loaded);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
    // A reference page's own (inline) scripts stand where the loader's would (scriptedIframesPage).
    const scripts = plain ? new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : undefined;
    const c = (await page.evaluate(scripts ? hostCost(scripts.source) : HOST_COST)) as Omit<Cost, keyof LoaderTime | 'hostCpuMs'>;
    return { ...c, ...loaderTime(events, scripts), hostCpuMs: hostThreadCpuMs(events, url) };
  } finally {
    await ctx.close();
  }
}

/**
 * A first viewer on a desktop and one on a phone teach the server their heights (the widget-load
 * report, 1 s after mount, while the page is still open); then the builder's Publish panel snippet is
 * what the editor GET's lastHeights make.
 */
async function builderSnippet(browser: Browser, url: string, appUrl: string, widgetId: string, lastHeights: LastHeights) {
  for (const [viewport, device] of [[DESKTOP, 'desktop'], [PHONE, 'mobile']] as const) {
    const ctx = await browser.newContext({ viewport });
    try {
      const page = await ctx.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await heightLearned(page, lastHeights, device);
    } finally {
      await ctx.close();
    }
  }
  const h = await lastHeights();
  return { html: embedSnippet(appUrl, widgetId, h), height: h.desktop ?? 0, phone: h.mobile ?? 0 };
}

export async function hostCostRows(
  browser: Browser,
  host: HostServer,
  appUrl: string,
  widgetId: string,
  lastHeights: LastHeights,
  cookie: string,
): Promise<Row[]> {
  const ours = host.page('/cost/ours', oursPage(appUrl, widgetId));
  // The usual case: the owner copies the snippet right after building, before any visitor. A widget
  // made the same way as the bench's, so no viewer has taught the server its height yet: the snippet
  // reserves the height its builder preview showed.
  const fresh = await createWidget(appUrl, cookie, BENCH_WIDGET_TYPE, { name: 'Bench gallery' });
  const copied = await copySnippetFromBuilder(browser, appUrl, cookie, fresh);
  const fromPreview = host.page('/cost/preview-snippet', snippetPage(copied.snippet));
  const bare = host.page('/cost/bare', barePage());
  // A first viewer teaches the server the height; the Publish panel's snippet then reserves it in the
  // HTML itself (in place before any script runs).
  const snippet0 = await builderSnippet(browser, ours, appUrl, widgetId, lastHeights);
  const height = snippet0.height;
  const reserved = host.page('/cost/reserved', snippetPage(snippet0.html));
  const viewerUrl = viewerUrlOf(appUrl, widgetId, host.origin);
  const plainUrl = host.page('/cost/plain', plainPage(viewerUrl, height || 400));
  const many = [1, 5].map((n) => ({ n, url: host.page(`/cost/widgets-${n}`, widgetsPage(appUrl, widgetId, n)), runs: [] as Cost[] }));
  // The same counts of plain iframes put in by a minimal script: what inserting the frames alone costs.
  const scripted = [1, 5].map((n) => ({ n, url: host.page(`/cost/plain-scripted-${n}`, scriptedIframesPage(viewerUrl, n, height || 400)), runs: [] as Cost[] }));
  // The same cold load and its reference on a page whose own scripts ran first, as a site's do.
  const onSite = [
    { n: 1, url: host.page('/cost/site-ours', withSiteScripts(oursPage(appUrl, widgetId))), runs: [] as Cost[] },
    { n: 1, url: host.page('/cost/plain-scripted-site', withSiteScripts(scriptedIframesPage(viewerUrl, 1, height || 400))), runs: [] as Cost[] },
  ];
  const snippet: Cost[] = [];
  const previewSnippet: Cost[] = [];
  const cold: Cost[] = [];
  const warm: Cost[] = [];
  const none: Cost[] = [];
  const phone: Cost[] = [];
  const phonePreview: Cost[] = [];
  const phoneNone: Cost[] = [];
  const plain: Cost[] = [];
  for (let i = 0; i < RUNS; i++) {
    plain.push(await load(browser, plainUrl, true));
    cold.push(await load(browser, ours, true));
    warm.push(await load(browser, ours, true, true));
    none.push(await load(browser, bare, false));
    snippet.push(await load(browser, reserved, true));
    previewSnippet.push(await load(browser, fromPreview, true));
    phone.push(await load(browser, reserved, true, false, PHONE));
    phonePreview.push(await load(browser, fromPreview, true, false, PHONE));
    phoneNone.push(await load(browser, bare, false, false, PHONE));
    for (const m of [...many, ...scripted, ...onSite]) m.runs.push(await load(browser, m.url, true, false, DESKTOP, m.n));
  }
  const previewPx = /min-height:(\d+)px/.exec(copied.snippet)?.[1];
  const phonePx = /\(max-width:479\.98px\)\{[^{]+\{min-height:(\d+)px/.exec(copied.snippet)?.[1];
  const med = (xs: Cost[], k: keyof Cost) => median(xs.map((x) => x[k]));
  const max = (xs: Cost[], k: keyof Cost) => Math.max(...xs.map((x) => x[k]));
  const r3 = (n: number) => Math.round(n * 1000) / 1000;
  const ms = (n: number) => Math.round(n * 10) / 10;
  const sum = (xs: Cost[], k: keyof Cost) => xs.reduce((t, x) => t + x[k], 0);
  const [one, five] = many.map((m) => med(m.runs, 'cpuMs'));
  const [frameOne, frameFive] = many.map((m) => med(m.runs, 'frameMs'));
  const [refOne, refFive] = scripted.map((m) => med(m.runs, 'cpuMs'));
  return [
    {
      figure: `loader main-thread CPU time, 1 widget, cold (trace thread time, median of ${RUNS}; ref = a script putting in 1 plain iframe, a task of its own)`,
      ours: ms(med(cold, 'cpuMs')),
      reference: ms(med(scripted[0].runs, 'cpuMs')),
      unit: 'ms',
      target: '≤ 5 ms',
      ok: med(cold, 'cpuMs') <= 5,
    },
    // What the line above holds besides the loader's own script: the same for any iframe, or the host's.
    { figure: "… of which the browser creating the iframe's frame (any iframe costs it; a plain one in the parser)", ours: ms(med(cold, 'frameMs')), unit: 'ms' },
    { figure: "… of which the host page's style and layout, forced by reading the placeholder's position", ours: ms(med(cold, 'layoutMs')), unit: 'ms' },
    { figure: 'loader main-thread wall time of the same tasks, cold', ours: ms(med(cold, 'wallMs')), unit: 'ms' },
    // The bare article makes the loader pay for the first use of each DOM API in the page (pages.ts,
    // withSiteScripts); on a site, the site's own scripts have paid it.
    {
      figure: "loader main-thread CPU time, 1 widget, cold, on a page whose own scripts used the DOM APIs first, as a site's do (ref = the same for the script putting in 1 plain iframe)",
      ours: ms(med(onSite[0].runs, 'cpuMs')),
      reference: ms(med(onSite[1].runs, 'cpuMs')),
      unit: 'ms',
    },
    // Context for the line above: all the host's main-thread CPU during a cold load, with the widget
    // through our loader against a plain iframe of the same viewer URL (whose frame setup the HTML parser
    // pays, so no script is charged for it), each less the same page without any widget.
    {
      figure: 'host main-thread CPU beyond the page without a widget, cold (ref = plain iframe)',
      ours: ms(med(cold, 'hostCpuMs') - med(none, 'hostCpuMs')),
      reference: ms(med(plain, 'hostCpuMs') - med(none, 'hostCpuMs')),
      unit: 'ms',
    },
    // The same split per widget: one page with 1 placeholder against one with 5 (each mounted at once).
    { figure: 'loader main-thread CPU, once per page (1 widget, less what each widget adds)', ours: ms(one - (five - one) / 4), unit: 'ms' },
    {
      figure: 'loader main-thread CPU, each further widget ((5 widgets − 1 widget) / 4; ref = the same for a script putting in plain iframes, a task each)',
      ours: ms((five - one) / 4),
      reference: ms((refFive - refOne) / 4),
      unit: 'ms',
      target: '≤ 5 ms',
      ok: (five - one) / 4 <= 5,
    },
    { figure: "… of which the browser creating the widget's frame", ours: ms((frameFive - frameOne) / 4), unit: 'ms' },
    { figure: 'loader main-thread CPU time, 1 widget, warm reload', ours: ms(med(warm, 'cpuMs')), unit: 'ms', target: '≤ 5 ms', ok: med(warm, 'cpuMs') <= 5 },
    { figure: 'loader main-thread wall time of the same tasks, warm', ours: ms(med(warm, 'wallMs')), unit: 'ms' },
    { figure: 'longest loader task (wall), worst run', ours: ms(Math.max(max(cold, 'longestMs'), max(warm, 'longestMs'))), unit: 'ms', target: '≤ 50 ms', ok: Math.max(max(cold, 'longestMs'), max(warm, 'longestMs')) <= 50 },
    {
      figure: 'long animation frames (> 50 ms) with loader scripts, worst run (ref = with the script putting in 1 plain iframe, a task of its own)',
      ours: Math.max(max(cold, 'loaderLongFrames'), max(warm, 'loaderLongFrames')),
      reference: max(scripted[0].runs, 'loaderLongFrames'),
      unit: '',
      target: '0',
      ok: max(cold, 'loaderLongFrames') + max(warm, 'loaderLongFrames') === 0,
    },
    // What such a frame holds of ours: the loader scripts' time in it, and how long it kept input waiting
    // (its blocking duration: the time its tasks ran past 50 ms each).
    { figure: "… loader scripts' time in one such frame, worst run", ours: ms(Math.max(max(cold, 'loaderFrameScriptMs'), max(warm, 'loaderFrameScriptMs'))), unit: 'ms' },
    { figure: '… the blocking duration of such a frame, worst run', ours: ms(Math.max(max(cold, 'loaderFrameBlockingMs'), max(warm, 'loaderFrameBlockingMs'))), unit: 'ms' },
    // Context for the lines above: a frame is long when its rendering starts late as well, with no script
    // in it (a frame process starting up on two cores). The plain iframe's page has such frames too.
    { figure: `long animation frames (> 50 ms), any or no script, cold, sum of ${RUNS} runs (ref = plain iframe)`, ours: sum(cold, 'longFrames'), reference: sum(plain, 'longFrames'), unit: '' },
    { figure: 'host long tasks (> 50 ms) during load, worst run (ref = no widget)', ours: Math.max(max(cold, 'longTasks'), max(warm, 'longTasks')), reference: max(none, 'longTasks'), unit: '', target: '= ref', ok: Math.max(max(cold, 'longTasks'), max(warm, 'longTasks')) <= max(none, 'longTasks') },
    { figure: 'CLS, cold, bare placeholder (first visit: nothing in the page or the browser), median (ref = no widget)', ours: r3(med(cold, 'cls')), reference: r3(med(none, 'cls')), unit: '', target: '≤ 0.01', ok: med(cold, 'cls') - med(none, 'cls') <= 0.01 },
    { figure: `CLS, cold, the builder's snippet (server-learned style="min-height:${height}px"), median`, ours: r3(med(snippet, 'cls')), reference: r3(med(none, 'cls')), unit: '', target: '≤ 0.01', ok: med(snippet, 'cls') - med(none, 'cls') <= 0.01 },
    {
      figure: `CLS, cold, the builder's snippet copied before any visit (${previewPx ? `measured in the builder: style="min-height:${previewPx}px"` : 'no height'}), median`,
      ours: r3(med(previewSnippet, 'cls')),
      reference: r3(med(none, 'cls')),
      unit: '',
      target: '≤ 0.01',
      ok: med(previewSnippet, 'cls') - med(none, 'cls') <= 0.01,
    },
    {
      figure: `CLS, cold, phone (390 px), the builder's snippet (learned per screen size: ${snippet0.phone} px on phones), median`,
      ours: r3(med(phone, 'cls')),
      reference: r3(med(phoneNone, 'cls')),
      unit: '',
      target: '≤ 0.01',
      ok: med(phone, 'cls') - med(phoneNone, 'cls') <= 0.01,
    },
    {
      figure: `CLS, cold, phone, the builder's snippet copied before any visit (${phonePx ? `${phonePx} px on phones` : 'no phone height'}), median`,
      ours: r3(med(phonePreview, 'cls')),
      reference: r3(med(phoneNone, 'cls')),
      unit: '',
      target: '≤ 0.01',
      ok: med(phonePreview, 'cls') - med(phoneNone, 'cls') <= 0.01,
    },
    { figure: 'CLS, warm reload (height remembered), median (ref = no widget)', ours: r3(med(warm, 'cls')), reference: r3(med(none, 'cls')), unit: '', target: '≤ 0.01', ok: med(warm, 'cls') - med(none, 'cls') <= 0.01 },
  ];
}
