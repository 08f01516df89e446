// Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (and Ctrl+Y) redoes, Ctrl/Cmd+S saves (SPEC §4 editor save state).
// Text fields included: the store is the single history, so the browser's own field undo is replaced.
import { useEffect } from 'react';

export function useEditorKeys(actions: { undo(): void; redo(): void; save(): void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) actions.undo();
      else if ((k === 'z' && e.shiftKey) || (k === 'y' && e.ctrlKey)) actions.redo();
      else if (k === 's') actions.save();
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [actions]);
}
