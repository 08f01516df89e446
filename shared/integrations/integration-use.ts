// What a connected integration does for a widget of a given type, in the builder's words: the connect
// screen says it, and the catalogue lists these kinds first. Null: nothing in that widget type uses the
// kind (its settings are kept, but have no effect), which the builder says too rather than let an owner
// believe otherwise.
import { MASKED_PROPERTIES, URL_MASKING_KEY } from '../rules/masking';
import { CALENDAR_API_KINDS, isCalendarSourceKind } from '../widgets/event-list';
import { isFeedSourceKind } from '../widgets/news-feed';
import { GALLERY_TABLE_NOUNS, isGallerySourceKind, isPictureColumnKind, pictureColumnsHint } from '../widgets/gallery-source';
import { isAnalyticsIntegration } from './catalogue';
import { PASSES_ON, PASSES_ON_TYPES } from './passes-on';

const FIXED: Readonly<Record<string, { types: readonly string[]; does: string }>> = {
  recaptcha: { types: ['form'], does: 'Checks each submission with reCAPTCHA v3 and refuses likely bots.' },
  oopspam: { types: ['form'], does: 'Checks the text of each submission with OOPSpam and refuses spam.' },
  // The form's price (Content, Payment): the first of these connected takes it, Stripe first.
  stripe: { types: ['form'], does: 'Takes the form’s price: visitors pay by card on Stripe’s checkout page, and the submission counts as paid once Stripe confirms it.' },
  'paypal-v2': { types: ['form'], does: 'Takes the form’s price: visitors pay on PayPal’s page, into the PayPal account you sign up with.' },
  paypal: { types: ['form'], does: 'Takes the form’s price: visitors pay on PayPal’s page, into the account of this REST app.' },
  [URL_MASKING_KEY]: { types: Object.keys(MASKED_PROPERTIES), does: 'Serves the files through Tessera, so visitors never see where they are stored.' },
};

export function integrationUse(key: string, widgetType: string): string | null {
  if (PASSES_ON[key]) return PASSES_ON_TYPES.includes(widgetType) ? PASSES_ON[key]! : null;
  if (FIXED[key]) return FIXED[key]!.types.includes(widgetType) ? FIXED[key]!.does : null;
  if (isPictureColumnKind(key)) return widgetType === 'image_gallery' ? `Fills the gallery from the ${GALLERY_TABLE_NOUNS[key]} you pick in Content: ${pictureColumnsHint(key)}.` : null;
  if (key in GALLERY_TABLE_NOUNS) return widgetType === 'image_gallery' ? `Fills the gallery with the pictures of the ${GALLERY_TABLE_NOUNS[key as keyof typeof GALLERY_TABLE_NOUNS]} you pick in Content, with their names.` : null;
  if (isFeedSourceKind(key) && widgetType === 'news_feed') return 'Fills the feed with the latest posts of this source, newest first: each item’s title, date, summary, picture and link.';
  if (isGallerySourceKind(key)) return widgetType === 'image_gallery' ? 'Fills the gallery with the pictures of this source: each row with an image, with its title and link.' : null;
  if (key === 'zoom') return widgetType === 'event_list' ? 'Fills the event list with your scheduled Zoom webinars and their join links (or your upcoming meetings, picked in Content).' : null;
  if ((CALENDAR_API_KINDS as readonly string[]).includes(key)) return widgetType === 'event_list' ? 'Fills the event list with the upcoming events of one of your calendars (picked in Content), except those marked private.' : null;
  if (isCalendarSourceKind(key)) return widgetType === 'event_list' ? 'Fills the event list with this calendar’s upcoming events, repeating ones included.' : null;
  if (isAnalyticsIntegration(key)) return 'Loads this analytics service’s tag in the widget and sends it the events you pick (the widget seen, a click, a form sent…) under your names.';
  return null;
}
