// Opens a PDF for a component and closes it when the url changes or the component goes.
import { useEffect, useState } from 'react';
import { openPdf, type PdfDoc } from './pdf';

export type PdfState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PdfDoc };

export function usePdf(url: string, appUrl: string, open: typeof openPdf = openPdf): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let doc: PdfDoc | null = null;
    setState({ status: 'loading' });
    open(url, appUrl).then(
      (d) => {
        doc = d;
        if (live) setState({ status: 'ready', doc: d });
        else d.destroy();
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
      doc?.destroy();
    };
  }, [url, appUrl]);
  return state;
}
