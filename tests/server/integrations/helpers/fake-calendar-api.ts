// A local fake of the two calendar APIs an event list reads after a sign-in, speaking their real HTTP:
// Google Calendar API v3 (users/me/calendarList, calendars/{id}/events) and Microsoft Graph
// (/v1.0/me/calendars, /v1.0/me[/calendars/{id}]/calendarView), and Zoom API v2's webinar and meeting
// lists (/v2/users/me/webinars, /v2/users/me/meetings). It takes only the fake OAuth provider's
// access tokens ("Bearer at-…"), as the real ones take only theirs. `failWith` makes every call fail.
import { startFakeServer, type FakeServer } from './fake-server';

export interface FakeCalendars {
  google: { calendars: unknown[]; events: Record<string, unknown[]> };
  graph: { calendars: unknown[]; events: Record<string, unknown[]> };
  zoom?: { webinars: unknown[]; meetings: unknown[] };
}

export interface FakeCalendarApi extends FakeServer {
  failWith: { status: number; body: unknown } | null;
}

export async function startFakeCalendarApi(data: FakeCalendars): Promise<FakeCalendarApi> {
  // The handler reads failWith off the returned object, which the tests set.
  const state: Pick<FakeCalendarApi, 'failWith'> = { failWith: null };
  const server = await startFakeServer((req, res) => {
    const send = (status: number, body: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!/^Bearer at-\d+-/.test(req.headers.authorization ?? '')) return send(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    if (state.failWith) return send(state.failWith.status, state.failWith.body);
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/calendar/v3/users/me/calendarList') return send(200, { kind: 'calendar#calendarList', items: data.google.calendars });
    const g = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(u.pathname);
    if (g) return send(200, { kind: 'calendar#events', items: data.google.events[decodeURIComponent(g[1]!)] ?? [] });
    if (u.pathname === '/v1.0/me/calendars') return send(200, { value: data.graph.calendars });
    const o = /^\/v1.0\/me(?:\/calendars\/([^/]+))?\/calendarView$/.exec(u.pathname);
    if (o) return send(200, { value: data.graph.events[o[1] ? decodeURIComponent(o[1]) : ''] ?? [] });
    if (u.pathname === '/v2/users/me/webinars') return send(200, { page_size: 300, total_records: data.zoom?.webinars.length ?? 0, next_page_token: '', webinars: data.zoom?.webinars ?? [] });
    if (u.pathname === '/v2/users/me/meetings') return send(200, { page_size: 300, total_records: data.zoom?.meetings.length ?? 0, next_page_token: '', meetings: data.zoom?.meetings ?? [] });
    send(404, { error: { message: 'Not found' } });
  });
  return Object.defineProperty(server, 'failWith', { get: () => state.failWith, set: (v) => (state.failWith = v), enumerable: true }) as FakeCalendarApi;
}
