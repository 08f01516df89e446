// Which host page may talk to this frame. The concrete origin comes from the browser when it can tell
// (location.ancestorOrigins, Chromium and Safari) and otherwise from the `origin` parameter the loader
// put in the frame URL; penpal then accepts messages from that origin only.

/** The http(s) origin of a URL-ish value, or null. */
const httpOrigin = (v: unknown): string | null => {
  try {
    const u = new URL(String(v));
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

export function hostOriginOf(loc: { ancestorOrigins?: ArrayLike<string> } & Pick<Location, 'search'>): string | null {
  const fromBrowser = loc.ancestorOrigins?.[0];
  return httpOrigin(fromBrowser && fromBrowser !== 'null' ? fromBrowser : new URLSearchParams(loc.search).get('origin'));
}

/** ARCHITECTURE §3.4: the widget's allow-list (`data.allowedOrigins`); empty means any http(s) origin. */
export function isAllowedHost(origin: string, allowedOrigins: unknown): boolean {
  const want = httpOrigin(origin);
  const list = Array.isArray(allowedOrigins) ? allowedOrigins : [];
  return !!want && (!list.length || list.some((o) => httpOrigin(o) === want));
}
