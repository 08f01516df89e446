// One file or text the chat learned: on/off switch and delete (confirmed). Texts are re-sent whole on
// update (SPEC §7 PUT /ai/api/store-text/{itemId} carries textContent).
import { useState } from 'react';
import { aiApi } from '../../../../shared/api/ai-knowledge';
import { errorMessage } from '../../api/api-config';
import { useBuilder } from '../../api/builder-context';
import { ConfirmDialog } from '../../ui/dialog';
import type { KnowledgeItem } from './knowledge-data';

export function KnowledgeItemRow({ widgetId, item, onChanged }: { widgetId: string; item: KnowledgeItem; onChanged(): void }) {
  const b = useBuilder();
  const [error, setError] = useState('');
  const [confirm, setConfirm] = useState(false);
  const id = item.kind === 'text' ? (item.itemId ?? '') : (item.src ?? '');
  const noun = item.kind === 'text' ? 'text' : 'file';

  const act = async (fn: () => Promise<unknown>) => {
    setError('');
    try {
      await fn();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const setActive = (isActive: boolean) =>
    act(() =>
      item.kind === 'text'
        ? aiApi.updateText(b.api, id, { sessionId: widgetId, type: item.type || 'text', textContent: item.textContent ?? '', title: item.title, isActive })
        : aiApi.updateFile(b.api, id, { sessionId: widgetId, isActive }),
    );
  const remove = () => act(() => (item.kind === 'text' ? aiApi.deleteText(b.api, id, widgetId) : aiApi.deleteFile(b.api, id, widgetId)));

  return (
    <li class="knowledge-row" data-kind={item.kind}>
      <div class="knowledge-row-head">
        <label class="switch">
          <input type="checkbox" checked={item.isActive} onChange={(e) => setActive(e.currentTarget.checked)} aria-label={`Use ${item.title} in answers`} />
        </label>
        <span class="knowledge-title">{item.title}</span>
        <span class="hint">{item.status === 'failed' ? 'Could not be read' : `${item.wordCount ?? 0} words`}</span>
        <button type="button" class="icon-btn btn-danger" aria-label={`Delete ${item.title}`} onClick={() => setConfirm(true)}>
          ×
        </button>
      </div>
      {error && <p class="form-error" role="alert">{error}</p>}
      {confirm && (
        <ConfirmDialog
          title={`Delete ${noun}`}
          message={`Forget "${item.title}"? The chat stops using it.`}
          confirmLabel={`Delete ${noun}`}
          onCancel={() => setConfirm(false)}
          onConfirm={() => (setConfirm(false), void remove())}
        />
      )}
    </li>
  );
}
