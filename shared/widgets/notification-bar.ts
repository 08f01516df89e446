// Default built-in data of the `notification_bar` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export const NOTIFICATION_BAR_POSITIONS = ['top', 'bottom'] as const;

export type NotificationBarData = CommonWidgetData & {
  /** Owner rich text, sanitised before rendering. */
  message: string;
  linkText: string;
  linkUrl: string;
  position: (typeof NOTIFICATION_BAR_POSITIONS)[number];
  dismissible: boolean;
};

export const notificationBarDefaults: NotificationBarData = {
  ...commonDefaults,
  colorScheme: { preset: '2' },
  message: '<strong>Free shipping</strong> on all orders this week.',
  linkText: 'Shop now',
  linkUrl: 'https://example.com/',
  position: 'top',
  dismissible: true,
  displayRules: { triggers: {}, frequency: { maxShows: 3 } },
};
