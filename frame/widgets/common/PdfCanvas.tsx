// One PDF page drawn into a canvas, announced as an image ("Page 2 of 8").
import { useEffect, useRef, useState } from 'react';
import type { PdfDoc } from './pdf';

export function PdfCanvas(props: { doc: PdfDoc; page: number; width: number; label: string; className?: string; onError?(): void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const c = ref.current;
    if (!c || props.width <= 0) return;
    setFailed(false);
    const ctrl = new AbortController();
    props.doc.renderPage(props.page, c, props.width, ctrl.signal).catch(() => {
      if (ctrl.signal.aborted) return; // superseded by a newer size or page
      setFailed(true);
      props.onError?.();
    });
    return () => ctrl.abort();
  }, [props.doc, props.page, props.width]);
  return (
    <canvas
      ref={ref}
      // An empty label marks a decorative copy (thumbnails inside a labelled button).
      role={props.label ? 'img' : undefined}
      aria-label={props.label || undefined}
      aria-hidden={props.label ? undefined : true}
      className={props.className}
      data-page={props.page}
      data-failed={failed || undefined}
    />
  );
}
