// Every hint the Content section follows (frame/editor/sections/content-fields.ts) against the widget
// type's data schema: each option and each bound is a value the server accepts, and one step past it is
// a value it refuses, so the builder never offers what a save would fail on, nor hides what it allows.
import { describe, expect, it } from 'vitest';
import { FIELD_HINTS, FIELD_LABELS, ITEM_HINTS, type FieldHint } from '../../../frame/editor/sections/content-fields';
import { COMMON_KEYS, contentEntries } from '../../../frame/editor/sections/content-model';
import { setIn } from '../../../frame/editor/workspace/data-path';
import { WIDGET_DEFAULTS_BY_TYPE as WIDGET_DEFAULTS } from '../../../shared/widgets/defaults';
import { widgetDataIssues } from '../../../shared/widgets/schemas';
import { WIDGET_TYPES, type WidgetType } from '../../../shared/widget-types';

const rows = Object.entries(FIELD_HINTS).flatMap(([type, hints]) => Object.entries(hints).map(([path, hint]) => [type, path, hint] as [WidgetType, string, FieldHint]));

/** Whether the type's defaults with `value` at `path` pass the type's schema. */
const accepts = (type: WidgetType, path: string, value: unknown) => widgetDataIssues(type, setIn(WIDGET_DEFAULTS[type], path.split('.'), value)).length === 0;

describe('content field hints agree with the data schemas', () => {
  it.each(rows)('%s %s', (type, path, hint) => {
    expect(WIDGET_TYPES).toContain(type);
    if (hint.kind === 'choice') {
      for (const o of hint.options) expect(accepts(type, path, o), o).toBe(true);
      expect(accepts(type, path, 'not-an-option')).toBe(false);
    } else if (hint.kind === 'number') {
      expect([accepts(type, path, hint.min), accepts(type, path, hint.max)]).toEqual([true, true]);
      expect([accepts(type, path, hint.min - 1), accepts(type, path, hint.max + 1)]).toEqual([false, false]);
    } else if (hint.kind === 'choices') {
      expect(accepts(type, path, [...hint.options])).toBe(true);
      expect(accepts(type, path, [])).toBe(true);
      expect(accepts(type, path, ['not-an-option'])).toBe(false);
    } else if (hint.kind === 'datetime') {
      expect([accepts(type, path, '2027-03-14T19:00'), accepts(type, path, 'next friday'), accepts(type, path, '')]).toEqual([true, false, false]);
    } else if (hint.kind === 'hidden') {
      expect(accepts(type, path, '')).toBe(true);
      expect(contentEntries(WIDGET_DEFAULTS[type], FIELD_HINTS[type]).map((e) => e.path.join('.'))).not.toContain(path);
    } else {
      expect(accepts(type, path, ['One, with a comma', 'Two'])).toBe(true);
    }
  });

  it.each(Object.entries(ITEM_HINTS).flatMap(([type, hints]) => Object.entries(hints).map(([path, hint]) => [type, path, hint] as const)))('%s item %s', (type, path, hint) => {
    const [list, key] = path.split('.') as [string, string];
    const items = (WIDGET_DEFAULTS[type as WidgetType] as Record<string, Record<string, unknown>[]>)[list]!;
    expect(items[0], `${type} has ${list} with ${key}`).toHaveProperty(key);
    if (hint.kind !== 'choice') return;
    // Issues at the key itself: another key of the item may depend on it (a chat app's address).
    const refused = (v: string) =>
      widgetDataIssues(type as WidgetType, { ...WIDGET_DEFAULTS[type as WidgetType], [list]: [{ ...items[0], [key]: v }] }).some((i) => i.path.join('.') === `data.${list}.0.${key}`);
    for (const o of hint.options) expect(refused(o), o).toBe(false);
    expect(refused('not-an-option')).toBe(true);
  });

  it('names only paths some type has', () => {
    const paths = new Set(WIDGET_TYPES.flatMap((t) => contentEntries(WIDGET_DEFAULTS[t], FIELD_HINTS[t]).flatMap((e) => [e, ...(e.children ?? [])]).map((e) => e.path.join('.'))));
    expect(rows.filter(([, , h]) => h.kind !== 'hidden').map(([, p]) => p).filter((p) => !paths.has(p))).toEqual([]);
    expect(rows.filter(([t, p, h]) => h.kind === 'hidden' && !(p in WIDGET_DEFAULTS[t]))).toEqual([]);
    expect(Object.keys(FIELD_LABELS).filter((p) => !paths.has(p))).toEqual([]);
  });

  it('leaves no default value of any type without a control', () => {
    // Every key of a type's own data (common keys have sections of their own), and every key of an
    // object in it, has a control in the Content section: a value no control edits is a setting the
    // owner cannot change (the flipbook's documents were one).
    const unshown = WIDGET_TYPES.flatMap((t) => {
      const shown = new Set(contentEntries(WIDGET_DEFAULTS[t], FIELD_HINTS[t]).flatMap((e) => [e, ...(e.children ?? [])]).map((e) => e.path.join('.')));
      const own = Object.entries(WIDGET_DEFAULTS[t]).filter(([k]) => !COMMON_KEYS.has(k));
      const paths = own.flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).map((k2) => `${k}.${k2}`) : [k]));
      // A hidden hint names a value set by a control of its own (calendar-note.tsx for calendarId).
      const ownControl = (p: string) => FIELD_HINTS[t]?.[p]?.kind === 'hidden';
      return paths.filter((p) => !shown.has(p) && !ownControl(p)).map((p) => `${t} ${p}`);
    });
    expect(unshown).toEqual([]);
  });
});
