// An event list fed by an .ics calendar, in real Chromium (host page on 127.0.0.1, app on localhost, the
// calendar on a third server): visitors see its upcoming events, repeats expanded, from the first paint;
// in the builder the owner is told where the events come from, and edits their own with the browser's
// date and time picker, seen in the preview, which shows a calendar's events as visitors get them. An
// owner who signs in to Google Calendar (a local OAuth provider and a local fake of its API) picks one of
// the account's calendars, seen in the preview at once, and visitors see its events.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCalendarApi, type FakeCalendarApi } from '../server/integrations/helpers/fake-calendar-api';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { startFakeProvider, type FakeProvider } from '../server/oauth/fake-provider';
import { createWidget, hostPage, launchBrowser, ownerContext, popupClosed, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

const ICS = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN',
  'BEGIN:VEVENT', 'UID:quiz@pub', 'SUMMARY:Quiz night', 'DTSTART:20260105T200000', 'DTEND:20260105T220000', 'RRULE:FREQ=WEEKLY;BYDAY=MO', 'LOCATION:The back room', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:gala@pub', 'SUMMARY:Anniversary gala', 'DTSTART;VALUE=DATE:20400101', 'URL:https://pub.example/gala', 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');

let app: AppServer;
let host: HostServer;
let browser: Browser;
let calendar: FakeServer;
let cookie: string;
let id: string;
let google: FakeProvider;
let googleApi: FakeCalendarApi;

/** An event `days` from now at 18:00 UTC, as Google Calendar's API gives it. */
const googleEvent = (id: string, summary: string, days: number, extra: Record<string, unknown> = {}) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { id, status: 'confirmed', summary, start: { dateTime: `${day}T18:00:00Z` }, end: { dateTime: `${day}T20:00:00Z` }, ...extra };
};

beforeAll(async () => {
  calendar = await startFakeServer((req, res) => {
    if (req.url === '/pub.ics') return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
    res.writeHead(404).end();
  });
  google = await startFakeProvider({ 'google-client': 'google-secret' });
  googleApi = await startFakeCalendarApi({
    google: {
      calendars: [{ id: 'owner@example.com', summary: 'owner@example.com', primary: true }, { id: 'shop@group.calendar.google.com', summary: 'Shop events' }],
      events: {
        primary: [googleEvent('private-life', 'Dentist', 1)],
        'shop@group.calendar.google.com': [googleEvent('sale', 'Spring sale', 2), googleEvent('stock', 'Stocktaking', 3, { visibility: 'private' }), googleEvent('signing', 'Book signing', 4)],
      },
    },
    graph: { calendars: [], events: {} },
  });
  [app, host, browser] = await Promise.all([
    startApp({
      FETCH_ALLOW_HOSTS: calendar.hostPort,
      OAUTH_GOOGLE_CALENDAR_BASE_URL: google.url, OAUTH_GOOGLE_CALENDAR_CLIENT_ID: 'google-client', OAUTH_GOOGLE_CALENDAR_CLIENT_SECRET: 'google-secret',
      OAUTH_GOOGLE_CALENDAR_API_BASE_URL: googleApi.url,
    }),
    startHost(),
    launchBrowser(),
  ]);
  ({ cookie } = await signUp(app.url));
  id = await createWidget(app.url, cookie, 'event_list', { name: 'Pub events', data: { maxEvents: 3 } });
  const r = await fetch(`${app.url}/api/v1/plugin/${id}/integrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: app.url },
    body: JSON.stringify({ type: 'icalendar', url: `${calendar.url}/pub.ics` }),
  });
  expect(r.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), calendar?.close(), google?.close(), googleApi?.close()]);
});

describe('an event list fed by an .ics calendar', () => {
  it("shows visitors the calendar's next events, the repeating one on its weekday", async () => {
    const p = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await p.goto(host.page('/events', hostPage(app.url, `<div data-tessera-widget="${id}" data-lazy="none"></div>`)));
    const f = p.frameLocator(`[data-tessera-widget="${id}"] iframe`);
    const items = f.locator('.tw-events li');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(3);
    expect(await f.locator('.tw-events h3').allTextContents()).toEqual(['Quiz night', 'Quiz night', 'Quiz night']);
    const when = await f.locator('.tw-events .tw-when').allTextContents();
    expect(when.every((w) => /^Mon, .* · 8:00 PM – 10:00 PM$/.test(w)), when.join(' | ')).toBe(true);
    expect(await f.getByText('The back room').count()).toBe(3);
    await p.close();
  });

  it('tells the owner where the events come from, and edits their own with a date and time picker', async () => {
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    const own = await createWidget(app.url, cookie, 'event_list', { name: 'Own events' });
    await p.goto(`${app.url}/editor/${id}`);
    await p.getByText('Visitors see the upcoming events of your iCalendar calendar (Integrations), as the preview shows. The events below show when it cannot be read.').waitFor({ timeout: 15_000 });
    // The preview shows the calendar's events, as visitors get them, not the owner's own.
    const calendarPreview = p.frameLocator('iframe[title="Widget preview"]');
    await expect.poll(() => calendarPreview.locator('.tw-events h3').allTextContents(), { timeout: 15_000 }).toEqual(['Quiz night', 'Quiz night', 'Quiz night']);
    await p.goto(`${app.url}/editor/${own}`);
    const events = p.getByRole('group', { name: 'Events' });
    await events.getByRole('button', { name: 'Coffee tasting', exact: true }).click();
    const starts = events.getByLabel('Starts');
    expect(await starts.getAttribute('type')).toBe('datetime-local');
    await events.getByRole('textbox', { name: 'Title', exact: true }).fill('Cupping class');
    await starts.fill('2031-05-02T17:30');
    await events.getByLabel('Ends (optional)').fill('2031-05-02T19:00');
    const preview = p.frameLocator('iframe[title="Widget preview"]');
    await preview.getByRole('heading', { name: 'Cupping class' }).waitFor({ timeout: 15_000 });
    expect(await preview.locator('.tw-events .tw-when').first().textContent()).toBe('Fri, May 2, 2031 · 5:30 PM – 7:00 PM');
    await ctx.close();
  });

  it("signs in to Google Calendar, picks one of the account's calendars, and visitors see its public events", async () => {
    const ctx = await ownerContext(browser, app.url, cookie);
    const p = await ctx.newPage();
    const shop = await createWidget(app.url, cookie, 'event_list', { name: 'Shop events' });
    await p.goto(`${app.url}/editor/${shop}`);
    await p.getByRole('button', { name: 'Integrations', exact: true }).click();
    await p.locator('.int-tile[data-kind="google-calendar"]').click();
    await p.getByText('Fills the event list with the upcoming events of one of your calendars (picked in Content), except those marked private.').waitFor();
    const popup = p.waitForEvent('popup');
    await p.getByRole('button', { name: 'Connect with Google Calendar' }).click();
    await popupClosed(await popup);
    await p.locator('.int-row[data-integration="google-calendar"] .badge-ok').waitFor({ timeout: 15_000 });

    await p.getByRole('button', { name: 'Content', exact: true }).click();
    const pickCalendar = p.getByRole('combobox', { name: 'Calendar' });
    await pickCalendar.waitFor({ timeout: 15_000 });
    expect(await pickCalendar.locator('option').allTextContents()).toEqual(['owner@example.com (main calendar)', 'Shop events']);
    const preview = p.frameLocator('iframe[title="Widget preview"]');
    await expect.poll(() => preview.locator('.tw-events h3').allTextContents(), { timeout: 15_000 }).toEqual(['Dentist']);
    await pickCalendar.selectOption({ label: 'Shop events' });
    // The preview follows the pick before it is saved.
    await expect.poll(() => preview.locator('.tw-events h3').allTextContents(), { timeout: 15_000 }).toEqual(['Spring sale', 'Book signing']);
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => p.locator('.save-status').textContent(), { timeout: 10_000 }).toBe('All changes saved');
    await ctx.close();

    const v = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await v.goto(host.page('/shop-events', hostPage(app.url, `<div data-tessera-widget="${shop}" data-lazy="none"></div>`)));
    const f = v.frameLocator(`[data-tessera-widget="${shop}"] iframe`);
    await expect.poll(() => f.locator('.tw-events h3').allTextContents(), { timeout: 15_000 }).toEqual(['Spring sale', 'Book signing']);
    expect(googleApi.requests.some((r) => r.url.startsWith(`/calendar/v3/calendars/${encodeURIComponent('shop@group.calendar.google.com')}/events?`))).toBe(true);
    await v.close();
  });
});
