// Localization: pick languages from the 37 supported ones and translate each of the widget's texts.
// Shape per shared/widgets/common-data: localization.languages = { 'de-DE': { title: '...' } }.
import { useState } from 'react';
import { SUPPORTED_LANGUAGES } from '../../../shared/constants';
import { setData, useEditor } from '../workspace/editor-context';
import { Group, Select, TextInput } from '../ui/fields';
import { TabPanel, Tabs } from '../ui/tabs';
import { FIELD_HINTS } from './content-fields';
import { itemTitle } from './item-list';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import type { WidgetType } from '../../../shared/widget-types';
import { humanize, isPlainObject, textKeys } from './content-model';

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The texts of each item (a form's field labels, an FAQ's questions and answers), one group per item. */
function ItemTexts(props: { data: Record<string, unknown>; type: string; translation: Record<string, string>; set(key: string, v: string): void }) {
  const items = TRANSLATED_ITEMS[props.type as WidgetType];
  const list = items && Array.isArray(props.data[items.list]) ? (props.data[items.list] as Record<string, unknown>[]) : [];
  return (
    <>
      {list.map((item, i) => {
        const id = typeof item?.id === 'string' ? item.id : '';
        const own = items!.texts.filter((k) => typeof item[k] === 'string' && item[k]);
        const lists = Object.entries(items!.lists ?? {}).filter(([k]) => Array.isArray(item[k]) && (item[k] as unknown[]).length);
        if (!id || (!own.length && !lists.length)) return null;
        return (
          <fieldset class="group" key={id}>
            <legend>{itemTitle(item, i)}</legend>
            {own.map((k) => {
              const key = itemTextKey(items!.prefix, id, k);
              return <TextInput key={key} label={humanize(k)} multiline={String(item[k]).length > 60} value={props.translation[key] ?? ''} placeholder={String(item[k])} onChange={(v) => props.set(key, v)} />;
            })}
            {lists.flatMap(([k, name]) =>
              (item[k] as unknown[]).map((entry, n) => {
                const key = itemTextKey(items!.prefix, id, `${name}.${n}`);
                return <TextInput key={key} label={`${humanize(name)} ${n + 1}`} value={props.translation[key] ?? ''} placeholder={String(entry)} onChange={(v) => props.set(key, v)} />;
              }),
            )}
          </fieldset>
        );
      })}
    </>
  );
}

export function LocalizationControls() {
  const { doc, store, type } = useEditor();
  const loc = isPlainObject(doc.data.localization) ? doc.data.localization : {};
  const languages = isPlainObject(loc.languages) ? (loc.languages as Record<string, Record<string, string>>) : {};
  const chosen = Object.keys(languages);
  const [pick, setPick] = useState('');
  const [editing, setEditing] = useState<string | null>(chosen[0] ?? null);
  // A setting picked from a set (a position, a time zone) or a date is no text to translate.
  const texts = textKeys(doc.data, FIELD_HINTS[type]);
  const free = SUPPORTED_LANGUAGES.filter((l) => !chosen.includes(l));

  return (
    <Group title="Languages">
      <div class="row">
        <Select label="Add a language" value={pick} onChange={setPick} options={[{ value: '', label: 'Choose...' }, ...free.map((l) => ({ value: l, label: `${languageName(l)} (${l})` }))]} />
        <button
          type="button"
          class="btn btn-small"
          disabled={!pick}
          onClick={() => {
            setData(store, ['localization', 'languages', pick], {});
            setEditing(pick);
            setPick('');
          }}
        >
          Add
        </button>
      </div>
      {chosen.length > 0 && (
        <Tabs label="Translations" idPrefix="lang" tabs={chosen.map((l) => ({ id: l, label: l }))} selected={editing} onSelect={setEditing} />
      )}
      {editing && languages[editing] && (
        <TabPanel idPrefix="lang" selected={editing}>
          {texts.map((k) => (
            <TextInput key={k} label={humanize(k)} value={languages[editing]![k] ?? ''} placeholder={String(doc.data[k] ?? '')} onChange={(v) => setData(store, ['localization', 'languages', editing, k], v || undefined)} />
          ))}
          <ItemTexts data={doc.data} type={type} translation={languages[editing]!} set={(k, v) => setData(store, ['localization', 'languages', editing, k], v || undefined)} />
          <button
            type="button"
            class="btn btn-small btn-danger"
            onClick={() => {
              setData(store, ['localization', 'languages', editing], undefined);
              setEditing(null);
            }}
          >
            Remove {languageName(editing)}
          </button>
        </TabPanel>
      )}
    </Group>
  );
}
