// The `popup` widget chunk (ARCHITECTURE §3.1a): over the canvas, floated by the loader.
import { popupDefaults, type PopupData } from '../../../shared/widgets/popup';
import type { WidgetModule } from '../types';
import { PopupWidget } from './PopupWidget';

const module: WidgetModule<PopupData> = { defaults: popupDefaults, Widget: PopupWidget, global: true };
export default module;
