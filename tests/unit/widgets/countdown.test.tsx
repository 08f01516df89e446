// @vitest-environment happy-dom
// The countdown widget: the end as a wall-clock time in an IANA zone (daylight saving included), the
// units left ticking once a second, the evergreen mode's start kept for the session, and the end.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import countdownModule from '../../../frame/widgets/countdown/index';
import { countdownDefaults, type CountdownData } from '../../../shared/widgets/countdown';
import { instantOf, isTimeZone, timeLeft } from '../../../shared/widgets/countdown-time';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const Countdown = countdownModule.Widget;

describe('countdown time', () => {
  it.each([
    ['2027-07-01T00:00', 'UTC', '2027-07-01T00:00:00.000Z'],
    ['2027-07-01T00:00', 'Europe/Berlin', '2027-06-30T22:00:00.000Z'],
    ['2027-01-15T09:30', 'Europe/Berlin', '2027-01-15T08:30:00.000Z'],
    ['2027-03-14T12:00', 'America/New_York', '2027-03-14T16:00:00.000Z'],
    ['2027-03-13T12:00', 'America/New_York', '2027-03-13T17:00:00.000Z'],
    ['2027-01-01T00:00', 'Asia/Kolkata', '2026-12-31T18:30:00.000Z'],
    ['2027-01-01T00:00', 'Australia/Sydney', '2026-12-31T13:00:00.000Z'],
  ])('%s in %s is %s', (wall, tz, iso) => {
    expect(new Date(instantOf(wall, tz)!).toISOString()).toBe(iso);
  });

  it('refuses what is no wall time or no zone, and counts whole units', () => {
    expect([instantOf('2027-07-01', 'UTC'), instantOf('soon', 'UTC'), instantOf('2027-07-01T00:00', 'Mars/Base')]).toEqual([null, null, null]);
    expect([isTimeZone('Europe/Paris'), isTimeZone('UTC'), isTimeZone(''), isTimeZone('Nowhere/Land'), isTimeZone(3)]).toEqual([true, true, false, false, false]);
    expect(timeLeft(Date.UTC(2027, 0, 2, 3, 4, 5, 900), Date.UTC(2027, 0, 1))).toEqual({ days: 1, hours: 3, minutes: 4, seconds: 6 });
    expect(timeLeft(0, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

const digits = () => [...document.querySelectorAll('.tw-num')].map((n) => n.textContent);

describe('countdown widget', () => {
  it('shows the days, hours, minutes and seconds left, ticking each second, then the ended text', async () => {
    vi.useFakeTimers({ now: Date.UTC(2027, 5, 30, 23, 58, 58) });
    const { ctx } = makeCtx();
    render(<Countdown widget={makeWidget('countdown', { ...countdownDefaults, endsAt: '2027-07-01T00:00', timeZone: 'UTC' })} ctx={ctx} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our summer sale ends in');
    expect(digits()).toEqual(['00', '00', '01', '02']);
    expect(screen.getByRole('timer').querySelector('.tw-sr')!.textContent).toBe('0 Days, 0 Hours, 1 Minutes');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1010)));
    expect(digits()).toEqual(['00', '00', '01', '01']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(62_000)));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('The sale has ended. Thank you for shopping with us!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop the sale' }).getAttribute('href')).toBe('https://example.com/');
  });

  it('hides itself from visitors once ended when asked, but not in the builder', () => {
    vi.useFakeTimers({ now: Date.UTC(2028, 0, 1) });
    const data: CountdownData = { ...countdownDefaults, hideWhenEnded: true };
    const visitor = makeCtx();
    const { container } = render(<Countdown widget={makeWidget('countdown', data)} ctx={visitor.ctx} />);
    expect(container.innerHTML).toBe('');
    cleanup();
    render(<Countdown widget={makeWidget('countdown', data)} ctx={makeCtx({ mode: 'preview' }).ctx} />);
    expect(screen.getByText(/has ended/)).toBeTruthy();
  });

  it('gives an evergreen countdown the same end across reloads in the session', async () => {
    vi.useFakeTimers({ now: Date.UTC(2027, 0, 1, 12, 0, 0) });
    const { ctx } = makeCtx();
    const data: CountdownData = { ...countdownDefaults, mode: 'evergreen', evergreenMinutes: 15 };
    render(<Countdown widget={makeWidget('countdown', data)} ctx={ctx} />);
    // Until the session store can be read, no digits.
    expect(digits()).toEqual(['--', '--', '--', '--']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(digits()).toEqual(['00', '00', '15', '00']);
    cleanup();
    // Ten minutes later the visitor reloads: the loader's session store still holds the first view.
    vi.setSystemTime(Date.UTC(2027, 0, 1, 12, 10, 0));
    render(<Countdown widget={makeWidget('countdown', data)} ctx={ctx} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(digits()).toEqual(['00', '00', '05', '00']);
  });
});
