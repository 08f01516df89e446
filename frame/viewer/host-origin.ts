// Which host page may talk to this frame. The concrete origin comes from the browser when it can tell
// (location.ancestorOrigins, Chromium and Safari) and otherwise from the `origin` parameter the loader
// put in the frame URL; penpal then accepts messages from that origin only.

export function hostOriginOf(loc: { ancestorOrigins?: DOMStringList | readonly string[] } & Pick<Location, 'search'>): string | null {
  const anc = loc.ancestorOrigins;
  const fromBrowser = anc && anc.length ? (Array.isArray(anc) ? anc[0] : (anc as DOMStringList).item(0)) : null;
  if (fromBrowser && fromBrowser !== 'null') return fromBrowser;
  const q = new URLSearchParams(loc.search).get('origin');
  if (!q) return null;
  try {
    const u = new URL(q);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const normalize = (o: string): string | null => {
  try {
    return new URL(o).origin;
  } catch {
    return null;
  }
};

/** ARCHITECTURE §3.4: the widget's allow-list (`data.allowedOrigins`); empty means any http(s) origin. */
export function isAllowedHost(origin: string, allowedOrigins: unknown): boolean {
  if (!/^https?:\/\//.test(origin)) return false;
  const list = Array.isArray(allowedOrigins) ? allowedOrigins.filter((x): x is string => typeof x === 'string') : [];
  if (!list.length) return true;
  const want = normalize(origin);
  return list.some((o) => normalize(o) === want);
}
