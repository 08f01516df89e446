// Preview mode only: the editor (our own origin, the parent window) feeds the unsaved widget and the
// device being edited, so the preview is live (protocol in frame/editor/preview-protocol.ts; added by
// the builder, issue 6). Anything else, from anywhere else, is ignored (preview-listener.ts, loaded
// only in preview mode).
import { useEffect, useState } from 'react';
import type { Fed } from './preview-listener';

export function usePreviewFeed(mode: string | null): Fed | null {
  const [fed, setFed] = useState<Fed | null>(null);
  useEffect(() => {
    if (mode !== 'preview' || window.parent === window) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./preview-listener').then((m) => {
      if (!gone) stop = m.listenForPreview(setFed);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [mode]);
  return fed;
}
