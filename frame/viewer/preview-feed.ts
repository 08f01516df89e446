// Preview mode only: the editor (our own origin, the parent window) feeds the unsaved widget and the
// device being edited, so the preview is live (protocol in frame/editor/preview-protocol.ts; added by
// the builder, issue 6). Anything else, from anywhere else, is ignored.
import { useEffect, useState } from 'react';
import type { ViewerWidget } from '../../shared/api/viewer';
import { isPreviewUpdate, PREVIEW_READY, type PreviewUpdateMessage } from '../editor/preview-protocol';

export function usePreviewFeed(mode: string | null): { widget: ViewerWidget; device: PreviewUpdateMessage['device'] } | null {
  const [fed, setFed] = useState<{ widget: ViewerWidget; device: PreviewUpdateMessage['device'] } | null>(null);
  useEffect(() => {
    if (mode !== 'preview' || window.parent === window) return;
    const onMsg = (e: MessageEvent) => {
      if (e.origin !== location.origin || e.source !== window.parent || !isPreviewUpdate(e.data)) return;
      setFed({ widget: e.data.widget, device: e.data.device });
    };
    addEventListener('message', onMsg);
    window.parent.postMessage({ source: 'tessera-preview', type: PREVIEW_READY }, location.origin);
    return () => removeEventListener('message', onMsg);
  }, [mode]);
  return fed;
}
