// Binds an EditorStore to a component: re-renders on every store change.
import { useEffect, useState } from 'react';
import type { EditorSnapshot, EditorStore } from './editor-store';

export function useEditorSnapshot(store: EditorStore): EditorSnapshot {
  const [snap, setSnap] = useState(store.snapshot);
  useEffect(() => {
    setSnap(store.snapshot);
    return store.subscribe(() => setSnap(store.snapshot));
  }, [store]);
  return snap;
}
