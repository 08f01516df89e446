// The `notification_bar` widget chunk (ARCHITECTURE §3.1a): over the canvas, floated by the loader.
import { notificationBarDefaults, type NotificationBarData } from '../../../shared/widgets/notification-bar';
import type { WidgetModule } from '../types';
import { NotificationBar } from './NotificationBar';

const module: WidgetModule<NotificationBarData> = { defaults: notificationBarDefaults, Widget: NotificationBar, global: true };
export default module;
