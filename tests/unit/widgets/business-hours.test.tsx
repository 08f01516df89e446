// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// Business hours: the status in the business's zone with what comes next, the week as a table in the
// visitor's week order and language with today marked, 12- and 24-hour clocks, special days in the week
// and coming up, the today-only layout, the owner's French texts, the refresh at each minute's turn, the
// zone's name when the visitor's clock differs, and hydration over a server render of another day.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import module from '../../../frame/widgets/business-hours/index';
import { businessHoursDefaults, type BusinessHoursData } from '../../../shared/widgets/business-hours';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

const Widget = module.Widget;
// The visitor's clock: UTC, whatever this machine's zone.
const machineTz = process.env.TZ;
beforeAll(() => void (process.env.TZ = 'UTC'));
afterAll(() => void (process.env.TZ = machineTz));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Monday 30 November 2026.
const MON = (h: number, m = 0, s = 0) => Date.UTC(2026, 10, 30, h, m, s);
const data = (over: Partial<BusinessHoursData> = {}): BusinessHoursData => ({ ...structuredClone(businessHoursDefaults), timeZone: 'UTC', specialDays: [], ...over });
const show = (over: Partial<BusinessHoursData> = {}, language = 'en-US') => render(<Widget widget={makeWidget('business_hours', data(over))} ctx={makeCtx({ language }).ctx} />);
const state = () => [document.querySelector('.tw-state')?.textContent, document.querySelector('.tw-next')?.textContent ?? ''];
const rows = (table = document.querySelector('.tw-week')!) => [...table.querySelectorAll('tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]);
const current = () => [...document.querySelectorAll('[aria-current="date"] th')].map((th) => th.textContent);

describe('business hours widget', () => {
  it('says it is open and when it closes, and lists the week from Sunday in en-US with today marked', () => {
    vi.useFakeTimers({ now: MON(10) });
    show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Opening hours');
    expect(state()).toEqual(['Open now', 'Closes at 5:00 PM']);
    expect(document.querySelector('.tw-now')!.className).toContain('tw-open');
    expect(rows()).toEqual([
      ['Sunday', 'Closed'],
      ['Monday, Today', '9:00 AM–5:00 PM'],
      ['Tuesday', '9:00 AM–5:00 PM'],
      ['Wednesday', '9:00 AM–12:00 PM1:00 PM–5:00 PM'],
      ['Thursday', '9:00 AM–5:00 PM'],
      ['Friday', '9:00 AM–8:00 PM'],
      ['Saturday', '10:00 AM–2:00 PM'],
    ]);
    expect(current()).toEqual(['Monday, Today']);
    const table = screen.getByRole('table', { name: 'Opening hours' });
    expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(7);
  });

  it.each([
    ['24h', 'en-US', 'Closes at 17:00', '09:00–17:00'],
    ['12h', 'de-DE', /^Closes at 5:00\sPM$/, /^9:00\sAM–5:00\sPM$/],
    ['auto', 'en-GB', 'Closes at 17:00', '09:00–17:00'],
    ['auto', 'en-US', 'Closes at 5:00 PM', '9:00 AM–5:00 PM'],
  ] as const)('a %s clock in %s', (timeFormat, language, next, monday) => {
    vi.useFakeTimers({ now: MON(10) });
    show({ timeFormat }, language);
    expect(state()[1]).toMatch(next);
    expect(document.querySelector('[aria-current="date"] td')!.textContent).toMatch(monday);
  });

  it('starts the week on the owner’s day, or the visitor’s language’s', () => {
    vi.useFakeTimers({ now: MON(10) });
    show({ weekStart: 'saturday' });
    expect(rows().map((r) => r[0])[0]).toBe('Saturday');
    cleanup();
    show({}, 'en-GB');
    expect(rows().map((r) => r[0])[0]).toBe('Monday, Today');
  });

  it('computes the status in the business’s zone: 23:30 UTC on Monday is Tuesday 08:30 in Tokyo', () => {
    vi.useFakeTimers({ now: MON(23, 30) });
    show({ timeZone: 'Asia/Tokyo', timeFormat: '24h' });
    expect(state()).toEqual(['Opens soon', 'Opens at 09:00']);
    expect(current()).toEqual(['Tuesday, Today']);
    expect(screen.getByText('Times are in Japan Standard Time')).toBeTruthy();
  });

  it('names no zone when the visitor’s clock is the business’s, keeping the line', () => {
    vi.useFakeTimers({ now: MON(10) });
    show({ timeZone: 'Europe/London' });
    expect(document.querySelector('.tw-zone')!.textContent).toBe('');
  });

  it('says when it opens next after closing: tomorrow, then on Monday over the weekend', () => {
    vi.useFakeTimers({ now: MON(18) });
    show({ timeFormat: '24h' });
    expect(state()).toEqual(['Closed now', 'Opens tomorrow at 09:00']);
    cleanup();
    vi.setSystemTime(Date.UTC(2026, 11, 5, 15));
    show({ timeFormat: '24h' });
    expect(state()).toEqual(['Closed now', 'Opens Monday at 09:00']);
    expect(document.querySelector('.tw-now')!.className).toContain('tw-closed');
  });

  it('is open 24 hours, or closed without a next opening, in words', () => {
    vi.useFakeTimers({ now: MON(10) });
    const week = businessHoursDefaults.week.map((d) => ({ ...d, closed: false, allDay: true }));
    show({ week });
    expect(state()).toEqual(['Open now', 'Open 24 hours']);
    expect(rows()[1]).toEqual(['Monday, Today', 'Open 24 hours']);
    cleanup();
    show({ week: businessHoursDefaults.week.map((d) => ({ ...d, closed: true })) });
    expect(state()).toEqual(['Closed now', '']);
  });

  it('uses a special day for the status and the today layout’s line, and lists those coming up within the window', () => {
    vi.useFakeTimers({ now: MON(10) });
    const specialDays = [
      { id: 'inventory', date: '2026-11-30', label: 'Inventory', closed: true, allDay: false, ranges: [] },
      { id: 'eve', date: '2026-12-24', label: 'Christmas Eve', closed: false, allDay: false, ranges: ['09:00-13:00'] },
      { id: 'far', date: '2027-03-01', label: 'Spring cleaning', closed: true, allDay: false, ranges: [] },
      { id: 'past', date: '2026-11-20', label: 'Past', closed: true, allDay: false, ranges: [] },
    ];
    show({ specialDays, timeFormat: '24h' }, 'en-GB');
    expect(state()).toEqual(['Closed now', 'Opens tomorrow at 09:00']);
    // The week is the regular week; the special days are their own list.
    expect(rows()[0]).toEqual(['Monday, Today', '09:00–17:00']);
    const coming = screen.getByRole('region', { name: 'Special opening hours' });
    expect(rows(coming.querySelector('table')!)).toEqual([
      ['Monday 30 November, TodayInventory', 'Closed'],
      ['Thursday 24 DecemberChristmas Eve', '09:00–13:00'],
    ]);
    cleanup();
    show({ specialDays, upcomingDays: 0 });
    expect(screen.getByRole('region', { name: 'Special opening hours' }).querySelectorAll('tr')).toHaveLength(1);
    cleanup();
    // Today's line is the special day's.
    show({ specialDays, layout: 'today' });
    expect(document.querySelector('.tw-today-line:not([aria-hidden])')!.textContent).toBe('TodayMonday (Inventory)Closed');
    expect(document.querySelectorAll('.tw-today-line:not([aria-hidden])')).toHaveLength(1);
  });

  it('shows today’s hours alone in the today layout, the whole week behind a disclosure', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 2, 10) });
    show({ layout: 'today', timeFormat: '24h' });
    expect(document.querySelector('.tw-today-line:not([aria-hidden])')!.textContent).toBe('TodayWednesday09:00–12:0013:00–17:00');
    // The other days' lines hold the box at the tallest day's height, hidden.
    expect(document.querySelectorAll('.tw-today-line[aria-hidden="true"]')).toHaveLength(6);
    const more = document.querySelector('details')!;
    expect(more.open).toBe(false);
    expect(more.querySelector('summary')!.textContent).toBe('Show all opening hours');
    expect(more.querySelectorAll('tr')).toHaveLength(7);
    expect(current()).toEqual(['Wednesday, Today']);
  });

  it('reads the owner’s French texts, and day names and times from the visitor’s language', () => {
    vi.useFakeTimers({ now: MON(16, 45) });
    const localization = {
      languages: {
        'fr-FR': { title: 'Horaires d’ouverture', closesSoonText: 'Ferme bientôt', closesAtText: 'Ferme à {time}', todayText: 'Aujourd’hui', closedDayText: 'Fermé', specialDaysTitle: 'Horaires exceptionnels', 'specialDay.eve.label': 'Réveillon de Noël' },
      },
    };
    const specialDays = [{ id: 'eve', date: '2026-12-24', label: 'Christmas Eve', closed: false, allDay: false, ranges: ['09:00-13:00'] }];
    show({ localization, specialDays }, 'fr-FR');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Horaires d’ouverture');
    expect(state()).toEqual(['Ferme bientôt', 'Ferme à 17:00']);
    expect(rows().map((r) => r.join(' '))).toEqual([
      'lundi, Aujourd’hui 09:00–17:00',
      'mardi 09:00–17:00',
      'mercredi 09:00–12:0013:00–17:00',
      'jeudi 09:00–17:00',
      'vendredi 09:00–20:00',
      'samedi 10:00–14:00',
      'dimanche Fermé',
    ]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Horaires exceptionnels');
    expect(screen.getByText('Réveillon de Noël').parentElement!.textContent).toBe('jeudi 24 décembreRéveillon de Noël');
  });

  it('refreshes the status at each minute’s turn with one timer, and at once when the tab is shown again', async () => {
    vi.useFakeTimers({ now: MON(16, 59, 30) });
    show({ timeFormat: '24h' });
    expect(state()).toEqual(['Closes soon', 'Closes at 17:00']);
    expect(vi.getTimerCount()).toBe(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(31_000)));
    expect(state()).toEqual(['Closed now', 'Opens tomorrow at 09:00']);
    expect(vi.getTimerCount()).toBe(1);
    // A hidden tab's timers are held back by the browser: showing it again refreshes at once.
    vi.setSystemTime(Date.UTC(2026, 11, 1, 9, 0, 5));
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(state()).toEqual(['Open now', 'Closes at 17:00']);
    expect(current()).toEqual(['Tuesday, Today']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('renders the owner’s words as text', () => {
    vi.useFakeTimers({ now: MON(10) });
    const specialDays = [{ id: 'x', date: '2026-11-30', label: '<img src=x onerror=alert(1)>', closed: true, allDay: false, ranges: [] }];
    show({ title: '<b>Hours</b>', specialDays });
    expect(document.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Hours</b>');
  });

  it('hydrates a server render of another day as it is, then shows today', async () => {
    const view = () => <Widget widget={makeWidget('business_hours', data({ timeFormat: '24h' }))} ctx={makeCtx().ctx} />;
    vi.useFakeTimers({ now: MON(10) });
    const html = renderToString(view());
    // The visitor opens the page two days after the server's render was made (a cached render).
    vi.setSystemTime(Date.UTC(2026, 11, 2, 18));
    const root = document.createElement('div');
    root.innerHTML = html;
    const server = root.innerHTML;
    document.body.appendChild(root);
    hydrate(view(), root);
    // The client's first render is the server's (its moment read back from data-hours-at)...
    expect(root.innerHTML).toBe(server);
    // Effects run after the browser paints.
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    // ...and the visitor's now follows as an update, attributes included.
    expect(state()).toEqual(['Closed now', 'Opens tomorrow at 09:00']);
    expect(current()).toEqual(['Wednesday, Today']);
    expect(root.querySelectorAll('[aria-current]')).toHaveLength(1);
    root.remove();
  });
});
