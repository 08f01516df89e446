// The live preview in the centre of the editor: the real viewer in an iframe (see preview-protocol.ts).
import { useEffect, useRef } from 'react';
import { useBuilder } from '../api/builder-context';
import { isPreviewReady, PREVIEW_UPDATE, PREVIEW_WIDTHS, type PreviewUpdateMessage } from '../preview-protocol';
import type { DeviceName } from '../../../shared/widgets/common-data';
import { useEditor } from './editor-context';

export function PreviewPane(props: { reloadKey: number; onHeight?: (device: DeviceName, height: number) => void }) {
  const b = useBuilder();
  const { widgetId, type, doc, device } = useEditor();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef<PreviewUpdateMessage | null>(null);
  latest.current = { source: 'tessera-editor', type: PREVIEW_UPDATE, widget: { guid: widgetId, type, ...doc }, device };

  const post = () => {
    try {
      frame.current?.contentWindow?.postMessage(latest.current, location.origin);
    } catch {
      /* the preview is navigating; it asks again when ready */
    }
  };

  useEffect(post, [doc, device]);
  useEffect(() => {
    const onMsg = (e: MessageEvent) => {
      if (e.origin === location.origin && e.source === frame.current?.contentWindow && isPreviewReady(e.data)) post();
    };
    addEventListener('message', onMsg);
    return () => removeEventListener('message', onMsg);
  }, []);

  // The content height of the preview (same origin), which the Publish panel's snippet reserves while
  // no visitor has reported one. Watched with the preview's own ResizeObserver: an observer only sees
  // elements of its own document.
  useEffect(() => {
    const f = frame.current;
    if (!f || !props.onHeight) return;
    let ro: ResizeObserver | null = null;
    const watch = () => {
      ro?.disconnect();
      try {
        const root = f.contentDocument?.getElementById('root');
        const RO = (f.contentWindow as (Window & { ResizeObserver?: typeof ResizeObserver }) | null)?.ResizeObserver;
        if (!root || !RO) return;
        ro = new RO(() => {
          const h = Math.ceil(root.getBoundingClientRect().height);
          if (h > 0) props.onHeight!(device, h);
        });
        ro.observe(root);
      } catch {
        /* not readable (navigating): the next load event tries again */
      }
    };
    f.addEventListener('load', watch);
    watch();
    return () => {
      f.removeEventListener('load', watch);
      ro?.disconnect();
    };
  }, [props.reloadKey, device]);

  const src = `${b.appUrl}/preview/${encodeURIComponent(widgetId)}?device=${device}&r=${props.reloadKey}`;
  return (
    <section class="preview" aria-label="Live preview">
      <div class={`preview-stage preview-${device}`} style={{ width: PREVIEW_WIDTHS[device] }}>
        <iframe ref={frame} key={`${props.reloadKey}-${device}`} src={src} title="Widget preview" onLoad={post} />
      </div>
    </section>
  );
}
