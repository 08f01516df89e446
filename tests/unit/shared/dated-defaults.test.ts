import { describe, expect, it } from 'vitest';
import { datedDefaults, shiftDays } from '../../../shared/widgets/dated-defaults';
import { eventListDefaults } from '../../../shared/widgets/event-list';

describe('default dates that stay ahead of the owner', () => {
  it.each([
    ['a time, across a month', '2027-03-30T18:00', 3, '2027-04-02T18:00'],
    ['a day, across a year', '2026-12-31', 1, '2027-01-01'],
    ['backwards, across a leap day', '2028-03-01T09:30', -1, '2028-02-29T09:30'],
    ['no date', '', 5, ''],
  ])('shiftDays: %s', (_name, from, days, to) => {
    expect(shiftDays(from, days)).toBe(to);
  });

  it('a countdown ends at midnight 30 days on; the sample events start 14 days on, their days apart kept', () => {
    const now = Date.parse('2026-11-29T23:30:00Z');
    expect(datedDefaults('countdown', now)).toEqual({ endsAt: '2026-12-29T00:00' });
    const { events } = datedDefaults('event_list', now) as { events: typeof eventListDefaults.events };
    expect(events.map((e) => [e.start, e.end])).toEqual([
      ['2026-12-13T18:00', '2026-12-13T20:00'],
      ['2027-01-01T10:00', '2027-01-01T12:30'],
      ['2027-03-20T00:00', ''],
    ]);
    expect(events.map((e) => e.title)).toEqual(eventListDefaults.events.map((e) => e.title));
    expect(datedDefaults('form', now)).toEqual({});
  });
});

it('stamps a new business hours widget’s sample special days 10 and 17 days on, inside the 30 days it lists', () => {
  const { specialDays } = datedDefaults('business_hours', Date.parse('2026-11-29T23:30:00Z')) as { specialDays: { date: string; label: string }[] };
  expect(specialDays.map((d) => [d.date, d.label])).toEqual([
    ['2026-12-09', 'Public holiday'],
    ['2026-12-16', 'Late opening'],
  ]);
});
