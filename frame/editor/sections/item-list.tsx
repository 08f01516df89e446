// An editable list of a widget's items (form fields, songs, pdfs, images...): add, remove, reorder by
// drag or by keyboard (the Move buttons, or Alt+Arrow keys on the item's handle), edit each leaf.
import { useState } from 'react';
import { FORM_FIELD_SETTINGS, type FormFieldType } from '../../../shared/widgets/form';
import { getIn } from '../workspace/data-path';
import { setData, useEditor } from '../workspace/editor-context';
import { Checkbox, Group, LinesInput, NumberInput, Select, TextInput } from '../ui/fields';
import { MediaInput } from '../ui/media-input';
import { ITEM_HINTS, ITEM_LABELS, MULTILINE_KEYS } from './content-fields';
import { blankLike, humanize, isMediaKey, isStringList, itemLeaves, labelFor, move, singular } from './content-model';

type Item = Record<string, unknown>;

export function itemTitle(item: Item, i: number): string {
  // A gallery's photos have no title: their description names them.
  const t = [item.label, item.title, item.name, item.question, item.alt, item.caption].find((x) => typeof x === 'string' && x);
  // A business's opening day is named by its day.
  if (!t && typeof item.day === 'string' && item.day) return humanize(item.day);
  // A social profile by its network too: a business's profiles often share one label.
  if (typeof item.network === 'string' && item.network) return t ? `${t} (${humanize(item.network)})` : humanize(item.network);
  return typeof t === 'string' && t ? t : `Item ${i + 1}`;
}

/** The list at `path` in the widget's data (top level, or one level down as the flipbook's content.items). */
export function ItemList(props: { path: readonly string[] }) {
  const { store, doc } = useEditor();
  const items = (getIn(doc.data, props.path) as Item[] | undefined) ?? [];
  const label = labelFor(props.path);
  const id = props.path.join('-');
  const [open, setOpen] = useState<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const write = (next: Item[]) => setData(store, props.path, next);
  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    write(move(items, from, to));
    setAnnounce(`${itemTitle(items[from]!, from)} moved to position ${to + 1} of ${items.length}.`);
    if (open === from) setOpen(to);
  };

  return (
    <Group title={label}>
      <ol class="item-list">
        {items.map((item, i) => (
          <li
            key={String(item.id ?? i)}
            class={dragFrom === i ? 'item dragging' : 'item'}
            draggable
            onDragStart={(e) => (setDragFrom(i), e.dataTransfer?.setData('text/plain', String(i)))}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) reorder(dragFrom, i);
              setDragFrom(null);
            }}
            onDragEnd={() => setDragFrom(null)}
          >
            <div class="item-head">
              <button
                type="button"
                class="item-handle"
                aria-expanded={open === i}
                aria-describedby={`reorder-help-${id}`}
                onClick={() => setOpen(open === i ? null : i)}
                onKeyDown={(e) => {
                  if (e.altKey && e.key === 'ArrowUp') (e.preventDefault(), reorder(i, i - 1));
                  if (e.altKey && e.key === 'ArrowDown') (e.preventDefault(), reorder(i, i + 1));
                }}
              >
                {itemTitle(item, i)}
              </button>
              <button type="button" class="icon-btn" aria-label={`Move ${itemTitle(item, i)} up`} disabled={i === 0} onClick={() => reorder(i, i - 1)}>
                ↑
              </button>
              <button type="button" class="icon-btn" aria-label={`Move ${itemTitle(item, i)} down`} disabled={i === items.length - 1} onClick={() => reorder(i, i + 1)}>
                ↓
              </button>
              <button type="button" class="icon-btn" aria-label={`Remove ${itemTitle(item, i)}`} onClick={() => (write(items.filter((_, j) => j !== i)), setOpen(null))}>
                ✕
              </button>
            </div>
            {open === i && <ItemFields path={props.path} index={i} item={item} />}
          </li>
        ))}
      </ol>
      <p id={`reorder-help-${id}`} class="hint">
        Drag items to reorder, or focus one and press Alt+Up or Alt+Down.
      </p>
      <p class="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <button type="button" class="btn btn-small" onClick={() => (write([...items, blankLike(items.at(-1), items.length + 1)]), setOpen(items.length))}>
        Add {singular(label)}
      </button>
    </Group>
  );
}

function ItemFields(props: { path: readonly string[]; index: number; item: Item }) {
  const { store, type } = useEditor();
  const base = [...props.path, props.index];
  const isFormFields = props.path.join('.') === 'fields';
  // A form field shows every setting its type has, set or not yet (FORM_FIELD_SETTINGS).
  const settings = isFormFields ? FORM_FIELD_SETTINGS[props.item.type as FormFieldType] ?? {} : {};
  const shown = { ...props.item, ...Object.fromEntries(Object.entries(settings).filter(([k]) => !(k in props.item))) };
  return (
    <div class="item-fields">
      {itemLeaves(shown).map((leaf) => {
        const path = [...base, ...leaf];
        const value = getIn(shown, leaf);
        const key = leaf.join('.');
        const hint = ITEM_HINTS[type]?.[`${props.path.join('.')}.${key}`];
        const label = hint?.kind === 'text' || hint?.kind === 'date' || (hint?.kind === 'placeholder' && hint.label) ? hint.label! : ITEM_LABELS[leaf.at(-1)!] ?? humanize(leaf.at(-1)!);
        const set = (v: unknown) => setData(store, path, v);
        if (hint?.kind === 'choice') {
          return <Select key={key} label={hint.label} value={String(value)} onChange={set} options={hint.options.map((o) => ({ value: o, label: hint.labels?.[o] ?? humanize(o) }))} />;
        }
        if (typeof value === 'boolean') return <Checkbox key={key} label={label} checked={value} onChange={set} />;
        if (typeof value === 'number') return <NumberInput key={key} label={label} value={value} onChange={(n) => set(n ?? 0)} />;
        if (isStringList(value)) {
          // One per line: a choice such as "Yes, please" keeps its comma.
          return <LinesInput key={key} label={`${label} (one per line)`} value={value} onChange={set} />;
        }
        if (isMediaKey(leaf.at(-1)!)) return <MediaInput key={key} label={label} value={String(value ?? '')} onChange={set} />;
        if (hint?.kind === 'date') return <TextInput key={key} label={label} type="date" value={String(value ?? '').slice(0, 10)} onChange={set} />;
        // An event's start and end: the browser's date and time picker ("2027-03-14T19:00").
        if (props.path.join('.') === 'events' && (key === 'start' || key === 'end')) {
          return <TextInput key={key} label={label} type="datetime-local" value={String(value ?? '').slice(0, 16)} onChange={set} />;
        }
        const placeholder = hint?.kind === 'placeholder' ? hint.of(props.item) : hint?.kind === 'text' ? hint.placeholder : undefined;
        return <TextInput key={key} label={label} value={String(value ?? '')} placeholder={placeholder} onChange={set} multiline={MULTILINE_KEYS.has(leaf.at(-1)!) || String(value ?? '').length > 60} />;
      })}
    </div>
  );
}
