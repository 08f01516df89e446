// The AI chat's knowledge shortcut: teach the chat a website page or a text (SPEC §7 AI service; the
// session id is the widget id, ARCHITECTURE §3.6), and see what it knows.
import { useEffect, useState } from 'react';
import { request } from '../../../shared/api/request';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { readPage } from '../api/widgets-api';
import { useEditor } from '../workspace/editor-context';
import { Group, TextInput } from '../ui/fields';

interface KnowledgeItem {
  title?: string;
  src?: string;
  isActive?: boolean;
}

export function KnowledgePanel() {
  const b = useBuilder();
  const { widgetId } = useEditor();
  const [items, setItems] = useState<KnowledgeItem[]>([]);
  const [total, setTotal] = useState(0);
  const [link, setLink] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [msg, setMsg] = useState('');
  const id = encodeURIComponent(widgetId);

  const load = () =>
    request<unknown>(b.api, `/ai/api/knowledge/${id}`, { query: { page: 1 } }).then(
      (r) => {
        const p = readPage<KnowledgeItem>(r.data);
        setItems(p.items);
        setTotal(p.total);
      },
      () => undefined,
    );
  useEffect(() => void load(), []);

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      setMsg(done);
      load();
    } catch (e) {
      setMsg(errorMessage(e));
    }
  };

  return (
    <Group title="Knowledge">
      <p class="hint">
        The chat answers from what you teach it. It knows {total} item{total === 1 ? '' : 's'}.
      </p>
      <ul class="knowledge-list">
        {items.slice(0, 10).map((k, i) => (
          <li key={i}>{k.title || k.src}</li>
        ))}
      </ul>
      <form onSubmit={(e) => (e.preventDefault(), run(() => request(b.api, '/ai/api/store-pages', { method: 'POST', body: { sessionId: widgetId, links: [link] } }), 'Page added. Training runs in the background.'))}>
        <TextInput label="Website page to learn" type="url" value={link} onChange={setLink} placeholder="https://example.com/faq" />
        <button class="btn btn-small" type="submit" disabled={!link}>
          Add page
        </button>
      </form>
      <form onSubmit={(e) => (e.preventDefault(), run(() => request(b.api, '/ai/api/store-text', { method: 'POST', body: { sessionId: widgetId, type: 'text', textContent: text, title } }), 'Text added.'))}>
        <TextInput label="Text title" value={title} onChange={setTitle} />
        <TextInput label="Text" value={text} onChange={setText} multiline />
        <button class="btn btn-small" type="submit" disabled={!text || !title}>
          Add text
        </button>
      </form>
      {msg && <p role="status">{msg}</p>}
    </Group>
  );
}
