// SPEC §3 "Editor state" and §4 "Editor save state" as a framework-free store of signals.
//
// Save state (SPEC §4: "A widget change marks the state changed, or saved if the widget has a guid"):
// we read isSaved as "this widget exists on the server" and isChanged as "there are unsaved edits".
// A change sets isChanged and sets isSaved from the guid; a successful save clears isChanged.
//
// Undo (SPEC §4/§9): history is kept only for changes that ask for it; while more than one entry
// exists, a burst of changes is debounced 300 ms into one entry (the state before the burst); the
// list is capped at 100, dropping the oldest; any change clears redo.
import { batch, signal } from '@preact/signals';
import { UNDO_DEBOUNCE_MS, UNDO_HISTORY_LIMIT } from '../constants';
import { EditorStateSchema, type EditorState } from '../schemas/editor-state';
import { THEMES, type Theme } from '../rules/values';
import { safeStorage, type StorageLike } from '../rules/storage';

export const EDITOR_THEME_KEY = 'tessera_editor_theme';

export interface EditorStoreOptions<W> {
  widget: W;
  /** Where the theme is kept (SPEC §4 "Changing the theme stores it locally"); missing storage is tolerated. */
  storage?: () => StorageLike | null | undefined;
  hasGuid?: (w: W) => boolean;
}

export function createEditorStore<W>(opts: EditorStoreOptions<W>) {
  const storage = safeStorage(opts.storage ?? (() => (globalThis as { localStorage?: StorageLike }).localStorage));
  const storedTheme = storage.getItem(EDITOR_THEME_KEY);
  const initial = EditorStateSchema.parse((THEMES as readonly string[]).includes(storedTheme ?? '') ? { theme: storedTheme } : {});
  const hasGuid = opts.hasGuid ?? ((w: W) => !!(w as { guid?: unknown } | null)?.guid);

  const state = signal<EditorState>({ ...initial, isSaved: hasGuid(opts.widget) });
  const widget = signal<W>(opts.widget);
  let pending: { snapshot: W; timer: ReturnType<typeof setTimeout> } | null = null;

  const patch = (p: Partial<EditorState>) => (state.value = { ...state.value, ...p });
  const capped = (list: unknown[]) => (list.length > UNDO_HISTORY_LIMIT ? list.slice(list.length - UNDO_HISTORY_LIMIT) : list);
  const pushUndo = (snapshot: W) => patch({ undoHistory: capped([...state.value.undoHistory, snapshot]) });

  function flush() {
    if (!pending) return;
    clearTimeout(pending.timer);
    const { snapshot } = pending;
    pending = null;
    pushUndo(snapshot);
  }

  function apply(next: W) {
    batch(() => {
      widget.value = next;
      patch({ isChanged: true, isSaved: hasGuid(next), hasError: false });
    });
  }

  return {
    state,
    widget,
    /** A widget change; `history: true` records the previous widget for undo. */
    change(next: W, o: { history?: boolean } = {}) {
      const prev = widget.value;
      batch(() => {
        if (o.history) {
          if (state.value.undoHistory.length > 1) {
            const snapshot = pending?.snapshot ?? prev;
            if (pending) clearTimeout(pending.timer);
            pending = { snapshot, timer: setTimeout(flush, UNDO_DEBOUNCE_MS) };
          } else pushUndo(prev);
        }
        patch({ redoHistory: [] });
        apply(next);
      });
    },
    undo() {
      flush();
      const undo = state.value.undoHistory;
      if (!undo.length) return;
      const prev = undo[undo.length - 1] as W;
      batch(() => {
        patch({ undoHistory: undo.slice(0, -1), redoHistory: [...state.value.redoHistory, widget.value] });
        apply(prev);
      });
    },
    redo() {
      const redo = state.value.redoHistory;
      if (!redo.length) return;
      const next = redo[redo.length - 1] as W;
      batch(() => {
        patch({ redoHistory: redo.slice(0, -1), undoHistory: capped([...state.value.undoHistory, widget.value]) });
        apply(next);
      });
    },
    saving() {
      patch({ saving: true, hasError: false });
    },
    saved(w?: W) {
      batch(() => {
        if (w !== undefined) widget.value = w;
        patch({ saving: false, isChanged: false, isSaved: true, hasError: false });
      });
    },
    saveFailed() {
      patch({ saving: false, hasError: true });
    },
    setTheme(theme: Theme) {
      patch({ theme });
      storage.setItem(EDITOR_THEME_KEY, theme);
    },
    set(p: Partial<EditorState>) {
      patch(p);
    },
    dispose() {
      if (pending) clearTimeout(pending.timer);
      pending = null;
    },
  };
}
export type EditorStore<W> = ReturnType<typeof createEditorStore<W>>;
