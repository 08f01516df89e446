// Reads a widget type's data generically so the Content section works for every type the widgets
// team adds: arrays of objects are item lists (form fields, songs, pdfs...), top-level strings are texts,
// top-level booleans are options. Common keys (SPEC §3 data) belong to other sections.
const COMMON = new Set(['styles', 'colorScheme', 'displayRules', 'localization', 'deviceRewrites', 'customCSS', 'fontId', 'integrations', 'refreshInterval', 'recaptchaSiteKey', 'descriptionFontSize']);

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

export function itemLists(data: Record<string, unknown>): string[] {
  return Object.keys(data).filter((k) => !COMMON.has(k) && Array.isArray(data[k]) && (data[k] as unknown[]).every(isPlainObject));
}

export function textKeys(data: Record<string, unknown>): string[] {
  return Object.keys(data).filter((k) => !COMMON.has(k) && typeof data[k] === 'string');
}

export function optionKeys(data: Record<string, unknown>): string[] {
  return Object.keys(data).filter((k) => !COMMON.has(k) && typeof data[k] === 'boolean');
}

/** "submitText" → "Submit text". */
export function humanize(key: string): string {
  const s = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Fields whose value is a media address get a URL input and an upload button. */
export function isMediaKey(key: string): boolean {
  return /(src|url|image|cover|document|pdf|thumbnail|poster|avatar|logo)$/i.test(key);
}

/** Leaf paths of an item (one level of nesting, e.g. content.audioSrc), skipping its id. */
export function itemLeaves(item: Record<string, unknown>): string[][] {
  const out: string[][] = [];
  for (const [k, v] of Object.entries(item)) {
    if (k === 'id') continue;
    if (isPlainObject(v)) for (const [k2, v2] of Object.entries(v)) if (!isPlainObject(v2) && !Array.isArray(v2) || isStringList(v2)) out.push([k, k2]);
    else if (!Array.isArray(v) || isStringList(v)) out.push([k]);
  }
  return out;
}

export function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

/** A new item shaped like the existing ones: same keys, blank values, a fresh id. */
export function blankLike(sample: Record<string, unknown> | undefined, n: number): Record<string, unknown> {
  const blank = (v: unknown): unknown =>
    typeof v === 'string' ? '' : typeof v === 'number' ? 0 : typeof v === 'boolean' ? false : Array.isArray(v) ? [] : isPlainObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blank(x)])) : v;
  const item = sample ? (blank(sample) as Record<string, unknown>) : { title: '' };
  if (sample && 'type' in sample) item.type = sample.type;
  for (const k of ['label', 'title', 'name']) if (k in item) item[k] = `New item ${n}`;
  item.id = `item-${Date.now().toString(36)}-${n}`;
  return item;
}

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list.slice();
  const copy = list.slice();
  const [x] = copy.splice(from, 1);
  copy.splice(to, 0, x!);
  return copy;
}
