// Every widget type's default data, by type id. The server merges stored data over these (SPEC §7 editor
// GET), seeds demo widgets with them, and a widget created with empty data renders them.
import type { WidgetType } from '../widget-types';
import { aiChatDefaults } from './ai-chat';
import { audioPlayerDefaults } from './audio-player';
import { eventListDefaults } from './event-list';
import { faqDefaults } from './faq';
import { countdownDefaults } from './countdown';
import { testimonialsDefaults } from './testimonials';
import { pricingTableDefaults } from './pricing-table';
import { cookieConsentDefaults } from './cookie-consent';
import { chatButtonDefaults } from './chat-button';
import { beforeAfterDefaults } from './before-after';
import { shareButtonsDefaults } from './share-buttons';
import { videoGalleryDefaults } from './video-gallery';
import { logoShowcaseDefaults } from './logo-showcase';
import { socialLinksDefaults } from './social-links';
import { newsFeedDefaults } from './news-feed';
import { mapDefaults } from './map';
import { teamMembersDefaults } from './team-members';
import { businessHoursDefaults } from './business-hours';
import { formDefaults } from './form';
import { imageGalleryDefaults } from './image-gallery';
import { notificationBarDefaults } from './notification-bar';
import { pdfFlipbookDefaults } from './pdf-flipbook';
import { pdfGalleryDefaults } from './pdf-gallery';
import { popupDefaults } from './popup';

export const WIDGET_DEFAULTS_BY_TYPE: Record<WidgetType, Record<string, unknown>> = {
  form: formDefaults,
  image_gallery: imageGalleryDefaults,
  audio_player: audioPlayerDefaults,
  pdf_gallery: pdfGalleryDefaults,
  pdf_flipbook: pdfFlipbookDefaults,
  ai_chat: aiChatDefaults,
  notification_bar: notificationBarDefaults,
  popup: popupDefaults,
  event_list: eventListDefaults,
  faq: faqDefaults,
  countdown: countdownDefaults,
  testimonials: testimonialsDefaults,
  pricing_table: pricingTableDefaults,
  cookie_consent: cookieConsentDefaults,
  chat_button: chatButtonDefaults,
  before_after: beforeAfterDefaults,
  share_buttons: shareButtonsDefaults,
  video_gallery: videoGalleryDefaults,
  logo_showcase: logoShowcaseDefaults,
  news_feed: newsFeedDefaults,
  map: mapDefaults,
  business_hours: businessHoursDefaults,
  social_links: socialLinksDefaults,
  team_members: teamMembersDefaults,
};
