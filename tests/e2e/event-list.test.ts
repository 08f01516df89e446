// An event list fed by an .ics calendar, in real Chromium (host page on 127.0.0.1, app on localhost, the
// calendar on a third server): visitors see its upcoming events, repeats expanded, from the first paint;
// in the builder the owner is told where the events come from, and edits their own with the browser's
// date and time picker, seen in the preview.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

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

beforeAll(async () => {
  calendar = await startFakeServer((req, res) => {
    if (req.url === '/pub.ics') return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
    res.writeHead(404).end();
  });
  [app, host, browser] = await Promise.all([startApp({ FETCH_ALLOW_HOSTS: calendar.hostPort }), startHost(), launchBrowser()]);
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
  await Promise.all([host?.close(), app?.stop(), calendar?.close()]);
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
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const [name, value] = cookie.split('=');
    await ctx.addCookies([{ name: name!, value: value!, url: app.url }]);
    const p = await ctx.newPage();
    const own = await createWidget(app.url, cookie, 'event_list', { name: 'Own events' });
    await p.goto(`${app.url}/editor/${id}`);
    await p.getByText('Visitors see the upcoming events of your iCalendar calendar (Integrations). The events below show when it cannot be read.').waitFor({ timeout: 15_000 });
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
});
