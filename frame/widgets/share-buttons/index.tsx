// The `share_buttons` widget chunk (ARCHITECTURE §3.1a): buttons that share the host page, in the
// placeholder. They wrap by CSS, so the server-rendered first height is right at any width.
import { shareButtonsDefaults, type ShareButtonsData } from '../../../shared/widgets/share-buttons';
import type { WidgetModule } from '../types';
import { ShareButtons } from './ShareButtons';

const module: WidgetModule<ShareButtonsData> = { defaults: shareButtonsDefaults, Widget: ShareButtons, fluidSsr: true };
export default module;
