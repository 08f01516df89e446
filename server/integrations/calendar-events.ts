// An event list shows visitors its upcoming events: those of its calendar integration (an .ics or .vcs
// file, or the chosen calendar of a Google or Outlook account signed in to) when it has one, else the
// owner's own. The viewer data carries them sorted, repeats expanded and past ones left out
// (upcoming-events.ts), so the server-rendered first paint is the final list. A calendar that is slow or
// failing leaves the owner's own events; its fetch fills the cache for the next visitor.
import { CALENDAR_SOURCE_KINDS, MAX_LISTED_EVENTS, type EventListData } from '../../shared/widgets/event-list';
import type { Deps } from '../deps';
import type { WidgetDto } from '../widgets/widget-record';
import { activeIntegrations } from './active-integrations';
import { providerCallFor } from './provider-api';
import { calendarApiOf } from './calendar-apis/calendar-apis';
import type { IntegrationRow } from './integration-table';
import { cachedItems } from './source-cache';
import { within } from './source-within';
import { upcomingEvents, type SourceEvent } from './upcoming-events';
import { itemsOf } from './widget-data';

/** The calendar's events: a file's through the data-source cache, an account's through its API. */
export function calendarEvents(deps: Deps, row: IntegrationRow, calendarId: string): Promise<unknown[]> {
  const api = calendarApiOf(row.type);
  if (!api) return itemsOf(deps, row);
  return cachedItems(`${row.id}:${row.updated_at}:${calendarId}`, deps.now(), async () => api.events(providerCallFor(deps, row), calendarId, deps.now()));
}

export async function withUpcomingEvents(deps: Deps, dto: WidgetDto): Promise<WidgetDto> {
  const data = dto.data as Partial<EventListData>;
  const max = Math.max(1, Math.min(MAX_LISTED_EVENTS, Number(data.maxEvents) || 10));
  const own = () => ({ ...dto, data: { ...dto.data, events: upcomingEvents(Array.isArray(data.events) ? data.events : [], deps.now(), max) } });
  const [row] = await activeIntegrations(deps, dto.guid, CALENDAR_SOURCE_KINDS);
  if (!row) return own();
  try {
    const got = await within(calendarEvents(deps, row, typeof data.calendarId === 'string' ? data.calendarId : ''));
    if (!got) {
      deps.log.warn('calendar slow; owner events served', { widgetId: dto.guid, type: row.type });
      return own();
    }
    return { ...dto, data: { ...dto.data, events: upcomingEvents(got as SourceEvent[], deps.now(), max), eventsFrom: row.type } };
  } catch (e) {
    deps.log.warn('calendar failed; owner events served', { widgetId: dto.guid, type: row.type, error: e instanceof Error ? e.message : String(e) });
    return own();
  }
}
