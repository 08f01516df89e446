// Content: the type's texts, options and item lists (form fields builder, songs, pdfs, images...), and
// for AI chat the knowledge shortcut.
import { setData, useEditor } from '../workspace/editor-context';
import { Checkbox, Group, TextInput } from '../ui/fields';
import { humanize, itemLists, optionKeys, textKeys } from './content-model';
import { ItemList } from './item-list';
import { KnowledgePanel } from './knowledge-panel';

export function ContentSection() {
  const { doc, store, type } = useEditor();
  const data = doc.data;
  const texts = textKeys(data);
  const options = optionKeys(data);
  const lists = itemLists(data);
  return (
    <div class="section-content">
      {texts.length > 0 && (
        <Group title="Texts">
          {texts.map((k) => (
            <TextInput key={k} name={`data.${k}`} label={humanize(k)} value={String(data[k] ?? '')} multiline={k === 'description' || String(data[k]).length > 60} onChange={(v) => setData(store, [k], v)} />
          ))}
        </Group>
      )}
      {lists.map((k) => (
        <ItemList key={k} listKey={k} />
      ))}
      {options.length > 0 && (
        <Group title="Options">
          {options.map((k) => (
            <Checkbox key={k} label={humanize(k)} checked={data[k] === true} onChange={(v) => setData(store, [k], v)} />
          ))}
        </Group>
      )}
      {type === 'ai_chat' && <KnowledgePanel />}
      {!texts.length && !lists.length && !options.length && type !== 'ai_chat' && <p class="hint">This widget type has no content to edit yet.</p>}
    </div>
  );
}
