// The `pdf_flipbook` widget chunk (ARCHITECTURE §3.1a). pdf.js is imported lazily by common/pdf.ts, so
// it is a separate chunk fetched only when a flipbook renders. The popup surface is the full-screen book.
import { pdfFlipbookDefaults, type PdfFlipbookData } from '../../../shared/widgets/pdf-flipbook';
import type { WidgetModule } from '../types';
import { Flipbook } from './Flipbook';

const module: WidgetModule<PdfFlipbookData> = { defaults: pdfFlipbookDefaults, Widget: Flipbook, Popup: Flipbook };
export default module;
