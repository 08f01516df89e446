// The events an event list shows: repeats expanded, past ones left out, in order, at most `max`.
import { describe, expect, it } from 'vitest';
import { upcomingEvents } from '../../../server/integrations/upcoming-events';

const NOW = Date.UTC(2027, 2, 10, 12, 0); // Wed 10 March 2027, 12:00 UTC

describe('upcomingEvents', () => {
  it('keeps what is still to come, in order, and what is under way', () => {
    const got = upcomingEvents(
      [
        { uid: 'later', title: 'Later', start: '2027-04-01T19:00', end: '2027-04-01T21:00' },
        { uid: 'past', title: 'Past', start: '2027-03-01T19:00', end: '2027-03-01T21:00' },
        { uid: 'now', title: 'Under way', start: '2027-03-10T11:00Z', end: '2027-03-10T13:00Z' },
        { uid: 'today', title: 'All day today', start: '2027-03-10', allDay: true },
        { uid: 'yesterday', title: 'All day yesterday', start: '2027-03-09', allDay: true },
        { uid: 'bad', title: 'No date', start: 'soon' },
      ],
      NOW,
      10,
    );
    expect(got.map((e) => [e.id, e.start, e.end, e.allDay])).toEqual([
      ['today', '2027-03-10', '', true],
      ['now', '2027-03-10T11:00Z', '2027-03-10T13:00Z', false],
      ['later', '2027-04-01T19:00', '2027-04-01T21:00', false],
    ]);
  });

  it('expands a weekly repeat at the same wall time, from now on, up to max', () => {
    const got = upcomingEvents([{ uid: 'yoga', title: 'Yoga', start: '2027-01-06T19:00:00', end: '2027-01-06T20:00:00', rrule: 'FREQ=WEEKLY;BYDAY=WE' }], NOW, 3);
    expect(got.map((e) => [e.id, e.start, e.end])).toEqual([
      ['yoga', '2027-03-10T19:00', '2027-03-10T20:00'],
      ['yoga-1', '2027-03-17T19:00', '2027-03-17T20:00'],
      ['yoga-2', '2027-03-24T19:00', '2027-03-24T20:00'],
    ]);
  });

  it('ends a repeat where its rule ends, and keeps a broken rule as one event', () => {
    expect(upcomingEvents([{ uid: 'c', start: '2027-03-01T10:00', rrule: 'FREQ=DAILY;COUNT=12' }], NOW, 50).map((e) => e.start.slice(0, 10))).toEqual(['2027-03-11', '2027-03-12']);
    expect(upcomingEvents([{ uid: 'x', start: '2027-05-01T10:00', rrule: 'FREQ=NEVERLY' }], NOW, 50).map((e) => e.start)).toEqual(['2027-05-01T10:00']);
  });

  it('keeps only http(s) links and bounded texts', () => {
    const [e] = upcomingEvents([{ uid: 'l', title: 'x'.repeat(400), start: '2027-05-01', url: 'javascript:alert(1)' }], NOW, 5);
    expect(e!.link).toBe('');
    expect(e!.title).toHaveLength(300);
    expect(upcomingEvents([{ id: 'o', start: '2027-05-01', link: 'https://shop.example/tickets' }], NOW, 5)[0]!.link).toBe('https://shop.example/tickets');
  });
});
