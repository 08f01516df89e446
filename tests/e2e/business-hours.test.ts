// Business hours end to end, on a host page of another origin, with the browser's clock fixed
// (Playwright's clock) and the visitor in Tokyo while the business is in Los Angeles (this machine runs
// on UTC): the status is the business's ("Closes soon · Closes at 12:00 PM" at 11:59 on its Wednesday,
// Thursday morning in Tokyo), the week shows Wednesday as today, the zone's name is given, and the status
// turns at the minute by itself. The frame has one height from the first paint at a phone's and a
// desktop's width, though the server rendered at its own (real) time, and axe finds nothing serious.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantAt, wallClock, weekdayOf } from '../../shared/widgets/business-hours-time';
import { axeSerious, createWidget, hostPage, launchBrowser, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';
import { HEIGHTS, RECORDER, expectOneFrameHeight } from './host-recorders';

// The server renders at its own, real time: the clock is fixed at the next Wednesday in Los Angeles,
// 11:59:59.990 there (Thursday early morning in Tokyo), so a special day 6 days later is coming up both
// for the server's render and for the visitor (30 days ahead).
const LA = 'America/Los_Angeles';
const today = wallClock(Date.now(), LA).date;
const WEDNESDAY = addDays(today, ((2 - weekdayOf(today) + 7) % 7) || 7);
const SPECIAL = addDays(WEDNESDAY, 6);
const BEFORE_LUNCH = instantAt(WEDNESDAY, 12 * 60, LA) - 10;
const AT_LUNCH = instantAt(WEDNESDAY, 12 * 60, LA) + 30_000;
const specialDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${SPECIAL}T00:00:00Z`));

describe('business hours', () => {
  let app: AppServer;
  let host: HostServer;
  let browser: Browser;
  let ctx: BrowserContext;
  const ids: Record<'week' | 'today', string> = { week: '', today: '' };
  beforeAll(async () => {
    [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
    const { cookie } = await signUp(app.url);
    // A special day inside the window both at the server's real time and at the fixed clock.
    const data = { timeZone: LA, specialDays: [{ id: 'inventory', date: SPECIAL, label: 'Inventory day', closed: true, allDay: false, ranges: [] }] };
    ids.week = await createWidget(app.url, cookie, 'business_hours', { data });
    ids.today = await createWidget(app.url, cookie, 'business_hours', { data: { ...data, layout: 'today' } });
    // axe goes into the viewer document, whose CSP rightly refuses inline scripts.
    ctx = await browser.newContext({ bypassCSP: true, timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    // Date is fixed; timers run: the widget's minute timer, found at 11:59:59.990, asks again in 60 ms.
    await ctx.clock.setFixedTime(BEFORE_LUNCH);
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await host?.close();
    await app?.stop();
  });

  async function embed(layout: 'week' | 'today', width: number): Promise<{ p: Page; f: Frame }> {
    const p = await ctx.newPage();
    await p.setViewportSize({ width, height: 900 });
    await p.addInitScript(HEIGHTS);
    const id = ids[layout];
    await p.goto(host.page(`/hours-${layout}-${width}-${Math.random().toString(36).slice(2)}`, hostPage(app.url, `${RECORDER}<h1>Visit us</h1><div data-tessera-widget="${id}" data-lazy="none"></div><p>More below.</p>`)));
    await p.waitForFunction(() => (window as any).__msg.some((m: any) => m.type === 'loaded'), null, { timeout: 20_000 });
    const f = (await (await p.waitForSelector(`[data-tessera-widget="${id}"] iframe`)).contentFrame())!;
    await f.waitForSelector('.tw-zone:not(:empty)');
    return { p, f };
  }

  it.each([
    ['week', 375],
    ['week', 1280],
    ['today', 375],
    ['today', 1280],
  ] as const)('the %s layout takes one height, tells the business’s status and passes axe at %i px', async (layout, width) => {
    const { p, f } = await embed(layout, width);
    // The server's first paint (at the server's own time) had the final height.
    const content = await expectOneFrameHeight(p, f, ids[layout], `heights at ${width}`);
    expect(await f.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    expect(await f.locator('.tw-now').textContent()).toBe('Closes soonCloses at 12:00 PM');
    expect(await f.locator('.tw-zone').textContent()).toBe('Times are in Pacific Time');
    if (layout === 'week') expect(await f.locator('tr[aria-current="date"] th').textContent()).toBe('Wednesday, Today');
    else expect(await f.locator('.tw-today-line:not([aria-hidden])').textContent()).toBe('TodayWednesday9:00 AM–12:00 PM1:00 PM–5:00 PM');
    expect(await f.getByRole('region', { name: 'Special opening hours' }).textContent()).toBe(`Special opening hours${specialDate}Inventory dayClosed`);
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    await p.close();
  });

  it('turns the status at the minute by itself, at the same height', async () => {
    const { p, f } = await embed('week', 375);
    const before = await f.evaluate(() => document.getElementById('root')!.getBoundingClientRect().height);
    expect(await f.locator('.tw-state').textContent()).toBe('Closes soon');
    await ctx.clock.setFixedTime(AT_LUNCH);
    await f.waitForFunction(() => document.querySelector('.tw-state')?.textContent === 'Closed now', null, { timeout: 5000 });
    expect(await f.locator('.tw-next').textContent()).toBe('Opens at 1:00 PM');
    expect(await f.evaluate(() => document.getElementById('root')!.getBoundingClientRect().height)).toBe(before);
    await ctx.clock.setFixedTime(BEFORE_LUNCH);
    await p.close();
  });

  it('opens the whole week from the today layout by keyboard, today marked in it', async () => {
    const { p, f } = await embed('today', 1280);
    expect(await f.locator('.tw-more table').isVisible()).toBe(false);
    await f.locator('summary').focus();
    await p.keyboard.press('Enter');
    await f.locator('.tw-more table').waitFor({ state: 'visible' });
    expect(await f.locator('tr[aria-current="date"] th').textContent()).toBe('Wednesday, Today');
    expect(await f.locator('.tw-more tbody tr').count()).toBe(7);
    expect(await axeSerious(f as unknown as Page)).toEqual([]);
    await p.close();
  });
});
