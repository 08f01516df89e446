// An editable list of a widget's items (form fields, songs, pdfs, images...): add, remove, reorder by
// drag or by keyboard (the Move buttons, or Alt+Arrow keys on the item's handle), edit each leaf.
import { useState } from 'react';
import { FORM_FIELD_TYPES } from '../../../shared/widgets/form';
import { getIn } from '../workspace/data-path';
import { setData, useEditor } from '../workspace/editor-context';
import { Checkbox, Group, NumberInput, Select, TextInput } from '../ui/fields';
import { MediaInput } from '../ui/media-input';
import { blankLike, humanize, isMediaKey, isStringList, itemLeaves, move } from './content-model';

type Item = Record<string, unknown>;

function itemTitle(item: Item, i: number): string {
  const t = item.label ?? item.title ?? item.name ?? item.question;
  return typeof t === 'string' && t ? t : `Item ${i + 1}`;
}

export function ItemList(props: { listKey: string }) {
  const { store, doc } = useEditor();
  const items = (doc.data[props.listKey] as Item[]) ?? [];
  const [open, setOpen] = useState<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const write = (next: Item[]) => setData(store, [props.listKey], next);
  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    write(move(items, from, to));
    setAnnounce(`${itemTitle(items[from]!, from)} moved to position ${to + 1} of ${items.length}.`);
    if (open === from) setOpen(to);
  };

  return (
    <Group title={humanize(props.listKey)}>
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
                aria-describedby={`reorder-help-${props.listKey}`}
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
            {open === i && <ItemFields listKey={props.listKey} index={i} item={item} />}
          </li>
        ))}
      </ol>
      <p id={`reorder-help-${props.listKey}`} class="hint">
        Drag items to reorder, or focus one and press Alt+Up or Alt+Down.
      </p>
      <p class="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <button type="button" class="btn btn-small" onClick={() => (write([...items, blankLike(items.at(-1), items.length + 1)]), setOpen(items.length))}>
        Add {humanize(props.listKey).toLowerCase().replace(/s$/, '')}
      </button>
    </Group>
  );
}

function ItemFields(props: { listKey: string; index: number; item: Item }) {
  const { store } = useEditor();
  const base = [props.listKey, props.index];
  return (
    <div class="item-fields">
      {itemLeaves(props.item).map((leaf) => {
        const path = [...base, ...leaf];
        const value = getIn(props.item, leaf);
        const label = humanize(leaf.at(-1)!);
        const set = (v: unknown) => setData(store, path, v);
        const key = leaf.join('.');
        if (props.listKey === 'fields' && key === 'type') {
          return <Select key={key} label="Field type" value={String(value)} onChange={set} options={FORM_FIELD_TYPES.map((t) => ({ value: t, label: humanize(t) }))} />;
        }
        if (typeof value === 'boolean') return <Checkbox key={key} label={label} checked={value} onChange={set} />;
        if (typeof value === 'number') return <NumberInput key={key} label={label} value={value} onChange={(n) => set(n ?? 0)} />;
        if (isStringList(value)) {
          return <TextInput key={key} label={`${label} (comma separated)`} value={value.join(', ')} onChange={(v) => set(v.split(',').map((s) => s.trim()).filter(Boolean))} />;
        }
        if (isMediaKey(leaf.at(-1)!)) return <MediaInput key={key} label={label} value={String(value ?? '')} onChange={set} />;
        return <TextInput key={key} label={label} value={String(value ?? '')} onChange={set} multiline={String(value ?? '').length > 60} />;
      })}
    </div>
  );
}
