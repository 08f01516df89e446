// A stand-in for pdf.js (third party) in happy-dom, which has no canvas: a document with N pages that
// records which pages were drawn. The real pdf.js path is covered in Chromium.
import type { PdfDoc } from '../../../frame/widgets/common/pdf';

export function fakePdf(numPages: number) {
  const drawn: number[] = [];
  const opened: string[] = [];
  const doc: PdfDoc = {
    numPages,
    renderPage: async (n) => {
      drawn.push(n);
      return 100;
    },
    destroy: () => {},
  };
  const open = async (url: string) => {
    opened.push(url);
    return doc;
  };
  return { doc, drawn, opened, open };
}

export const failingOpen = async (url: string): Promise<PdfDoc> => {
  throw new Error(`404 ${url}`);
};
