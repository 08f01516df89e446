// Reads a widget type's data generically so the Content section works for every type the widgets
// team adds: arrays of objects are item lists (form fields, songs, pdfs...), top-level strings are texts,
// numbers and booleans options, objects groups; content-fields.ts adds what the data cannot say (a
// string from a fixed set, a number's bounds). Common keys (SPEC §3 data) belong to other sections.
import { FIELD_LABELS, type FieldHint } from './content-fields';

export const COMMON_KEYS: ReadonlySet<string> = new Set(['styles', 'colorScheme', 'displayRules', 'localization', 'deviceRewrites', 'customCSS', 'fontId', 'integrations', 'refreshInterval', 'recaptchaSiteKey', 'descriptionFontSize']);

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

export type ContentKind = 'text' | 'choice' | 'number' | 'lines' | 'choices' | 'option' | 'list' | 'group';
export interface ContentEntry {
  path: string[];
  kind: ContentKind;
  hint?: FieldHint;
  /** A group's own entries (one level: a group inside a group is not shown). */
  children?: ContentEntry[];
}

/**
 * Sorts a type's own data (not the common keys) into the controls that edit it: strings are texts (or a
 * choice where a hint names the set), numbers numbers, booleans options, arrays of objects item lists,
 * string lists lines or choices, and plain objects groups of their own entries (leadCapture, content).
 */
export function contentEntries(data: Record<string, unknown>, hints: Readonly<Record<string, FieldHint>> = {}, prefix: string[] = []): ContentEntry[] {
  const out: ContentEntry[] = [];
  for (const [k, v] of Object.entries(data)) {
    const path = [...prefix, k];
    if (!prefix.length && COMMON_KEYS.has(k)) continue;
    const hint = hints[path.join('.')];
    if (hint?.kind === 'hidden') continue;
    const kind: ContentKind | null =
      hint?.kind === 'choice' && typeof v === 'string' ? 'choice'
        : hint?.kind === 'datetime' && typeof v === 'string' ? 'text'
        : hint && (hint.kind === 'lines' || hint.kind === 'choices') && isStringList(v) ? hint.kind
        : typeof v === 'string' ? 'text'
        : typeof v === 'number' ? 'number'
        : typeof v === 'boolean' ? 'option'
        // An empty list reads as either kind: without a hint saying it holds strings, it is an item list.
        : Array.isArray(v) && v.every(isPlainObject) ? 'list'
        : isStringList(v) ? 'lines'
        : isPlainObject(v) && !prefix.length ? 'group'
        : null;
    if (!kind) continue;
    out.push(kind === 'group' ? { path, kind, children: contentEntries(v as Record<string, unknown>, hints, path) } : { path, kind, hint });
  }
  return out;
}

/** The type's free texts (the ones a translation can change): top-level strings that are not a choice or a date. */
export function textKeys(data: Record<string, unknown>, hints: Readonly<Record<string, FieldHint>> = {}): string[] {
  return contentEntries(data, hints).filter((e) => e.kind === 'text' && e.hint?.kind !== 'datetime').map((e) => e.path[0]!);
}

const ACRONYMS: Record<string, string> = { url: 'URL', pdf: 'PDF', pdfs: 'PDFs', ai: 'AI', csv: 'CSV', css: 'CSS', id: 'ID' };

/** "submitText" → "Submit text", "linkUrl" → "Link URL", "pdfs" → "PDFs". */
export function humanize(key: string): string {
  const s = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\b[a-z]+\b/g, (w) => ACRONYMS[w] ?? w);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The label of a data path: the table's, or the last key humanized. */
export function labelFor(path: readonly (string | number)[]): string {
  return FIELD_LABELS[path.join('.')] ?? humanize(String(path.at(-1)));
}

/** "Documents" → "document", "PDFs" → "PDF": what one item of a list is called on its Add button. */
export function singular(label: string): string {
  const one = label.replace(/s$/, '');
  return /^[A-Z]{2,}$/.test(one) ? one : one.toLowerCase();
}

/** Fields whose value is a media address get a URL input and an upload button. */
export function isMediaKey(key: string): boolean {
  return /(src|url|image|cover|document|pdf|thumbnail|poster|avatar|logo|photo)$/i.test(key);
}

/** Leaf paths of an item (one level of nesting, e.g. content.audioSrc), skipping its id. */
export function itemLeaves(item: Record<string, unknown>): string[][] {
  const out: string[][] = [];
  for (const [k, v] of Object.entries(item)) {
    if (k === 'id') continue;
    // Braced: unbraced, this `else` belonged to the inner `if`, and an item's own leaves (a form field's
    // label, a photo's address) had no control at all.
    if (isPlainObject(v)) {
      for (const [k2, v2] of Object.entries(v)) if ((!isPlainObject(v2) && !Array.isArray(v2)) || isStringList(v2)) out.push([k, k2]);
    } else if (!Array.isArray(v) || isStringList(v)) {
      out.push([k]);
    }
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
