// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import eventListModule from '../../../frame/widgets/event-list/index';
import { eventWhen } from '../../../frame/widgets/event-list/event-time';
import { eventListDefaults, type EventListData } from '../../../shared/widgets/event-list';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
const List = eventListModule.Widget;
const ev = (over: Partial<EventListData['events'][number]>) => ({ id: 'e', title: 'Tasting', start: '2027-03-14T18:00', end: '2027-03-14T20:00', allDay: false, location: '', description: '', link: '', ...over });

describe('event list widget', () => {
  it('lists the events with a date badge, when, where, what and a details link', () => {
    const { ctx } = makeCtx();
    const data: EventListData = { ...eventListDefaults, events: [ev({ location: '12 Harbour Street', description: 'Six coffees.', link: 'https://shop.example/t' })] };
    render(<List widget={makeWidget('event_list', data)} ctx={ctx} />);
    const item = screen.getByRole('listitem');
    expect(item.querySelector('.tw-date')!.textContent).toBe('Mar14');
    expect(screen.getByRole('heading', { name: 'Tasting' })).toBeTruthy();
    expect(item.querySelector('.tw-when')!.textContent).toBe('Sun, March 14, 2027 · 6:00 PM – 8:00 PM');
    expect(screen.getByText('12 Harbour Street')).toBeTruthy();
    const link = screen.getByRole('link', { name: /^Details Tasting/ });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://shop.example/t', '_blank', 'noopener noreferrer']);
  });

  it('shows at most maxEvents, and the empty text when there is none', () => {
    const { ctx } = makeCtx();
    render(<List widget={makeWidget('event_list', { ...eventListDefaults, maxEvents: 2, events: [ev({ id: 'a' }), ev({ id: 'b' }), ev({ id: 'c' })] })} ctx={ctx} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    cleanup();
    render(<List widget={makeWidget('event_list', { ...eventListDefaults, events: [] })} ctx={ctx} />);
    expect(screen.getByText('No upcoming events. Check back soon!')).toBeTruthy();
  });

  it('writes days, spans and open ends in words', () => {
    expect(eventWhen(ev({ start: '2027-06-19', end: '', allDay: true }), 'en', 'All day')).toBe('Sat, June 19, 2027 · All day');
    // An .ics day event ends the day after its last day.
    expect(eventWhen(ev({ start: '2027-06-19', end: '2027-06-21', allDay: true }), 'en', 'All day')).toBe('Sat, June 19, 2027 – Sun, June 20, 2027');
    expect(eventWhen(ev({ end: '' }), 'en', 'All day')).toBe('Sun, March 14, 2027 · 6:00 PM');
    expect(eventWhen(ev({ end: '2027-03-15T02:00' }), 'de', 'Ganztägig')).toBe('So., 14. März 2027 18:00 – Mo., 15. März 2027 2:00');
  });
});
