// SPEC §2 "Widget identity from the path". Pure and framework-free: the server (frame documents), the
// frame and the loader share it.

export interface UrlIdentity {
  widgetId: string | null;
  platform: string | null;
  galleryId: string | null;
  tempSlug: string | null;
  isBundleApp: boolean;
}

/** Path segments that name the widget in the next segment (ARCHITECTURE §3.5 adds `preview`). */
const ID_SEGMENTS = ['editor', 'viewer', 'preview'];

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** A segment containing a colon is a route template or a platform-specific token, never an id. */
const asId = (s: string | undefined): string | null => (s && !s.includes(':') ? s : null);

export function parseIdentity(pathname: string): UrlIdentity {
  const seg = segmentsOf(pathname);
  const out: UrlIdentity = { widgetId: null, platform: null, galleryId: null, tempSlug: null, isBundleApp: false };
  for (let i = 0; i < seg.length; i++) {
    const s = seg[i].toLowerCase();
    if (ID_SEGMENTS.includes(s)) out.widgetId ??= asId(seg[i + 1]);
    else if (s === 'v') {
      // `/v/{platform}/{id}`: the platform follows v, the widget id follows the platform.
      out.platform ??= seg[i + 1] ?? null;
      out.widgetId ??= asId(seg[i + 2]);
    } else if (s === 'lp') out.galleryId ??= seg[i + 1] ?? null;
    else if (s === 't') out.tempSlug ??= seg[i + 1] ?? null;
    else if (s === 'bundles') out.isBundleApp = true;
  }
  if (/\/wix(\/|$)/i.test(pathname)) out.platform = 'wix';
  return out;
}

export { segmentsOf };
