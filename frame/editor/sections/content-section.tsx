// Content: the type's texts, options and item lists (form fields builder, songs, pdfs, images...), the
// groups of settings it nests (the chat's lead capture, the flipbook's documents), and for AI chat the
// knowledge shortcut.
import type { ComponentChildren } from 'preact';
import { paymentUnconnected } from '../../../shared/payments/payment-kinds';
import { getIn } from '../workspace/data-path';
import { setData, useEditor } from '../workspace/editor-context';
import { Checkbox, Group, LinesInput, NumberInput, Select, TextInput } from '../ui/fields';
import { FIELD_HINTS, MULTILINE_KEYS } from './content-fields';
import { contentEntries, humanize, isMediaKey, isStringList, labelFor, type ContentEntry } from './content-model';
import { ItemList } from './item-list';
import { MediaInput } from '../ui/media-input';
import { KnowledgePanel } from './knowledge-panel';
import { CalendarNote } from './calendar-note';
import { GallerySourceNote } from './gallery-source-note';
import { FeedSourceNote } from './feed-source-note';
import { NotificationsNote } from './notifications-note';

export function ContentSection() {
  const { doc, type } = useEditor();
  const entries = contentEntries(doc.data, FIELD_HINTS[type]);
  const texts = entries.filter((e) => e.kind === 'text' || e.kind === 'lines');
  const options = entries.filter((e) => e.kind === 'choice' || e.kind === 'number' || e.kind === 'option' || e.kind === 'choices');
  const rest = entries.filter((e) => e.kind === 'list' || e.kind === 'group');
  return (
    <div class="section-content">
      {type === 'image_gallery' && <GallerySourceNote />}
      {type === 'event_list' && <CalendarNote />}
      {type === 'news_feed' && <FeedSourceNote />}
      {texts.length > 0 && <Group title="Texts">{texts.map((e) => <EntryControl key={e.path.join('.')} entry={e} />)}</Group>}
      {rest.map((e) => <EntryControl key={e.path.join('.')} entry={e} />)}
      {options.length > 0 && <Group title="Options">{options.map((e) => <EntryControl key={e.path.join('.')} entry={e} />)}</Group>}
      {type === 'ai_chat' && <KnowledgePanel />}
      {!entries.length && type !== 'ai_chat' && <p class="hint">This widget type has no content to edit yet.</p>}
    </div>
  );
}

function PaymentNote() {
  const { doc } = useEditor();
  if (!paymentUnconnected(doc.data)) return null;
  return (
    <p class="notice" role="note">
      This form asks for a payment: connect Stripe or PayPal in Integrations, or visitors cannot send it.
    </p>
  );
}

/** What a group's settings lead to beyond the data, shown under them: by widget type and group path. */
const GROUP_NOTES: Readonly<Record<string, () => ComponentChildren>> = {
  'form.payment': PaymentNote,
  'form.notifications': NotificationsNote,
  'ai_chat.notifications': NotificationsNote,
};

function EntryControl({ entry }: { entry: ContentEntry }): ComponentChildren {
  const { doc, store, type } = useEditor();
  const { path, hint } = entry;
  const value = getIn(doc.data, path);
  const label = labelFor(path);
  const set = (v: unknown) => setData(store, path, v);
  const name = `data.${path.join('.')}`;
  switch (entry.kind) {
    case 'text': {
      const text = String(value ?? '');
      const key = path.at(-1)!;
      if (hint?.kind === 'datetime') return <TextInput name={name} label={label} value={text.slice(0, 16)} type="datetime-local" onChange={set} />;
      // A picture in a group (a before / after image's address) is typed or uploaded, as an item's is.
      if (path.length > 1 && isMediaKey(key)) return <MediaInput label={label} value={text} onChange={set} />;
      return <TextInput name={name} label={label} value={text} type={/Url$/.test(key) ? 'url' : 'text'} multiline={MULTILINE_KEYS.has(key) || text.length > 60} onChange={set} />;
    }
    case 'lines':
      return <LinesInput name={name} label={label} value={isStringList(value) ? value : []} onChange={set} />;
    case 'choice': {
      const options = hint?.kind === 'choice' ? hint.options : [];
      const labels = hint?.kind === 'choice' ? hint.labels : undefined;
      return <Select name={name} label={label} value={String(value)} onChange={set} options={options.map((o) => ({ value: o, label: labels?.[o] ?? humanize(o) }))} />;
    }
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : undefined}
          min={hint?.kind === 'number' ? hint.min : undefined}
          max={hint?.kind === 'number' ? hint.max : undefined}
          suffix={hint?.kind === 'number' ? hint.suffix : undefined}
          step={hint?.kind === 'number' ? hint.step : undefined}
          // A cleared or out-of-range box is not written: the widget keeps its last valid value.
          onChange={(n) => n !== undefined && (hint?.kind !== 'number' || (n >= hint.min && n <= hint.max)) && set(n)}
        />
      );
    case 'option':
      return <Checkbox label={label} checked={value === true} onChange={set} />;
    case 'choices': {
      const picked = isStringList(value) ? value : [];
      const options = hint?.kind === 'choices' ? hint.options : [];
      const labels = hint?.kind === 'choices' ? hint.labels : undefined;
      return (
        <fieldset class="choices">
          <legend>{label}</legend>
          {options.map((o) => (
            // Kept in the set's own order, whatever order the boxes were ticked in.
            <Checkbox key={o} label={labels?.[o] ?? humanize(o)} checked={picked.includes(o)} onChange={(on) => set(options.filter((x) => (x === o ? on : picked.includes(x))))} />
          ))}
        </fieldset>
      );
    }
    case 'list':
      return <ItemList path={path} />;
    case 'group': {
      const children = entry.children ?? [];
      // A group holding only a list (the flipbook's content.items) is that list.
      if (children.length === 1 && children[0]!.kind === 'list') return <ItemList path={children[0]!.path} />;
      const Note = GROUP_NOTES[`${type}.${path.join('.')}`];
      return (
        <Group title={label}>
          {children.map((c) => <EntryControl key={c.path.join('.')} entry={c} />)}
          {Note && <Note />}
        </Group>
      );
    }
  }
}
