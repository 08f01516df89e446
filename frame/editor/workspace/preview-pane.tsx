// The live preview in the centre of the editor: the real viewer in an iframe (see preview-protocol.ts).
import { useEffect, useRef } from 'react';
import { useBuilder } from '../api/builder-context';
import { isPreviewReady, PREVIEW_UPDATE, PREVIEW_WIDTHS, type PreviewUpdateMessage } from '../preview-protocol';
import type { DeviceName } from '../../../shared/widgets/common-data';
import { useEditor } from './editor-context';
import { useFrameHeight } from './use-frame-height';

export function PreviewPane(props: { reloadKey: number; onHeight?: (device: DeviceName, height: number) => void; onWidth?: (width: number) => void }) {
  const b = useBuilder();
  const { widgetId, type, doc, device, sourceImages: source, calendarSource: calendar, feedSource: feed } = useEditor();
  const frame = useRef<HTMLIFrameElement>(null);
  const pane = useRef<HTMLElement>(null);
  const latest = useRef<PreviewUpdateMessage | null>(null);
  // Only what the preview shows, as visitors get it: the saved data keeps the owner's own images and events.
  const shown = source?.images.length
    ? { ...doc, data: { ...doc.data, images: source.images, imagesFrom: source.from } }
    : calendar?.from && !calendar.error
      ? { ...doc, data: { ...doc.data, events: calendar.events.slice(0, Number(doc.data.maxEvents) || 10), eventsFrom: calendar.from } }
      : feed?.from
        ? { ...doc, data: { ...doc.data, posts: feed.posts, postsFrom: feed.from } }
        : doc;
  latest.current = { source: 'tessera-editor', type: PREVIEW_UPDATE, widget: { guid: widgetId, type, ...shown }, device };

  const post = () => {
    try {
      frame.current?.contentWindow?.postMessage(latest.current, location.origin);
    } catch {
      /* the preview is navigating; it asks again when ready */
    }
  };

  useEffect(post, [doc, device, source, calendar, feed]);
  useEffect(() => {
    const onMsg = (e: MessageEvent) => {
      if (e.origin === location.origin && e.source === frame.current?.contentWindow && isPreviewReady(e.data)) post();
    };
    addEventListener('message', onMsg);
    return () => removeEventListener('message', onMsg);
  }, []);

  // The content height of the preview, which the Publish panel's snippet reserves while no visitor has
  // reported one.
  useFrameHeight(frame, props.onHeight && ((h) => props.onHeight!(device, h)), [props.reloadKey, device]);

  // The column's width, whatever device the stage shows: the desktop stage fills it.
  useEffect(() => {
    const el = pane.current;
    if (!el || !props.onWidth) return;
    const ro = new ResizeObserver(([e]) => props.onWidth!(Math.round(e.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const src = `${b.appUrl}/preview/${encodeURIComponent(widgetId)}?device=${device}&r=${props.reloadKey}`;
  return (
    <section ref={pane} class="preview" aria-label="Live preview">
      <div class={`preview-stage preview-${device}`} style={{ width: PREVIEW_WIDTHS[device] }}>
        <iframe ref={frame} key={`${props.reloadKey}-${device}`} src={src} title="Widget preview" onLoad={post} />
      </div>
    </section>
  );
}
