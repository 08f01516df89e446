/**
 * How the editor feeds its live preview. The preview is the real viewer: an iframe of `/preview/{id}`
 * on the same origin as the editor.
 *
 * 1. The iframe loads the saved widget as any viewer would, with `?device=` naming the device the
 *    owner is editing (the preview picks its device from it, not from its width).
 * 2. On every change, the editor posts `{ source: 'tessera-editor', type: 'preview:update', widget }`
 *    to the iframe with target origin = its own origin. A viewer in preview mode that accepts it (check
 *    `event.origin === location.origin` and `event.source === window.parent`) renders that unsaved
 *    widget instead of the stored one. When it loads it posts `{ source: 'tessera-preview', type:
 *    'preview:ready' }` to its parent, and the editor answers with the current document.
 * 3. After each successful save the editor reloads the iframe, so the preview is correct even when
 *    a viewer ignores step 2.
 * Plain data and constants only: the viewer chunk may import this file without pulling in the editor.
 */
import type { DeviceName } from '../../shared/widgets/common-data';
import type { EditorDoc } from './workspace/editor-store';

export const PREVIEW_UPDATE = 'preview:update';
export const PREVIEW_READY = 'preview:ready';

export interface PreviewUpdateMessage {
  source: 'tessera-editor';
  type: typeof PREVIEW_UPDATE;
  /** The unsaved document with the widget's identity. */
  widget: EditorDoc & { guid: string; type: string };
  device: DeviceName;
}

export interface PreviewReadyMessage {
  source: 'tessera-preview';
  type: typeof PREVIEW_READY;
}

export function isPreviewUpdate(v: unknown): v is PreviewUpdateMessage {
  const m = v as PreviewUpdateMessage | null;
  return !!m && m.source === 'tessera-editor' && m.type === PREVIEW_UPDATE && !!m.widget && typeof m.widget === 'object';
}

export function isPreviewReady(v: unknown): v is PreviewReadyMessage {
  const m = v as PreviewReadyMessage | null;
  return !!m && m.source === 'tessera-preview' && m.type === PREVIEW_READY;
}

/** Width of the preview stage per device (the mobile/tablet widths sit below the SPEC §9 breakpoints). */
export const PREVIEW_WIDTHS = { desktop: '100%', tablet: '768px', mobile: '375px' } as const;
