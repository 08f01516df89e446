// dataPath ("rss.channel.item", "data.items.0") walks into parsed JSON/XML. Own keys only, so a path can
// never reach Object.prototype.
export function atPath(root: unknown, path: string | undefined): unknown {
  if (!path || !path.trim()) return root;
  let cur: unknown = root;
  for (const part of path.trim().split('.').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** A data source always yields a list: a single object becomes one item, nothing becomes none. */
export function asItems(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v === undefined || v === null || v === '') return [];
  return [v];
}
