// What the owner tells the chat's model beside its knowledge: tone, what to offer, what to leave alone
// (PUT /ai/api/instructions/{id}). A first draft can come from a trained website (GET
// /ai/api/instructions?url=, SPEC §7). The offline engine only quotes the knowledge, so the panel says
// which one answers this server's visitors.
import { useEffect, useState } from 'react';
import { aiApi, type ChatInstructions } from '../../../../shared/api/ai-knowledge';
import { INSTRUCTIONS_TOO_LONG, MAX_AI_INSTRUCTIONS } from '../../../../shared/rules/ai-instructions';
import { errorMessage } from '../../api/api-config';
import { useBuilder } from '../../api/builder-context';
import { TextInput } from '../../ui/fields';

export function InstructionsForm({ widgetId, siteUrl }: { widgetId: string; siteUrl?: string }) {
  const b = useBuilder();
  const [saved, setSaved] = useState<ChatInstructions | null>(null);
  const [text, setText] = useState('');
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    aiApi.chatInstructions(b.api, widgetId).then(
      (r) => (setSaved(r.data), setText(r.data.instructions)),
      (e) => setMsg({ ok: false, text: errorMessage(e, 'Could not load the instructions.') }),
    );
  }, [widgetId]);

  const run = async (work: () => Promise<string>, failure: string) => {
    setBusy(true);
    setMsg(null);
    try {
      setMsg({ ok: true, text: await work() });
    } catch (err) {
      setMsg({ ok: false, text: errorMessage(err, failure) });
    } finally {
      setBusy(false);
    }
  };
  const save = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const r = await aiApi.setChatInstructions(b.api, widgetId, text);
      setSaved(r.data);
      setText(r.data.instructions);
      return 'Instructions saved.';
    }, 'Could not save the instructions.');
  };
  const suggest = () =>
    run(async () => {
      const r = await aiApi.instructions(b.api, siteUrl!);
      setText(r.data.instructions);
      return 'A draft from your website: edit it, then save.';
    }, 'Could not suggest instructions.');

  const tooLong = text.length > MAX_AI_INSTRUCTIONS;
  return (
    <form class="knowledge-form" onSubmit={save} aria-label="Instructions">
      <p class="hint" data-testid="instructions-answered-by">
        {saved?.answeredBy === 'offline'
          ? 'This server answers with its offline engine, which quotes your knowledge and does not read instructions; they apply once an AI model is connected (LLM_BASE_URL).'
          : 'Tell the chat how to answer: its tone, what to offer, what to leave alone. It still answers only from its knowledge.'}
      </p>
      <TextInput label="Instructions" name="ai-instructions" value={text} onChange={setText} multiline placeholder="Answer briefly and warmly. Offer a table booking when someone asks about dinner." />
      {tooLong && <p class="form-error" role="alert">{INSTRUCTIONS_TOO_LONG}</p>}
      <div class="project-actions">
        <button class="btn btn-small" type="submit" disabled={busy || !saved || tooLong || text.trim() === saved.instructions}>
          Save instructions
        </button>
        {siteUrl && (
          <button class="btn btn-small" type="button" disabled={busy} onClick={suggest}>
            Suggest from {new URL(siteUrl).host}
          </button>
        )}
      </div>
      {msg && <p class={msg.ok ? 'hint' : 'form-error'} role={msg.ok ? 'status' : 'alert'}>{msg.text}</p>}
    </form>
  );
}
