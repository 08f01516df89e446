// image_gallery (ARCHITECTURE §3.1a): a responsive grid whose lightbox opens as a host-page popup.
import { imageGalleryDefaults, type ImageGalleryData } from '../../../shared/widgets/image-gallery';
import type { WidgetModule } from '../types';
import { GalleryGrid } from './gallery-grid';
import { GalleryPopup } from './gallery-popup';

const imageGallery: WidgetModule<ImageGalleryData> = {
  defaults: imageGalleryDefaults,
  Widget: GalleryGrid,
  Popup: GalleryPopup,
  // The grid's columns per device class are CSS media rules until hydration (gallery-css.ts).
  fluidSsr: true,
};
export default imageGallery;
