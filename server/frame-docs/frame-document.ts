// The HTML of a frame document (ARCHITECTURE §3.5): noindex-unless-embedded, the widget inlined as JSON
// (no second request), modulepreload for the viewer entry and the widget's chunk, and in the body the
// server-rendered widget (painted before any JavaScript runs), else "Loading..." until the framework
// takes over (SPEC §2). After a server-rendered widget, one inline script (early-size-script.ts,
// allowed by its hash in frame-csp.ts) tells the loader the height so a 0 px iframe can paint at once;
// when the server has learned the widget's height, another one first in the head tells it sooner.
import { FRAME_BOOT_ELEMENT_ID, inlineJson, type FrameBoot } from '../../shared/url/frame-boot';
import { LOADING_TEXT } from '../../shared/rules/errors';
import { EARLY_SIZE_SCRIPT, KNOWN_HEIGHT_ATTR, KNOWN_HEIGHT_SCRIPT } from './early-size-script';
import type { ViewerAssets } from './viewer-assets';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface FrameDocumentInput {
  boot: FrameBoot;
  assets: ViewerAssets | undefined;
  lang: string;
  title: string;
  description?: string;
  image?: string | null;
  /**
   * The server-rendered widget (render-widget.tsx), the device class it was rendered for, and whether
   * its markup follows the frame's width by CSS until hydrated (its first height right on any device).
   */
  ssr?: { html: string; device: string; fluid?: boolean } | null;
  /** The widget font's rules (font-css.ts), inlined when the server-rendered markup relies on them. */
  font?: { id: string; css: string } | null;
  /** The height the server last learned for the widget on host pages of the rendered device class (widget-heights.ts). */
  knownHeight?: number;
}

/** The document's own styles, and the viewer's spinner and error view (frame/viewer/status-views.tsx). */
const BASE_CSS =
  'html,body{margin:0;padding:0;background:transparent}body{overflow-x:hidden}#root{display:flow-root}' +
  '.boot{margin:0;padding:16px;font:14px/1.3 system-ui,sans-serif;color:#52525b}' +
  '.tv-spin{padding:24px}.tv-spin>div{width:28px;height:28px;margin:auto;border-radius:50%;border:3px solid #d4d4d8;' +
  'border-top-color:#52525b;animation:tspin .8s linear infinite}@keyframes tspin{to{transform:rotate(1turn)}}' +
  '.tv-error{padding:12px 16px;border:1px solid #fca5a5;background:#fef2f2;color:#7f1d1d;border-radius:8px;font:14px/1.3 system-ui,sans-serif}';

export function frameDocument(i: FrameDocumentInput): string {
  const a = i.assets;
  // With the server-rendered markup only: the height was learned on host pages of its device class.
  const known = i.ssr && i.knownHeight && i.knownHeight > 0 ? String(Math.round(i.knownHeight)) : '';
  const preload = (a?.preload ?? []).map((p) => `<link rel="modulepreload" href="/${esc(p)}">`).join('\n');
  const css = (a?.css ?? []).map((p) => `<link rel="stylesheet" href="/${esc(p)}">`).join('\n');
  const meta = [
    `<meta property="og:title" content="${esc(i.title)}">`,
    i.description ? `<meta name="description" content="${esc(i.description)}">` : '',
    i.image ? `<meta property="og:image" content="${esc(i.image)}">` : '',
  ].filter(Boolean).join('\n');
  return `<!doctype html>
<html lang="${esc(i.lang)}"${known ? ` ${KNOWN_HEIGHT_ATTR}="${esc(known)}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${known ? `<script>${KNOWN_HEIGHT_SCRIPT}</script>\n` : ''}<meta name="robots" content="noindex, indexifembedded">
<title>${esc(i.title)}</title>
${meta}
<style>${BASE_CSS}</style>
${i.font ? `<style data-font="${esc(i.font.id)}">${i.font.css}</style>` : ''}
${css}
${preload}
<script type="application/json" id="${FRAME_BOOT_ELEMENT_ID}">${inlineJson(i.boot)}</script>
${a ? `<script type="module" src="/${esc(a.script)}"></script>` : ''}
</head>
<body>
${i.ssr ? `<div id="root" data-ssr="${esc(i.ssr.device)}"${i.ssr.fluid ? ' data-ssr-fluid' : ''}>${i.ssr.html}</div>\n<script>${EARLY_SIZE_SCRIPT}</script>` : `<div id="root"><p class="boot">${LOADING_TEXT}</p></div>`}
</body>
</html>`;
}
