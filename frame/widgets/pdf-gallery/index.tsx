// The `pdf_gallery` widget chunk (ARCHITECTURE §3.1a): the grid in the placeholder, the viewer in a popup.
import { pdfGalleryDefaults, type PdfGalleryData } from '../../../shared/widgets/pdf-gallery';
import type { WidgetModule } from '../types';
import { PdfGallery } from './PdfGallery';
import { PdfViewerPopup } from './PdfViewerPopup';

const module: WidgetModule<PdfGalleryData> = { defaults: pdfGalleryDefaults, Widget: PdfGallery, Popup: PdfViewerPopup };
export default module;
