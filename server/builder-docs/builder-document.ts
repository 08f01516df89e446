// The HTML shell of every builder page (home, sign-in, editor). The builder is a client app: the shell
// carries only the asset tags, the page title and a no-script note.
import { LOADING_TEXT } from '../../shared/rules/errors';
import type { BuilderAssets } from './manifest';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function builderDocument(title: string, assets: BuilderAssets): string {
  const preload = assets.preload.map((p) => `<link rel="modulepreload" href="/${esc(p)}">`).join('');
  const css = assets.css ? `<link rel="stylesheet" href="/${esc(assets.css)}">` : '';
  return `<!doctype html>
<html lang="en" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<title>${esc(title)}</title>
${css}${preload}
<script type="module" src="/${esc(assets.script)}"></script>
</head>
<body>
<div id="app"><p class="boot">${LOADING_TEXT}</p></div>
<noscript>The Tessera builder needs JavaScript.</noscript>
</body>
</html>`;
}

/** Builder pages are never frameable (ARCHITECTURE §3.5); clickjacking the editor would be an owner takeover. */
export const BUILDER_HEADERS: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};
