// An event list signed in to a Google or Outlook account lists the upcoming events of the calendar its
// owner picks (data.calendarId, '' for the account's main one), read through the provider's API with the
// integration's OAuth token: private and cancelled events left out, times as UTC instants, days as days.
// Signed in to Zoom, it lists the scheduled webinars, or the upcoming meetings when the owner picks them.
// The sign-in goes through a local OAuth provider; the calendars through a local fake speaking Google
// Calendar API v3, Microsoft Graph and Zoom API v2. A failing calendar leaves the owner's own events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSourceCache } from '../../../server/integrations/source-cache';
import { envelope as json } from '../../helpers/envelope';
import { startFakeProvider, type FakeProvider } from '../oauth/fake-provider';
import { runFlow, sessionCookie } from '../oauth/oauth-helpers';
import { startFakeCalendarApi, type FakeCalendarApi } from './helpers/fake-calendar-api';
import { makeTestEnv, type TestEnv } from './helpers/test-env';

const NOW = Date.UTC(2027, 2, 10, 12, 0); // Wed 10 March 2027, 12:00 UTC
const CAFE = 'c_cafe/events@group.calendar.google.com';
const OUTLOOK_CAFE = 'AAMkAGI2TG93AAA=';

const GOOGLE_EVENTS: Record<string, unknown[]> = {
  primary: [{ id: 'dentist', status: 'confirmed', summary: 'Dentist', start: { dateTime: '2027-03-11T09:00:00+01:00' }, end: { dateTime: '2027-03-11T10:00:00+01:00' } }],
  [CAFE]: [
    { id: 'tasting', status: 'confirmed', summary: 'Coffee tasting', location: 'Our café', description: 'Six coffees<br>three ways &amp; <b>free</b> cake', start: { dateTime: '2027-03-12T19:00:00+01:00', timeZone: 'Europe/Paris' }, end: { dateTime: '2027-03-12T21:00:00+01:00' }, source: { url: 'https://cafe.example/tasting', title: 'Tickets' } },
    { id: 'staff', status: 'confirmed', visibility: 'private', summary: 'Staff meeting', start: { dateTime: '2027-03-13T08:00:00Z' }, end: { dateTime: '2027-03-13T09:00:00Z' } },
    { id: 'off', status: 'cancelled', summary: 'Cancelled gig', start: { dateTime: '2027-03-14T20:00:00Z' } },
    { id: 'market', status: 'confirmed', summary: 'Spring market', start: { date: '2027-03-20' }, end: { date: '2027-03-22' } },
    { id: 'broken', summary: 'No start' },
  ],
};
const GRAPH_EVENTS: Record<string, unknown[]> = {
  '': [{ id: 'g1', subject: 'Lunch with Sam', sensitivity: 'normal', start: { dateTime: '2027-03-11T12:00:00.0000000', timeZone: 'UTC' } }],
  [OUTLOOK_CAFE]: [
    { id: 'o1', subject: 'Jazz night', bodyPreview: 'Live trio.', isAllDay: false, isCancelled: false, sensitivity: 'normal', start: { dateTime: '2027-03-12T18:30:00.0000000', timeZone: 'UTC' }, end: { dateTime: '2027-03-12T21:00:00.0000000', timeZone: 'UTC' }, location: { displayName: 'Back room' } },
    { id: 'o2', subject: 'Payroll', sensitivity: 'private', start: { dateTime: '2027-03-13T08:00:00.0000000', timeZone: 'UTC' } },
    { id: 'o3', subject: 'Called off', isCancelled: true, sensitivity: 'normal', start: { dateTime: '2027-03-14T08:00:00.0000000', timeZone: 'UTC' } },
    { id: 'o4', subject: 'Bank holiday', isAllDay: true, sensitivity: 'normal', start: { dateTime: '2027-03-17T00:00:00.0000000', timeZone: 'UTC' }, end: { dateTime: '2027-03-18T00:00:00.0000000', timeZone: 'UTC' } },
  ],
};

let env: TestEnv;
let provider: FakeProvider;
let api: FakeCalendarApi;
let cookie: string;

beforeAll(async () => {
  provider = await startFakeProvider({ 'google-client': 'google-secret', 'ms-client': 'ms-secret', 'zoom-client': 'zoom-secret' });
  api = await startFakeCalendarApi({
    google: { calendars: [{ id: 'me@gmail.com', summary: 'me@gmail.com', primary: true }, { id: CAFE, summary: 'Café events' }, { summary: 'no id' }], events: GOOGLE_EVENTS },
    graph: { calendars: [{ id: 'AAMkDEF=', name: 'Calendar', isDefaultCalendar: true }, { id: OUTLOOK_CAFE, name: 'Café', isDefaultCalendar: false }], events: GRAPH_EVENTS },
    zoom: {
      webinars: [
        { uuid: 'w1==', id: 81234567890, topic: 'Roasting 101', type: 5, start_time: '2027-03-16T17:00:00Z', duration: 90, timezone: 'Europe/London', agenda: 'How beans become coffee.', join_url: 'https://zoom.us/w/81234567890' },
        { uuid: 'w0==', id: 80000000000, topic: 'Last week', type: 5, start_time: '2027-03-01T17:00:00Z', duration: 60, join_url: 'https://zoom.us/w/80000000000' },
        { uuid: 'w2==', id: 82222222222, topic: 'Whenever', type: 6, join_url: 'https://zoom.us/w/82222222222' },
      ],
      meetings: [{ uuid: 'm1==', id: 91234567890, topic: 'Team sync', type: 2, start_time: '2027-03-11T09:00:00Z', duration: 30, join_url: 'https://zoom.us/j/91234567890?pwd=secret' }],
    },
  });
  env = await makeTestEnv('sqlite', {
    OAUTH_GOOGLE_CALENDAR_BASE_URL: provider.url, OAUTH_GOOGLE_CALENDAR_CLIENT_ID: 'google-client', OAUTH_GOOGLE_CALENDAR_CLIENT_SECRET: 'google-secret',
    OAUTH_GOOGLE_CALENDAR_API_BASE_URL: api.url,
    OAUTH_OUTLOOK_CALENDAR_BASE_URL: provider.url, OAUTH_OUTLOOK_CALENDAR_CLIENT_ID: 'ms-client', OAUTH_OUTLOOK_CALENDAR_CLIENT_SECRET: 'ms-secret',
    OAUTH_OUTLOOK_CALENDAR_API_BASE_URL: api.url,
    OAUTH_ZOOM_BASE_URL: provider.url, OAUTH_ZOOM_CLIENT_ID: 'zoom-client', OAUTH_ZOOM_CLIENT_SECRET: 'zoom-secret',
    OAUTH_ZOOM_API_BASE_URL: api.url,
  }, () => NOW);
  cookie = await sessionCookie(env, env.ownerId, NOW);
});
afterAll(async () => {
  await env?.close();
  await Promise.all([provider?.close(), api?.close()]);
});

const OWN = [{ id: 'mine', title: 'Our own event', start: '2027-04-01T18:00', end: '', allDay: false, location: '', description: '', link: '' }];

async function signedIn(kind: string): Promise<string> {
  const w = await env.createWidget(env.ownerId, 'event_list', { events: OWN, maxEvents: 10 });
  const run = await runFlow(env, kind, w, cookie);
  expect(run.callback.status).toBe(200);
  return w;
}
const viewerData = async (w: string) => {
  clearSourceCache();
  return (await json(await env.call('GET', `/api/v1/plugin/viewer/${w}`, { key: null }))).data.data as { events: { id: string; title: string; start: string; end: string; allDay: boolean; location: string; description: string; link: string }[]; eventsFrom?: string };
};
const pick = async (w: string, calendarId: string) => {
  const r = await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { calendarId } } });
  expect(r.status, await r.clone().text()).toBe(200);
};
const lastRequest = (path: RegExp) => api.requests.filter((r) => path.test(r.url)).at(-1)!;

describe('an event list signed in to Google Calendar', () => {
  it("lists the account's calendars for the builder, the main one marked", async () => {
    const w = await signedIn('google-calendar');
    const r = await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`));
    expect(r.data).toMatchObject({
      from: 'google-calendar',
      calendars: [{ id: 'me@gmail.com', name: 'me@gmail.com', primary: true }, { id: CAFE, name: 'Café events', primary: false }],
      eventsError: null,
    });
    // With the events the preview shows: the main calendar's, or those of a calendar being picked.
    expect(r.data.events.map((e: { title: string }) => e.title)).toEqual(['Dentist']);
    const picking = await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars?calendar=${encodeURIComponent(CAFE)}`));
    expect(picking.data.events.map((e: { id: string; start: string }) => [e.id, e.start])).toEqual([['tasting', '2027-03-12T18:00Z'], ['market', '2027-03-20']]);
  });

  it('reads the main calendar until the owner picks one, then the picked one: public events only, times as instants, a year ahead', async () => {
    const w = await signedIn('google-calendar');
    expect((await viewerData(w)).events.map((e) => e.title)).toEqual(['Dentist']);
    expect(lastRequest(/\/events\?/).url).toContain('/calendar/v3/calendars/primary/events?');

    await pick(w, CAFE);
    const d = await viewerData(w);
    expect(d.eventsFrom).toBe('google-calendar');
    expect(d.events).toEqual([
      { id: 'tasting', title: 'Coffee tasting', start: '2027-03-12T18:00Z', end: '2027-03-12T20:00Z', allDay: false, location: 'Our café', description: 'Six coffees\nthree ways & free cake', link: 'https://cafe.example/tasting' },
      { id: 'market', title: 'Spring market', start: '2027-03-20', end: '2027-03-22', allDay: true, location: '', description: '', link: '' },
    ]);
    const sent = lastRequest(/\/events\?/);
    expect(sent.url.split('?')[0]).toBe(`/calendar/v3/calendars/${encodeURIComponent(CAFE)}/events`);
    const q = new URL(sent.url, 'http://x').searchParams;
    expect([q.get('singleEvents'), q.get('orderBy')]).toEqual(['true', 'startTime']);
    // From the app's now (its test clock only ticks forward by a millisecond a call) to a year ahead.
    expect(Date.parse(q.get('timeMin')!) - NOW).toBeGreaterThanOrEqual(0);
    expect(Date.parse(q.get('timeMin')!) - NOW).toBeLessThan(1000);
    expect(Date.parse(q.get('timeMax')!) - Date.parse(q.get('timeMin')!)).toBe(366 * 86_400_000);
  });

  it("serves the owner's events when Google fails, and tells the builder why", async () => {
    const w = await signedIn('google-calendar');
    api.failWith = { status: 503, body: { error: { code: 503, message: 'Backend Error' } } };
    try {
      const d = await viewerData(w);
      expect(d.events.map((e) => e.id)).toEqual(['mine']);
      expect(d.eventsFrom).toBeUndefined();
      const r = await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`);
      expect(r.status).toBe(502);
      expect((await json(r)).message).toBe('Google Calendar answered 503: Backend Error');
      api.failWith = { status: 200, body: { kind: 'not a list', items: 'nope' } };
      expect((await viewerData(w)).events.map((e) => e.id)).toEqual(['mine']);
      expect((await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`))).message).toBe('Google Calendar answered with something other than a list.');
    } finally {
      api.failWith = null;
    }
  });

  it('a sign-in that expired and cannot be renewed says to connect again, and visitors get the owner’s events', async () => {
    provider.mode.expiresIn = 1; // the token is stale at once (refreshed a minute before expiry)
    try {
      const w = await signedIn('google-calendar');
      provider.revokeAllRefreshTokens();
      const r = await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`);
      expect(r.status).toBe(401);
      expect((await json(r)).message).toBe('Google Calendar no longer accepts this connection. Connect it again from the editor.');
      expect((await viewerData(w)).events.map((e) => e.id)).toEqual(['mine']);
    } finally {
      provider.mode.expiresIn = 3600;
    }
  });
});

describe('an event list signed in to Outlook', () => {
  it('lists the calendars and reads the picked one in UTC: Normal events only, all-day ones as days', async () => {
    const w = await signedIn('outlook-calendar');
    const cals = await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`));
    expect(cals.data).toMatchObject({ from: 'outlook-calendar', calendars: [{ id: 'AAMkDEF=', name: 'Calendar', primary: true }, { id: OUTLOOK_CAFE, name: 'Café', primary: false }] });
    expect((await viewerData(w)).events.map((e) => e.title)).toEqual(['Lunch with Sam']);
    expect(lastRequest(/calendarView/).url.split('?')[0]).toBe('/v1.0/me/calendarView');

    await pick(w, OUTLOOK_CAFE);
    const d = await viewerData(w);
    expect(d.events).toEqual([
      { id: 'o1', title: 'Jazz night', start: '2027-03-12T18:30Z', end: '2027-03-12T21:00Z', allDay: false, location: 'Back room', description: 'Live trio.', link: '' },
      { id: 'o4', title: 'Bank holiday', start: '2027-03-17', end: '2027-03-18', allDay: true, location: '', description: '', link: '' },
    ]);
    const sent = lastRequest(/calendarView/);
    expect(sent.url.split('?')[0]).toBe(`/v1.0/me/calendars/${encodeURIComponent(OUTLOOK_CAFE)}/calendarView`);
    expect(sent.headers.prefer).toBe('outlook.timezone="UTC"');
    expect(new URL(sent.url, 'http://x').searchParams.get('startDateTime')).toMatch(/^2027-03-10T12:00:00\.\d{3}Z$/);
  });
});

describe('an event list signed in to Zoom', () => {
  it('lists the scheduled webinars with their join links, and the meetings only once the owner picks them', async () => {
    const w = await signedIn('zoom');
    const cals = await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`));
    expect(cals.data.from).toBe('zoom');
    expect(cals.data.calendars.map((c: { id: string }) => c.id)).toEqual(['', 'meetings']);
    const d = await viewerData(w);
    expect(d.eventsFrom).toBe('zoom');
    expect(d.events).toEqual([
      { id: '81234567890', title: 'Roasting 101', start: '2027-03-16T17:00Z', end: '2027-03-16T18:30Z', allDay: false, location: 'Zoom', description: 'How beans become coffee.', link: 'https://zoom.us/w/81234567890' },
    ]);
    expect(api.requests.some((r) => r.url.startsWith('/v2/users/me/meetings'))).toBe(false);

    await pick(w, 'meetings');
    expect((await viewerData(w)).events.map((e) => [e.title, e.link])).toEqual([['Team sync', 'https://zoom.us/j/91234567890?pwd=secret']]);
    expect(lastRequest(/^\/v2\/users\/me\/meetings/).url).toBe('/v2/users/me/meetings?type=upcoming&page_size=300');
  });
});

describe('the calendars route', () => {
  it('answers no calendars for an event list without a calendar or fed by a file (with why its events cannot be read), and 404 for another owner', async () => {
    const w = await env.createWidget(env.ownerId, 'event_list', {});
    expect((await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`))).data).toEqual({ from: null, calendars: [], events: [], eventsError: null });
    // A calendar file that cannot be fetched: no choice, and why the preview shows the owner's events.
    const created = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'icalendar', url: 'https://calendar.invalid/events.ics' } });
    expect(created.status).toBe(201);
    const file = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`))).data;
    expect(file).toMatchObject({ from: 'icalendar', calendars: [], events: [] });
    expect(file.eventsError).toMatch(/\S/);
    const other = await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`, { key: env.otherKey });
    expect(other.status).toBe(404);
    expect((await env.call('GET', `/api/v1/plugin/${w}/integrations/calendars`, { key: null })).status).toBe(401);
  });

  it('refuses a calendar id longer than any provider gives', async () => {
    const w = await env.createWidget(env.ownerId, 'event_list', {});
    const r = await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { calendarId: 'x'.repeat(1025) } } });
    expect(r.status).toBe(400);
  });
});
