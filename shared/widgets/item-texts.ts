// The texts inside a widget's items that a translation can change (SPEC §3 localization.languages): per
// type, the item list, the prefix its keys start with and the item's own texts. The widget reads
// `t(itemTextKey(prefix, id, text))` and the builder's Languages panel writes the same keys, so both
// come from this one table. Plain data: the frame and the editor import it.
import type { WidgetType } from '../widget-types';

export interface TranslatedItems {
  /** The data key of the item list. */
  list: string;
  prefix: string;
  /** The item's texts, in the order the builder lists them. */
  texts: readonly string[];
  /** Lists of texts in an item (a field's options), each entry under `<prefix>.<id>.<name>.<index>`: key → name. */
  lists?: Readonly<Record<string, string>>;
}

export const TRANSLATED_ITEMS: Readonly<Partial<Record<WidgetType, TranslatedItems>>> = {
  form: { list: 'fields', prefix: 'field', texts: ['label', 'placeholder', 'text'], lists: { options: 'option' } },
  faq: { list: 'questions', prefix: 'question', texts: ['question', 'answer'] },
  testimonials: { list: 'testimonials', prefix: 'testimonial', texts: ['quote', 'role'] },
  pricing_table: { list: 'plans', prefix: 'plan', texts: ['name', 'badge', 'price', 'yearlyPrice', 'description', 'buttonText'], lists: { features: 'feature' } },
  chat_button: { list: 'channels', prefix: 'channel', texts: ['label', 'message'] },
  video_gallery: { list: 'videos', prefix: 'video', texts: ['title', 'description'] },
  logo_showcase: { list: 'logos', prefix: 'logo', texts: ['name'] },
  news_feed: { list: 'posts', prefix: 'post', texts: ['title', 'summary'] },
  map: { list: 'locations', prefix: 'location', texts: ['name', 'description'] },
  business_hours: { list: 'specialDays', prefix: 'specialDay', texts: ['label'] },
  social_links: { list: 'profiles', prefix: 'profile', texts: ['label'] },
  team_members: { list: 'members', prefix: 'member', texts: ['name', 'role', 'bio'] },
};

/** "field.email.label", "field.topic.option.2": the translation key of one item's text. */
export const itemTextKey = (prefix: string, id: string, text: string): string => `${prefix}.${id}.${text}`;
