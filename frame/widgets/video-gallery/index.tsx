// The `video_gallery` widget chunk (ARCHITECTURE §3.1a): a grid of video cards in the placeholder, and the
// player dialog as its popup surface. Its columns and cards' shape are CSS, so the server-rendered first
// height is right at any width.
import { videoGalleryDefaults, type VideoGalleryData } from '../../../shared/widgets/video-gallery';
import type { WidgetModule } from '../types';
import { VideoGallery } from './VideoGallery';
import { VideoPopup } from './VideoPopup';

const module: WidgetModule<VideoGalleryData> = { defaults: videoGalleryDefaults, Widget: VideoGallery, Popup: VideoPopup, fluidSsr: true };
export default module;
