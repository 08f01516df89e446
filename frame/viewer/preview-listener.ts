// The preview feed's listener (preview-feed.ts), a lazy chunk: only builder previews load it, so the
// viewer entry every embedded widget downloads does not carry it (issue 8).
import type { ViewerWidget } from '../../shared/api/viewer';
import { isPreviewUpdate, PREVIEW_READY, type PreviewUpdateMessage } from '../editor/preview-protocol';

export type Fed = { widget: ViewerWidget; device: PreviewUpdateMessage['device'] };

/** Accepts updates only from the parent window on our own origin; tells the editor it is ready. */
export function listenForPreview(onFed: (f: Fed) => void): () => void {
  const onMsg = (e: MessageEvent) => {
    if (e.origin !== location.origin || e.source !== window.parent || !isPreviewUpdate(e.data)) return;
    onFed({ widget: e.data.widget, device: e.data.device });
  };
  addEventListener('message', onMsg);
  window.parent.postMessage({ source: 'tessera-preview', type: PREVIEW_READY }, location.origin);
  return () => removeEventListener('message', onMsg);
}
