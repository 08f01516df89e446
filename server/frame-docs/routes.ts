// Viewer-side frame documents (ARCHITECTURE §3.5): /viewer/:id, /v/:platform/:id, /lp/:galleryId,
// /t/:tempSlug and /preview/:id. A missing widget still gets a document: the frame shows the server's
// message in its error view, so the host page explains itself instead of showing a broken frame.
import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { authenticate } from '../auth/require-owner';
import type { Deps } from '../deps';
import { lastHeights } from '../events/widget-heights';
import { getOwnedWidgetRow, isPubliclyVisible } from '../widgets/queries';
import { VIEWER_CACHE_CONTROL } from '../widgets/viewer-routes';
import type { WidgetDto } from '../widgets/widget-record';
import { frameEnvFromUrl } from '../../shared/url/frame-env';
import type { FrameBoot } from '../../shared/url/frame-boot';
import type { ViewerWidget } from '../../shared/api/viewer';
import { acceptsGzip, answerDocument, documentCacheFor, type DocumentBytes } from './document-cache';
import { frameCsp } from './frame-csp';
import { fontForId } from '../../shared/design/fonts';
import { ownFontOf } from '../../shared/design/own-font';
import { fontCss } from './font-css';
import { frameDocument } from './frame-document';
import { renderWidgetHtml } from './render-widget';
import { ssrDeviceOf } from './ssr-device';
import { resolveWidget, type Lookup } from './resolve-widget';
import { viewerAssets } from './viewer-assets';
import { frameBrand } from '../white-label/frame-brand';
import { parseQuery, WHITE_LABEL_SEGMENT } from '../../shared/url/query';

/** Frame documents stay as fresh as the viewer call whose data they inline. */
export const FRAME_DOC_CACHE_CONTROL = VIEWER_CACHE_CONTROL;

/** The viewer-safe fields of a widget: what GET /api/v1/plugin/viewer/{id} answers. */
function forViewer(w: WidgetDto): ViewerWidget {
  return { ...w, previewImage: w.previewImage ?? undefined } as ViewerWidget;
}

export function frameDocRoutes(deps: Deps): Hono {
  const app = new Hono();
  const hostOf = (u: string) => {
    try {
      return new URL(u).hostname;
    } catch {
      return '';
    }
  };
  const tagHosts = deps.config.tagHosts;
  const scriptOrigins = [deps.config.recaptchaBaseUrl, tagHosts?.google ?? '', tagHosts?.mixpanel ?? ''].filter((u) => u.startsWith('http://'));

  const docs = documentCacheFor(deps);
  const send = (c: Context, doc: DocumentBytes, status: 200 | 404 = 200) => {
    const a = answerDocument(doc, c.req.header('accept-encoding'), c.req.header('if-none-match'));
    if (!a.body) return c.body(null, 304, a.headers);
    return c.body(a.body as Uint8Array<ArrayBuffer>, status, a.headers);
  };

  const serve = async (c: Context, lookup: Lookup | null) => {
    const hit = docs.get(c.req.url, deps.now());
    if (hit) return send(c, hit);
    const url = new URL(c.req.url);
    const ownerOf = async (w: WidgetDto) => {
      const who = await authenticate(deps, c).catch(() => null);
      return !!who && !!(await getOwnedWidgetRow(deps, who.owner.id, w.guid));
    };
    const { widget, error } = lookup ? await resolveWidget(deps, lookup, ownerOf) : { widget: null, error: null };
    const productHosts = [...new Set([hostOf(deps.config.publicUrl), url.hostname].filter(Boolean))];
    const env = frameEnvFromUrl(url, productHosts);
    const type = widget?.type ?? env.pluginType;
    const boot: FrameBoot = {
      env,
      widgetId: widget?.guid ?? null,
      widget: widget ? forViewer(widget) : null,
      error,
      appUrl: url.origin,
      productHosts,
      ...(tagHosts && { tagHosts }),
    };
    const brand = await frameBrand(deps, widget?.guid ?? null, env, parseQuery(url.searchParams).whiteLabelToken);
    if (brand) boot.brand = brand;
    const lang = env.language ?? 'en';
    const assets = viewerAssets(deps.config.publicDir, type);
    // Server-rendered only when the viewer script is there to hydrate it (not before the first build).
    const device = ssrDeviceOf(url);
    const chosen = (widget?.data as { fontId?: string } | undefined)?.fontId;
    // An owner's own font is declared by the widget's markup itself (frame/widgets/common/font.ts).
    const fontId = ownFontOf(chosen, widget?.fonts) ? null : fontForId(chosen).id;
    const font = assets && fontId ? { id: fontId, css: fontCss(deps.config.publicDir, fontId) } : null;
    if (font?.css) boot.inlinedFontId = font.id;
    const rendered = assets ? await renderWidgetHtml(boot, lang, device) : null;
    // An embedded widget's last height on this device class sizes its iframe before the markup arrives.
    const knownHeight = rendered && widget && env.mode === 'viewer' ? (await lastHeights(deps, widget.guid))[device] : undefined;
    // Rendered on the client instead, the widget links its font itself.
    if (!rendered) delete boot.inlinedFontId;
    const html = frameDocument({
      ssr: rendered && { ...rendered, device },
      font: rendered && font?.css ? { id: font.id, css: font.css } : null,
      knownHeight,
      boot,
      assets,
      lang,
      title: widget?.name ?? `${brand?.name ?? 'Tessera'} widget`,
      description: widget?.description || undefined,
      image: widget?.previewImage,
    });
    const cacheable = widget && isPubliclyVisible(widget) && lookup?.by !== 'tempSlug';
    const headers = {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': frameCsp(widget?.data.allowedOrigins, scriptOrigins),
      'cache-control': cacheable ? FRAME_DOC_CACHE_CONTROL : 'no-store',
      'x-content-type-options': 'nosniff',
    };
    // The same for every visitor: answered from memory for a few seconds (document-cache.ts).
    if (cacheable) {
      const height = env.mode === 'viewer' && rendered ? { device, known: knownHeight } : null;
      return send(c, docs.set(c.req.url, { widgetId: widget.guid, height, headers }, html, deps.now()));
    }
    // The document (4–18 KB, about a quarter of that gzipped) fits the first round trip of a new
    // connection compressed, and its first paint waits on that.
    const raw = Buffer.from(html);
    const gzip = acceptsGzip(c.req.header('accept-encoding')) ? { bytes: gzipSync(raw), etag: null } : undefined;
    return send(c, { headers, identity: { bytes: raw, etag: null }, gzip }, widget || !lookup ? 200 : 404);
  };

  // Each document path and the widget it looks up (/wix/viewer looks none up).
  const documents: Array<[path: string, by: Lookup['by'] | null, param: string]> = [
    ['/viewer/:id', 'id', 'id'],
    ['/preview/:id', 'id', 'id'],
    ['/v/:platform/:id', 'id', 'id'],
    ['/wix/viewer', null, ''],
    ['/lp/:galleryId', 'gallery', 'galleryId'],
    ['/t/:tempSlug', 'tempSlug', 'tempSlug'],
  ];
  for (const [path, by, param] of documents) {
    const handler = (c: Context) => serve(c, by && { by, value: c.req.param(param) ?? '' });
    app.get(path, handler);
    // The same documents in white-label mode (SPEC §2: a white-label path segment turns it on).
    app.get(`/${WHITE_LABEL_SEGMENT}${path}`, handler);
  }
  return app;
}
