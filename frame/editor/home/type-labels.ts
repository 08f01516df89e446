// Names and preview art per widget type, for lists built before (or without) the apps list.
import { WIDGET_TYPES } from '../../../shared/widget-types';
import type { AppEntry } from '../api/widgets-api';

export function typeLabel(type: string, apps: AppEntry[] = []): string {
  const app = apps.find((a) => a.type === type);
  if (app?.name) return app.name;
  return type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The apps list, or every known type when the list failed (SPEC §4: the list is then empty). */
export function appsOrTypes(apps: AppEntry[]): AppEntry[] {
  return apps.length ? apps : WIDGET_TYPES.map((type) => ({ type, name: typeLabel(type) }));
}

const GLYPH: Record<string, string> = {
  form: 'M6 6h20v4H6zM6 14h20v4H6zM6 22h12v4H6z',
  image_gallery: 'M4 6h11v9H4zM17 6h11v9H17zM4 17h11v9H4zM17 17h11v9H17z',
  audio_player: 'M12 6v14a4 4 0 1 1-2-3.5V6h12v4H12z',
  pdf_gallery: 'M8 4h12l6 6v18H8zM20 4v6h6',
  pdf_flipbook: 'M4 6h11v20H4zM17 6h11v20H17z',
  ai_chat: 'M4 6h24v16H12l-6 5v-5H4z',
  notification_bar: 'M2 10h28v8H2z',
  popup: 'M6 6h20v20H6zM10 10h12v4H10z',
  event_list: 'M5 8h22v18H5zM5 13h22M11 4v6M21 4v6',
  faq: 'M4 6h24v5H4zM4 14h24v5H4zM4 22h24v5H4zM22 8l2 1.5 2-1.5',
  countdown: 'M16 6a11 11 0 1 0 0.01 0zM16 10v7l5 3M13 2h6',
  testimonials: 'M4 6h24v15H14l-6 5v-5H4zM9 11h4v4H9zM17 11h6M17 15h4',
  pricing_table: 'M3 9h8v17H3zM12 5h8v21h-8zM21 9h8v17h-8zM14 10h4M5 13h4M23 13h4',
  chat_button: 'M16 5a10 10 0 1 0 0.01 0zM11 14h10M11 18h6M23 26l4 3-1-5',
  before_after: 'M4 6h24v20H4zM16 3v26M13 13l-3 3 3 3M19 13l3 3-3 3',
  share_buttons: 'M24 5a3 3 0 1 0 .01 0zM8 13a3 3 0 1 0 .01 0zM24 21a3 3 0 1 0 .01 0zM10.7 14.6l10.6-5.2M10.7 17.4l10.6 5.2',
  video_gallery: 'M3 6h12v9H3zM17 6h12v9H17zM3 17h12v9H3zM17 17h12v9H17zM8 8.5v4l3.5-2zM22 8.5v4l3.5-2zM8 19.5v4l3.5-2zM22 19.5v4l3.5-2z',
  logo_showcase: 'M3 8h8v6H3zM12 8h8v6h-8zM21 8h8v6h-8zM3 18h8v6H3zM12 18h8v6h-8zM21 18h8v6h-8zM6 11h2M15 11h2M24 11h2',
  news_feed: 'M5 5h22v22H5zM9 9h14v6H9zM9 19h14M9 23h9',
  map: 'M4 9l7-3 10 3 7-3v17l-7 3-10-3-7 3zM11 6v17M21 9v17M16 8a4 4 0 0 1 4 4c0 3-4 7-4 7s-4-4-4-7a4 4 0 0 1 4-4zM16 11h.01',
  business_hours: 'M4 5h24v22H4zM4 11h24M9 3v4M23 3v4M16 14a6 6 0 1 0 0.01 0zM16 16v4l3 2',
  social_links: 'M16 4a4 4 0 1 0 .01 0zM6 18a4 4 0 1 0 .01 0zM26 18a4 4 0 1 0 .01 0zM12 26h8M16 8v6M9 20l4-4M23 20l-4-4',
  team_members: 'M10 6a4 4 0 1 0 .01 0zM22 6a4 4 0 1 0 .01 0zM3 22c0-4 3-7 7-7s7 3 7 7zM15 22c0-4 3-7 7-7s7 3 7 7zM5 26h22',
  cookie_consent: 'M16 4a12 12 0 1 0 12 12 5 5 0 0 1-6-6 5 5 0 0 1-6-6zM11 13h2v2h-2zM17 19h2v2h-2zM10 20h2v2h-2z',
};

/** A small inline preview glyph per type (used when the app entry carries no icon image). */
export function typeGlyph(type: string): string {
  return GLYPH[type] ?? 'M6 6h20v20H6z';
}
