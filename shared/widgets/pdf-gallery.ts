// Default built-in data of the `pdf_gallery` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

/** SPEC §3 mask map: pdf_gallery items are `pdfs`, the masked property is `document`. */
export type PdfItem = { id: string; title: string; cover?: string; document: string };

export type PdfGalleryData = CommonWidgetData & {
  title: string;
  pdfs: PdfItem[];
  columns: number;
  allowDownload: boolean;
};

export const pdfGalleryDefaults: PdfGalleryData = {
  ...commonDefaults,
  title: 'Documents',
  pdfs: [
    { id: 'pdf-1', title: 'Product brochure', cover: '/static/demo/cover-1.svg', document: '/static/demo/sample.pdf' },
    { id: 'pdf-2', title: 'Price list', cover: '/static/demo/cover-2.svg', document: '/static/demo/sample.pdf' },
  ],
  columns: 3,
  allowDownload: true,
};
