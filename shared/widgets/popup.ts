// Default built-in data of the `popup` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export type PopupData = CommonWidgetData & {
  title: string;
  /** Owner rich text, sanitised before rendering. */
  body: string;
  image?: string;
  imageAlt?: string;
  ctaText: string;
  ctaUrl: string;
  closeText: string;
};

export const popupDefaults: PopupData = {
  ...commonDefaults,
  title: 'Before you go…',
  body: '<p>Subscribe to our newsletter and get <strong>10% off</strong> your first order.</p>',
  ctaText: 'Get my discount',
  ctaUrl: 'https://example.com/',
  closeText: 'No thanks',
  displayRules: {
    triggers: { pageScroll: { active: true, percentage: 50 }, delay: { active: false, seconds: 10 }, exitIntent: { active: true } },
    frequency: { maxShows: 1 },
  },
};
