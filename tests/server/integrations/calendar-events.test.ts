// An event list serves its upcoming events with its viewer data and in the server-rendered document: a
// connected .ics or .vcs calendar's (repeats expanded, past ones left out), else the owner's own; a
// failing calendar leaves the owner's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSourceCache } from '../../../server/integrations/source-cache';
import { startFakeServer, type FakeServer } from './helpers/fake-server';
import { makeTestEnv, type TestEnv } from './helpers/test-env';
import { envelope as json } from '../../helpers/envelope';

const NOW = Date.UTC(2027, 2, 10, 12, 0); // Wed 10 March 2027, 12:00 UTC
const ICS = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN',
  'BEGIN:VEVENT', 'UID:yoga@cafe', 'SUMMARY:Morning yoga', 'DTSTART:20270106T090000', 'DTEND:20270106T100000', 'RRULE:FREQ=WEEKLY;BYDAY=WE,SA', 'LOCATION:Garden', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:gone@cafe', 'SUMMARY:Winter party', 'DTSTART:20270201T180000Z', 'DTEND:20270201T220000Z', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:fair@cafe', 'SUMMARY:Book fair', 'DTSTART;VALUE=DATE:20270320', 'DTEND;VALUE=DATE:20270322', 'URL:https://cafe.example/fair', 'DESCRIPTION:Bring a book\\, take a book.', 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');
const VCS = ['BEGIN:VCALENDAR', 'VERSION:1.0', 'BEGIN:VEVENT', 'SUMMARY;ENCODING=QUOTED-PRINTABLE:Caf=C3=A9 night', 'DTSTART:20270401T190000', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

let env: TestEnv;
let upstream: FakeServer;

beforeAll(async () => {
  upstream = await startFakeServer((req, res) => {
    if (req.url === '/cafe.ics') return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
    if (req.url === '/cafe.vcs') return void res.writeHead(200, { 'content-type': 'text/x-vcalendar' }).end(VCS);
    res.writeHead(500).end('down');
  });
  env = await makeTestEnv('sqlite', { FETCH_ALLOW_HOSTS: upstream.hostPort }, () => NOW);
});
afterAll(async () => {
  await env?.close();
  await upstream?.close();
});

const OWN = [
  { id: 'old', title: 'Last year', start: '2026-03-14T18:00', end: '2026-03-14T20:00', allDay: false, location: '', description: '', link: '' },
  { id: 'mine', title: 'Tasting', start: '2027-03-14T18:00', end: '2027-03-14T20:00', allDay: false, location: 'Café', description: '', link: '' },
];
const list = async (source?: { type: string; url: string }, data: Record<string, unknown> = {}) => {
  clearSourceCache();
  const w = await env.createWidget(env.ownerId, 'event_list', { events: OWN, maxEvents: 4, ...data });
  if (source) {
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: source });
    expect(r.status, await r.clone().text()).toBe(201);
  }
  return w;
};
const viewerData = async (w: string) => (await json(await env.call('GET', `/api/v1/plugin/viewer/${w}`, { key: null }))).data.data;

describe('an event list', () => {
  it("serves the owner's upcoming events only", async () => {
    const d = await viewerData(await list());
    expect(d.events.map((e: { id: string }) => e.id)).toEqual(['mine']);
    expect(d.eventsFrom).toBeUndefined();
  });

  it("serves an .ics calendar's upcoming events, repeats expanded, in order, at most maxEvents, in the first paint too", async () => {
    const w = await list({ type: 'icalendar', url: `${upstream.url}/cafe.ics` });
    const d = await viewerData(w);
    expect(d.eventsFrom).toBe('icalendar');
    expect(d.events.map((e: { title: string; start: string }) => [e.title, e.start])).toEqual([
      ['Morning yoga', '2027-03-13T09:00'],
      ['Morning yoga', '2027-03-17T09:00'],
      ['Book fair', '2027-03-20'],
      ['Morning yoga', '2027-03-20T09:00'],
    ]);
    expect(d.events[2]).toMatchObject({ allDay: true, end: '2027-03-22', link: 'https://cafe.example/fair', description: 'Bring a book, take a book.' });
    const html = await (await env.app.request(`/viewer/${w}`)).text();
    expect(html).toContain('Book fair');
    expect(html).not.toContain('Tasting');
  });

  it('serves a .vcs calendar, quoted-printable text decoded', async () => {
    const d = await viewerData(await list({ type: 'vcalendar', url: `${upstream.url}/cafe.vcs` }));
    expect(d.events.map((e: { title: string }) => e.title)).toEqual(['Café night']);
  });

  it("keeps the owner's events when the calendar cannot be read", async () => {
    const d = await viewerData(await list({ type: 'icalendar', url: `${upstream.url}/down.ics` }));
    expect(d.events.map((e: { id: string }) => e.id)).toEqual(['mine']);
    expect(d.eventsFrom).toBeUndefined();
  });
});
