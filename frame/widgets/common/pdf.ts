// PDF documents through pdf.js, loaded only when a PDF actually renders (its own lazy chunk, never in the
// viewer entry). The worker is served from our origin (/static/pdfjs/, copied by build.mjs).

export interface PdfDoc {
  numPages: number;
  /** Draws page `n` (1-based) into the canvas at `cssWidth` CSS pixels wide; returns the drawn height.
   *  Aborting cancels the drawing (pdf.js refuses two renders into one canvas at once). */
  renderPage(n: number, canvas: HTMLCanvasElement, cssWidth: number, signal?: AbortSignal): Promise<number>;
  destroy(): void;
}

export class PdfLoadError extends Error {
  readonly code = 'PDF_LOAD_FAILED';
  constructor(readonly url: string, cause?: unknown) {
    super(`The PDF could not be loaded: ${url}`);
    this.name = 'PdfLoadError';
    this.cause = cause;
  }
}

export async function openPdf(url: string, appUrl: string): Promise<PdfDoc> {
  if (!url) throw new PdfLoadError(url);
  try {
    const pdfjs = await import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = `${appUrl.replace(/\/$/, '')}/static/pdfjs/pdf.worker.min.mjs`;
    const doc = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
    return {
      numPages: doc.numPages,
      async renderPage(n, canvas, cssWidth, signal) {
        const page = await doc.getPage(n);
        if (signal?.aborted) return 0;
        const base = page.getViewport({ scale: 1 });
        const dpr = Math.min(2, globalThis.devicePixelRatio || 1);
        const vp = page.getViewport({ scale: (cssWidth / base.width) * dpr });
        canvas.width = Math.floor(vp.width);
        canvas.height = Math.floor(vp.height);
        canvas.style.width = `${cssWidth}px`;
        canvas.style.height = `${Math.floor(vp.height / dpr)}px`;
        const task = page.render({ canvas, viewport: vp });
        const cancel = () => task.cancel();
        signal?.addEventListener('abort', cancel, { once: true });
        try {
          await task.promise;
        } finally {
          signal?.removeEventListener('abort', cancel);
        }
        return vp.height / dpr;
      },
      destroy: () => void doc.destroy(),
    };
  } catch (e) {
    throw new PdfLoadError(url, e);
  }
}
