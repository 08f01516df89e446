// Widget type id → its lazily loaded chunk (frame/widgets/<kebab-type>/index.tsx default-exports a
// WidgetModule). One line per type; esbuild splits each import() into its own chunk, so a visitor
// downloads only the type on the page. A folder that does not exist yet maps to a clear error.
import { WIDGET_TYPES } from '../../shared/widget-types';
import type { WidgetModule } from './types';

type Load = () => Promise<{ default: WidgetModule<any> }>;

export class UnknownWidgetTypeError extends Error {
  readonly code = 'UNKNOWN_WIDGET_TYPE';
  constructor(readonly type: string) {
    super(`This widget type is not available: ${type}`);
    this.name = 'UnknownWidgetTypeError';
  }
}

const missing =
  (type: string): Load =>
  () =>
    Promise.reject(new UnknownWidgetTypeError(type));

/** Replace `missing('x')` with `() => import('./x/index')` when the folder lands. */
export const WIDGET_LOADERS: Record<(typeof WIDGET_TYPES)[number], Load> = {
  form: () => import('./form/index'),
  image_gallery: () => import('./image-gallery/index'),
  audio_player: () => import('./audio-player/index'),
  pdf_gallery: () => import('./pdf-gallery/index'),
  pdf_flipbook: () => import('./pdf-flipbook/index'),
  ai_chat: () => import('./ai-chat/index'),
  notification_bar: () => import('./notification-bar/index'),
  popup: () => import('./popup/index'),
  event_list: () => import('./event-list/index'),
  faq: () => import('./faq/index'),
  countdown: () => import('./countdown/index'),
  testimonials: () => import('./testimonials/index'),
  pricing_table: () => import('./pricing-table/index'),
  cookie_consent: () => import('./cookie-consent/index'),
  chat_button: () => import('./chat-button/index'),
  before_after: () => import('./before-after/index'),
  share_buttons: () => import('./share-buttons/index'),
  video_gallery: () => import('./video-gallery/index'),
  logo_showcase: () => import('./logo-showcase/index'),
  news_feed: () => import('./news-feed/index'),
  map: () => import('./map/index'),
  business_hours: () => import('./business-hours/index'),
  social_links: () => import('./social-links/index'),
  team_members: () => import('./team-members/index'),
};

export function hasWidgetType(type: string | null | undefined): boolean {
  return !!type && Object.hasOwn(WIDGET_LOADERS, type);
}

const loaded = new Map<string, WidgetModule<any>>();

export async function loadWidgetModule(type: string): Promise<WidgetModule<any>> {
  if (!hasWidgetType(type)) throw new UnknownWidgetTypeError(type);
  const mod = (await WIDGET_LOADERS[type as keyof typeof WIDGET_LOADERS]()).default;
  loaded.set(type, mod);
  return mod;
}

/** The type's module if it already arrived: a server-rendered widget hydrates in its first render. */
export function loadedWidgetModule(type: string): WidgetModule<any> | null {
  return loaded.get(type) ?? null;
}
