// Default built-in data of the `pdf_flipbook` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

/** SPEC §3 mask map: pdf_flipbook items sit in `content.items`, the masked property is `pdfUrl`. */
export type FlipbookItem = { id: string; title: string; pdfUrl: string };

export type PdfFlipbookData = CommonWidgetData & {
  /** The book's heading; empty shows the open document's own title. */
  title: string;
  content: { items: FlipbookItem[] };
  showThumbnails: boolean;
  allowDownload: boolean;
};

export const pdfFlipbookDefaults: PdfFlipbookData = {
  ...commonDefaults,
  title: '',
  content: { items: [{ id: 'book-1', title: 'Sample magazine', pdfUrl: '/static/demo/sample.pdf' }] },
  showThumbnails: true,
  allowDownload: false,
};
