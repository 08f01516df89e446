// ARCHITECTURE §3.1a widget type ids (pluginType). Framework-free: the server, frame and tests share it.
export const WIDGET_TYPES = [
  'form',
  'image_gallery',
  'audio_player',
  'pdf_gallery',
  'pdf_flipbook',
  'ai_chat',
  'notification_bar',
  'popup',
  'event_list',
  'faq',
  'countdown',
  'testimonials',
  'pricing_table',
  'cookie_consent',
  'chat_button',
  'before_after',
  'share_buttons',
  'video_gallery',
  'logo_showcase',
  'news_feed',
  'map',
  'business_hours',
  'social_links',
  'team_members',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export function isWidgetType(v: unknown): v is WidgetType {
  return typeof v === 'string' && (WIDGET_TYPES as readonly string[]).includes(v);
}

/** Over-the-canvas (global) widgets float above the host page instead of sitting in the placeholder. */
export const GLOBAL_WIDGET_TYPES: readonly WidgetType[] = ['ai_chat', 'notification_bar', 'popup', 'cookie_consent', 'chat_button'];

export function isGlobalWidgetType(type: string): boolean {
  return (GLOBAL_WIDGET_TYPES as readonly string[]).includes(type);
}
