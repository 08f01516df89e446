// SPEC §7 "Integrations" through the shared clients (platform segment `plugin` for the builder), and
// the OAuth start address the connect popup opens.
import * as shared from '../../../shared/api';
import type { ApiConfig } from '../../../shared/api/request';
import type { EventItem } from '../../../shared/widgets/event-list';
import type { GalleryImage } from '../../../shared/widgets/image-gallery';
import type { FeedPost } from '../../../shared/widgets/news-feed';

export interface SecretView {
  isSet: boolean;
  last4?: string | null;
}

export interface IntegrationRecord {
  id: string;
  type: string;
  isActive: boolean;
  values: Record<string, unknown>;
  secrets: Record<string, SecretView>;
  /** An analytics integration's event tracking config (SPEC §3): the events sent to its tag. */
  rawData?: { events?: unknown[] } | null;
  /** Submissions and chat contacts passed on to the service: the last success and failure (ms). */
  delivery?: { lastSentAt: number | null; lastError: string | null; lastErrorAt: number | null };
}

const rec = (r: unknown): IntegrationRecord => {
  const o = r as IntegrationRecord & { guid?: string };
  return { ...o, id: o.id ?? o.guid ?? '', values: o.values ?? {}, secrets: o.secrets ?? {} };
};

export async function listIntegrations(cfg: ApiConfig, widgetId: string, pluginType?: string): Promise<IntegrationRecord[]> {
  return (await shared.listIntegrations({ ...cfg, pluginType }, widgetId)).map(rec);
}

export async function createIntegration(cfg: ApiConfig, widgetId: string, type: string, values: Record<string, unknown>): Promise<IntegrationRecord> {
  return rec(await shared.createIntegration(cfg, widgetId, { ...values, type, componentId: widgetId }));
}

export async function updateIntegration(cfg: ApiConfig, widgetId: string, id: string, values: Record<string, unknown>): Promise<IntegrationRecord> {
  return rec(await shared.updateIntegration(cfg, widgetId, id, values));
}

export async function deleteIntegration(cfg: ApiConfig, widgetId: string, id: string): Promise<void> {
  await shared.deleteIntegration(cfg, widgetId, id);
}

/** Asks the service whether it takes the integration's credentials (ours: server/deliveries/check-connection.ts). */
export async function checkIntegration(cfg: ApiConfig, widgetId: string, id: string): Promise<{ connected: boolean; message: string }> {
  const env = await shared.request<{ connected: boolean; message: string }>(cfg, `api/v1/plugin/${encodeURIComponent(widgetId)}/integrations/${encodeURIComponent(id)}/check`, { method: 'POST' });
  return env.data;
}

export interface CalendarChoice {
  id: string;
  name: string;
  primary: boolean;
}

export interface CalendarRead {
  from: string | null;
  calendars: CalendarChoice[];
  events: EventItem[];
  eventsError: string | null;
}

/** An event list's calendar as the viewer reads it, of `calendarId` while one is being picked (ours:
 *  server/integrations/calendar-routes.ts). */
export async function listCalendars(cfg: ApiConfig, widgetId: string, calendarId: string): Promise<CalendarRead> {
  const env = await shared.request<CalendarRead>(cfg, `api/v1/plugin/${encodeURIComponent(widgetId)}/integrations/calendars`, { query: { calendar: calendarId || undefined } });
  return env.data;
}

export interface TableChoice {
  /** The provider's id: "appX/tblY" (Airtable), a database id (Notion), a folder id (OneDrive). */
  id: string;
  name: string;
}

export interface GallerySourceRead {
  from: string | null;
  tables: TableChoice[];
  images: GalleryImage[];
  imagesError: string | null;
}

/** What a gallery's source shows, as the viewer reads it, for `table` while one is being picked
 *  (ours: server/integrations/gallery-source-routes.ts). */
export async function gallerySource(cfg: ApiConfig, widgetId: string, table: string): Promise<GallerySourceRead> {
  const env = await shared.request<GallerySourceRead>(cfg, `api/v1/plugin/${encodeURIComponent(widgetId)}/integrations/gallery-source`, { query: { table: table || undefined } });
  return env.data;
}

export interface FeedSourceRead {
  from: string | null;
  posts: FeedPost[];
  postsError: string | null;
}

/** What a news feed's source shows, as the viewer reads it (ours: server/integrations/feed-source-routes.ts). */
export async function feedSource(cfg: ApiConfig, widgetId: string): Promise<FeedSourceRead> {
  return (await shared.request<FeedSourceRead>(cfg, `api/v1/plugin/${encodeURIComponent(widgetId)}/integrations/feed-source`)).data;
}

/** Where the OAuth popup starts; the server redirects to the provider (a configurable base URL) and the
 *  callback page posts CN_INTEGRATION_AUTH_DONE to its opener. */
export function oauthStartUrl(appUrl: string, widgetId: string, key: string): string {
  return `${appUrl}/api/v1/plugin/${encodeURIComponent(widgetId)}/integrations/oauth/${encodeURIComponent(key)}/start`;
}

/** serviceName sent with the PayPal v2 calls (SPEC §7 body). */
export const PAYMENTS_SERVICE_NAME = 'tessera';
