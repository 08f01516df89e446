// What every editor section reads: the document, the device being edited and helpers that write into
// the right place (desktop edits the base styles, tablet/mobile edit deviceRewrites[device].styles).
import { createContext } from 'preact';
import { useContext } from 'react';
import type { DeviceName } from '../../../shared/widgets/common-data';
import type { LastHeights } from '../api/widgets-api';
import { getIn, setIn, type Path } from './data-path';
import type { EditorDoc, EditorStore } from './editor-store';
import type { CalendarSource } from './use-calendar-source';
import type { FeedSource } from './use-feed-source';
import type { SourceImages } from './use-source-images';

export interface EditorCtx {
  widgetId: string;
  type: string;
  /** The widget's public slug when it has one (Publish edits it). */
  slug?: string;
  /** Last rendered height per device the server learned from viewers (the snippet reserves it). */
  lastHeights?: LastHeights;
  /** The widget's height in the live preview per device shown, for a snippet copied before any visit. */
  previewHeights?: LastHeights;
  /** The live preview's column width (its desktop stage), a stand-in for a site's content column. */
  previewWidth?: number;
  store: EditorStore;
  doc: EditorDoc;
  device: DeviceName;
  /** Integrations were connected, edited or removed (a gallery reads its source again). */
  integrationsChanged?(): void;
  /** A gallery's pictures from its data integration, which visitors see instead of its own images. */
  sourceImages?: SourceImages | null;
  /** An event list's calendar and its events, which visitors see instead of the owner's own. */
  calendarSource?: CalendarSource | null;
  /** A news feed's posts from its data integration, which visitors see instead of the owner's own. */
  feedSource?: FeedSource | null;
}

export const EditorContext = createContext<EditorCtx | null>(null);

export function useEditor(): EditorCtx {
  const c = useContext(EditorContext);
  if (!c) throw new Error('useEditor outside EditorContext');
  return c;
}

/** Path of a style key for the device being edited. */
export function stylePath(device: DeviceName, key: string): Path {
  return device === 'desktop' ? ['styles', key] : ['deviceRewrites', device, 'styles', key];
}

/** The style value the preview shows on `device`: its rewrite, else the base. */
export function effectiveStyle(data: Record<string, unknown>, device: DeviceName, key: string): unknown {
  const own = device === 'desktop' ? undefined : getIn(data, stylePath(device, key));
  return own !== undefined ? own : getIn(data, ['styles', key]);
}

export function setData(store: EditorStore, path: Path, value: unknown) {
  store.change((d) => (getIn(d.data, path) === value ? d : { ...d, data: setIn(d.data, path, value) }));
}

export function setField<K extends keyof EditorDoc>(store: EditorStore, key: K, value: EditorDoc[K]) {
  store.change((d) => (d[key] === value ? d : { ...d, [key]: value }));
}
