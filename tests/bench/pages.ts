// Host pages the browser sections load: a plain article with the widget in the first screen and text
// below it (so a late height would push that text: the layout shift a real page suffers).
const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1}. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</p>`).join('\n');

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bench host</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:900px;margin:0 auto;padding:16px}</style>${head}</head>
<body><h1>A customer's article</h1>${filler(2)}
${body}
${filler(12)}
</body></html>`;

/** A plain iframe's look: the widget's width and a fixed height, nothing else. */
const plainIframeStyle = (height: number) => `display:block;width:100%;border:0;height:${height}px`;

/** The mark every timing starts from, placed right before the embed (absolute: timeOrigin + startTime). */
const MARK = `<script>performance.mark('tessera-script')</script>`;
export const MARK_NAME = 'tessera-script';

/**
 * The embed exactly as the builder's snippet gives it; `attrs` adds optional placeholder attributes,
 * `before` content between the timing mark and the embed (BELOW_FOLD).
 */
export function oursPage(appUrl: string, widgetId: string, attrs = '', before = ''): string {
  return page('', `${MARK}${before}<script src="${appUrl}/loader.js" async></script>\n<div data-tessera-widget="${widgetId}"${attrs}></div>`);
}

/**
 * `n` placeholders of the widget, each mounted at once wherever it is (data-lazy="none"): with n = 1 and
 * n = 5 the loader's cost splits into what a page pays once and what each further widget adds.
 */
export function widgetsPage(appUrl: string, widgetId: string, n: number): string {
  const one = `<div data-tessera-widget="${widgetId}" data-lazy="none"></div>`;
  return page('', `${MARK}<script src="${appUrl}/loader.js" async></script>\n${Array.from({ length: n }, () => one).join('\n')}`);
}

/** Script text that puts a plain iframe of the viewer URL into each `.embed` box, a user-blocking task each (as loader.js puts its frames in, loader/placeholders.ts). */
const insertFrames = (viewerUrl: string, height: number) =>
  `document.querySelectorAll('.embed').forEach(function (el) { scheduler.postTask(function () { var f = document.createElement('iframe'); f.src = ${JSON.stringify(viewerUrl)}; f.title = 'widget'; f.style.cssText = '${plainIframeStyle(height)}'; el.appendChild(f); }, { priority: 'user-blocking' }); });`;

/**
 * The floor for a script-inserted embed: `n` empty boxes and an inline script that puts a plain iframe
 * of the viewer URL in each (insertFrames), and nothing else: no bridge, no sizing, no host events. What
 * its tasks cost is what inserting an iframe costs the host page's main thread, whoever inserts it.
 */
export function scriptedIframesPage(viewerUrl: string, n: number, height: number): string {
  return page('', `${MARK}${Array.from({ length: n }, () => '<div class="embed"></div>').join('\n')}<script>${insertFrames(viewerUrl, height)}</script>`);
}

/**
 * The floor for an embed by script, as ours is: an async script from a server (`scriptUrl`, serving
 * `embedScript`) that puts a plain iframe of the viewer URL at its height into an empty box, in a
 * user-blocking task (as loader.js does), and nothing else. Inline, the same script runs in the parser
 * before the page's first rendering update; an async one, like every embed's, after it.
 */
export function scriptEmbedPage(scriptUrl: string): string {
  return page('', `${MARK}<script src="${scriptUrl}" async></script>\n<div class="embed"></div>`);
}

export function embedScript(viewerUrl: string, height: number): string {
  // Run before its box is parsed (as a cached script can be), it waits for the document.
  return `(function () { function go() { ${insertFrames(viewerUrl, height)} } if (document.querySelector('.embed')) go(); else document.addEventListener('DOMContentLoaded', go); })();`;
}

/** A whole snippet as the builder's Publish panel gives it (script tag and placeholder). */
export function snippetPage(snippet: string): string {
  return page('', `${MARK}${snippet}`);
}

/** The widget's viewer URL as a hand-written iframe would carry it (the host origin, as the loader adds it). */
export function viewerUrlOf(appUrl: string, widgetId: string, hostOrigin: string): string {
  return `${appUrl}/viewer/${encodeURIComponent(widgetId)}?origin=${encodeURIComponent(hostOrigin)}`;
}

/** The floor: a hand-written iframe of the same viewer URL with a fixed height, no script at all. */
export function plainPage(viewerUrl: string, height: number, before = ''): string {
  return page('', `${MARK}${before}<iframe src="${viewerUrl}" title="widget" style="${plainIframeStyle(height)}"></iframe>`);
}

/** The same article without any widget (the reference for layout shift and long tasks). */
export function barePage(): string {
  return page('', '');
}

/**
 * Pushes an embed below the fold: 1,400 px of article before it puts it about 830 px under an 800 px
 * viewport's bottom edge, beyond the 300 px the loader mounts at once and within the 1,250 px it loads
 * in idle time (loader/lazy.ts).
 */
export const BELOW_FOLD = '<div style="height:1400px">More of the article.</div>';

/**
 * What a site's own scripts have done by the time an embed loads: used the DOM APIs the loader uses
 * (document, location, URL, storage, observers, events, messaging). The first use of each in a page
 * sets up its bindings. On the bare article the loader pays for that: loader.js's evaluation took 8 ms
 * of thread time there and 4 ms after this script (medians of 7 cold loads), and its
 * `document.currentScript`, the page's first `document`, took 1 ms alone. A data: URL, so the trace
 * charges it to neither the loader nor a reference page's own scripts.
 */
const SITE_SCRIPT = `(function () {
  var d = document;
  d.querySelectorAll('p');
  d.createElement('div').setAttribute('data-x', '1');
  new URL('/a?b=1', location.href).searchParams.set('c', '2');
  try { sessionStorage.getItem('site'); localStorage.getItem('site'); } catch (e) {}
  new MutationObserver(function () {});
  new IntersectionObserver(function () {});
  d.dispatchEvent(new CustomEvent('site:ready'));
  addEventListener('message', function () {});
  postMessage({ site: 1 }, location.origin);
  new MessageChannel();
  screen.width;
  performance.getEntriesByName('site');
})();`;

/** `html` with a site's own scripts run first thing in its body (SITE_SCRIPT). */
export function withSiteScripts(html: string): string {
  return html.replace('<body>', `<body><script src="data:text/javascript,${encodeURIComponent(SITE_SCRIPT)}"></script>`);
}
