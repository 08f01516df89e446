// Teach the chat a text the owner writes (POST /ai/api/store-text).
import { useState } from 'react';
import { aiApi } from '../../../../shared/api/ai-knowledge';
import { errorMessage } from '../../api/api-config';
import { useBuilder } from '../../api/builder-context';
import { TextInput } from '../../ui/fields';

export function TextForm({ widgetId, onAdded }: { widgetId: string; onAdded(): void }) {
  const b = useBuilder();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      await aiApi.storeText(b.api, { sessionId: widgetId, type: 'text', textContent: text, title: title.trim() });
      setMsg({ ok: true, text: 'Text added.' });
      setTitle('');
      setText('');
      onAdded();
    } catch (err) {
      setMsg({ ok: false, text: errorMessage(err, 'Could not add the text.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="knowledge-form" onSubmit={submit}>
      <TextInput label="Text title" name="knowledge-text-title" value={title} onChange={setTitle} placeholder="Opening hours" />
      <TextInput label="Text content" name="knowledge-text" value={text} onChange={setText} multiline placeholder="What the chat should know" />
      <button class="btn btn-small" type="submit" disabled={busy || !text.trim()}>
        Add text
      </button>
      {msg && <p class={msg.ok ? 'hint' : 'form-error'} role={msg.ok ? 'status' : 'alert'}>{msg.text}</p>}
    </form>
  );
}
