// The editor's document, save state and history, on the shared editor store (shared/state, SPEC §3
// "Editor state", §4 "Editor save state": undo kept on request, debounced 300 ms, capped at 100, a change
// clears redo). This adapter adds what the builder needs on top: updates as functions of the current
// document, a save that keeps the edits and the reason on failure, and a plain subscribe for hooks.
import { effect } from '@preact/signals';
import { createEditorStore, type EditorStore as SharedStore } from '../../../shared/state/editor-store';
import type { DeviceName } from '../../../shared/widgets/common-data';
import type { OwnFont } from '../../../shared/design/own-font';

export interface EditorDoc {
  name: string;
  description: string;
  privacy: string;
  status: string;
  modelVersion: number;
  /** The widget's own fonts (SPEC §3 "Project font"); data.fontId may name one. */
  fonts: OwnFont[];
  data: Record<string, unknown>;
}

export interface SaveState {
  isSaved: boolean;
  isChanged: boolean;
  saving: boolean;
  hasError: boolean;
  /** Why the last save failed (shown to the owner). */
  error: string;
}

export interface EditorSnapshot {
  doc: EditorDoc;
  save: SaveState;
  undoHistory: EditorDoc[];
  redoHistory: EditorDoc[];
  device: DeviceName;
}

export class EditorStore {
  readonly shared: SharedStore<EditorDoc>;
  private error = '';
  private snap: EditorSnapshot;
  private listeners = new Set<() => void>();
  private stopEffect: () => void;

  constructor(doc: EditorDoc) {
    // The editor only ever edits a widget that exists on the server, so it always "has a guid".
    this.shared = createEditorStore<EditorDoc>({ widget: doc, hasGuid: () => true });
    this.snap = this.read();
    this.stopEffect = effect(() => {
      void this.shared.state.value;
      void this.shared.widget.value;
      this.snap = this.read();
      for (const fn of this.listeners) fn();
    });
  }

  private read(): EditorSnapshot {
    const s = this.shared.state.value;
    return {
      doc: this.shared.widget.value,
      save: { isSaved: s.isSaved && !s.isChanged, isChanged: s.isChanged, saving: s.saving, hasError: s.hasError, error: s.hasError ? this.error : '' },
      undoHistory: s.undoHistory as EditorDoc[],
      redoHistory: s.redoHistory as EditorDoc[],
      device: s.deviceEditingMode,
    };
  }

  get snapshot(): EditorSnapshot {
    return this.snap;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Applies a change to the current document; every editor edit is an undo step. */
  change(update: (d: EditorDoc) => EditorDoc, opts: { history?: boolean } = { history: true }) {
    const prev = this.shared.widget.value;
    const next = update(prev);
    if (next !== prev) this.shared.change(next, { history: opts.history !== false });
  }

  undo() {
    this.shared.undo();
  }

  redo() {
    this.shared.redo();
  }

  /** SPEC §3 deviceEditingMode: which device's rewrites the owner is editing. */
  setDevice(d: DeviceName) {
    this.shared.set({ deviceEditingMode: d });
  }

  /** Saves the current document with `put`; on failure the edits stay and the reason is kept. */
  async save(put: (doc: EditorDoc) => Promise<unknown>, reason: (e: unknown) => string): Promise<boolean> {
    if (this.shared.state.value.saving) return false;
    const doc = this.shared.widget.value;
    this.shared.saving();
    try {
      await put(doc);
      // Edits made while the request was in flight stay unsaved.
      if (this.shared.widget.value === doc) this.shared.saved();
      else this.shared.set({ saving: false, hasError: false });
      return true;
    } catch (e) {
      this.error = reason(e);
      this.shared.saveFailed();
      return false;
    }
  }

  dispose() {
    this.stopEffect();
    this.shared.dispose();
  }
}
