// Every widget type's data schema, by type id (the zod twin of defaults.ts). Server-side and tests only:
// frame chunks import the plain defaults, never this file (a budget test checks it).
import type * as z from 'zod';
import type { WidgetType } from '../widget-types';
import { AiChatDataSchema } from './ai-chat.schema';
import { AudioPlayerDataSchema } from './audio-player.schema';
import { EventListDataSchema } from './event-list.schema';
import { FaqDataSchema } from './faq.schema';
import { CountdownDataSchema } from './countdown.schema';
import { TestimonialsDataSchema } from './testimonials.schema';
import { PricingTableDataSchema } from './pricing-table.schema';
import { CookieConsentDataSchema } from './cookie-consent.schema';
import { ChatButtonDataSchema } from './chat-button.schema';
import { BeforeAfterDataSchema } from './before-after.schema';
import { ShareButtonsDataSchema } from './share-buttons.schema';
import { VideoGalleryDataSchema } from './video-gallery.schema';
import { LogoShowcaseDataSchema } from './logo-showcase.schema';
import { SocialLinksDataSchema } from './social-links.schema';
import { NewsFeedDataSchema } from './news-feed.schema';
import { MapDataSchema } from './map.schema';
import { TeamMembersDataSchema } from './team-members.schema';
import { BusinessHoursDataSchema } from './business-hours.schema';
import { FormDataSchema } from './form.schema';
import { ImageGalleryDataSchema } from './image-gallery.schema';
import { NotificationBarDataSchema } from './notification-bar.schema';
import { PdfFlipbookDataSchema } from './pdf-flipbook.schema';
import { PdfGalleryDataSchema } from './pdf-gallery.schema';
import { PopupDataSchema } from './popup.schema';

export const WIDGET_DATA_SCHEMAS: Record<WidgetType, z.ZodType> = {
  form: FormDataSchema,
  image_gallery: ImageGalleryDataSchema,
  audio_player: AudioPlayerDataSchema,
  pdf_gallery: PdfGalleryDataSchema,
  pdf_flipbook: PdfFlipbookDataSchema,
  ai_chat: AiChatDataSchema,
  notification_bar: NotificationBarDataSchema,
  popup: PopupDataSchema,
  event_list: EventListDataSchema,
  faq: FaqDataSchema,
  countdown: CountdownDataSchema,
  testimonials: TestimonialsDataSchema,
  pricing_table: PricingTableDataSchema,
  cookie_consent: CookieConsentDataSchema,
  chat_button: ChatButtonDataSchema,
  before_after: BeforeAfterDataSchema,
  share_buttons: ShareButtonsDataSchema,
  video_gallery: VideoGalleryDataSchema,
  logo_showcase: LogoShowcaseDataSchema,
  news_feed: NewsFeedDataSchema,
  map: MapDataSchema,
  business_hours: BusinessHoursDataSchema,
  social_links: SocialLinksDataSchema,
  team_members: TeamMembersDataSchema,
};

/** The issues of `data` against its type's schema, paths rooted at `data`; none when it is valid. */
export function widgetDataIssues(type: WidgetType, data: unknown): z.core.$ZodIssue[] {
  const r = WIDGET_DATA_SCHEMAS[type].safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => ({ ...i, path: ['data', ...i.path] }));
}
