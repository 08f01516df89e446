// Business hours: a title, the status now in the business's time zone ("Open now · Closes at 17:00"), the
// regular week's hours with today marked (or today's alone, a special day's in its place, the week behind
// a disclosure), the special days coming up, and the zone's name when the visitor's clocks differ. The status refreshes at each minute's turn
// while the page is open (one timer, and at once when the tab is shown again).
//
// Server rendering: the server renders the widget as of the moment it renders and writes that moment
// into the markup (data-hours-at); the client's first render reads it back, so hydration meets the same
// markup (Preact's hydration keeps the server's attributes, aria-current among them), and a render at
// the visitor's now follows at once, as an ordinary update. A cached server render of yesterday thus
// becomes today's in place. Every part has the same structure in every state (one status line, a zone
// line kept empty until the visitor's zone is known), so the first height is the final one.
import { useEffect, useMemo, useState } from 'react';
import { businessHoursDefaults, HOURS_LAYOUTS, MAX_SOON_MINUTES, MAX_UPCOMING_DAYS, WEEKDAYS, type BusinessHoursData } from '../../../shared/widgets/business-hours';
import { firstWeekday, hoursStatus, rangesOf, scheduleOf, upcomingSpecialDays, weekdayOf } from '../../../shared/widgets/business-hours-time';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { BUSINESS_HOURS_CSS } from './business-hours-css';
import { fill, hoursFormat, visitorZoneDiffers } from './format';
import { HoursStatusLine, statusTexts } from './HoursStatusLine';
import { HoursText, hoursWords, WeekTable, type DayRow } from './WeekTable';

const PREFIX = TRANSLATED_ITEMS.business_hours!.prefix;
const MINUTE = 60_000;

/** The moment the server rendered this widget for, when its markup is on the page to be hydrated. */
function serverMoment(guid: string): number | null {
  if (typeof document === 'undefined') return null;
  const el = [...document.querySelectorAll('[data-hours-at]')].find((e) => e.getAttribute('data-guid') === guid);
  const at = Number(el?.getAttribute('data-hours-at'));
  return el && Number.isFinite(at) && at > 0 ? at : null;
}

const clamp = (v: unknown, lo: number, hi: number, dflt: number) => (typeof v === 'number' && Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : dflt);

export function BusinessHours(props: WidgetProps<BusinessHoursData>) {
  const { ctx } = props;
  const guid = props.widget.guid;
  const data = useWidgetData(businessHoursDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const [now, setNow] = useState(() => serverMoment(guid) ?? Date.now());
  // The visitor's own zone is known in the browser only: the zone line stays empty until then.
  const [live, setLive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    // Just after each minute's turn, when a status can change; the browser slows timers in a hidden tab,
    // so a tab shown again refreshes at once.
    const tick = () => {
      clearTimeout(timer);
      const n = Date.now();
      setNow(n);
      timer = setTimeout(tick, MINUTE - (n % MINUTE) + 50);
    };
    const shown = () => document.visibilityState === 'visible' && tick();
    tick();
    setLive(true);
    document.addEventListener('visibilitychange', shown);
    return () => (clearTimeout(timer), document.removeEventListener('visibilitychange', shown));
  }, []);

  const zone = typeof data.timeZone === 'string' && data.timeZone ? data.timeZone : businessHoursDefaults.timeZone;
  const f = useMemo(() => hoursFormat(ctx.language, data.timeFormat), [ctx.language, data.timeFormat]);
  const schedule = useMemo(() => scheduleOf(data.week, data.specialDays), [data.week, data.specialDays]);
  const soon = clamp(data.soonMinutes, 0, MAX_SOON_MINUTES, 0);
  const status = useMemo(() => {
    try {
      return hoursStatus(schedule, zone, now, soon);
    } catch {
      // A zone this engine does not know (the schema refuses them): the business's clock read as UTC.
      return hoursStatus(schedule, 'UTC', now, soon);
    }
  }, [schedule, zone, now, soon]);
  if (!visible) return null;

  const words = { closed: t('closedDayText', data.closedDayText), allDay: t('allDayText', data.allDayText) };
  const label = (id: string, fallback: string) => t(itemTextKey(PREFIX, id, 'label'), fallback);
  const todayWeekday = weekdayOf(status.today);
  const start = data.weekStart === 'monday' ? 0 : data.weekStart === 'sunday' ? 6 : data.weekStart === 'saturday' ? 5 : firstWeekday(ctx.language);
  // The regular week: which dates are special changes from day to day, and is the special days' list.
  const rows: DayRow[] = WEEKDAYS.map((_, i) => {
    const weekday = (start + i) % 7;
    return { key: String(weekday), name: f.days[weekday]!, hours: hoursWords(schedule.week[weekday]!, words, f.ranges), today: weekday === todayWeekday };
  });
  const todaySpecial = schedule.special.get(status.today);
  // The today layout's line, for every day it may show: each weekday, and each special day in its place.
  const todayLines: DayRow[] = [
    ...rows.map((r) => ({ ...r, today: r.today && !todaySpecial })),
    ...[...schedule.special.values()].map((d) => ({ key: `special-${d.id}`, name: f.days[weekdayOf(d.date)]!, note: label(d.id, d.label), hours: hoursWords(rangesOf(d), words, f.ranges), today: d === todaySpecial })),
  ];
  const upcoming = upcomingSpecialDays(schedule, status.today, clamp(data.upcomingDays, 0, MAX_UPCOMING_DAYS, 30));
  const title = t('title', data.title);
  const titleId = `hours-title-${guid}`;
  const tableLabel: Record<string, string> = title ? { 'aria-labelledby': titleId } : { 'aria-label': t('weekLabel', 'Opening hours') };
  const layout = HOURS_LAYOUTS.includes(data.layout) ? data.layout : 'week';
  const todayText = t('todayText', data.todayText);
  const week = <WeekTable rows={rows} todayText={todayText} label={tableLabel} />;
  const zoneNote = live && visitorZoneDiffers(zone, now) ? fill(t('timeZoneText', data.timeZoneText), { zone: f.zone(zone, now) }) : '';

  return (
    <WidgetRoot data={data} ctx={ctx} type="business_hours" css={BUSINESS_HOURS_CSS} className={`tw-layout-${layout}`}>
      {title ? <h2 id={titleId}>{title}</h2> : null}
      <HoursStatusLine status={status} texts={statusTexts(status, data, t, f)} at={now} guid={guid} />
      {layout === 'week' ? (
        week
      ) : (
        <>
          {/* Every day's line in one place, today's alone visible: the box is as tall as the tallest day's,
              whichever day today is. */}
          <div className="tw-today-stack">
            {todayLines.map((r) => (
              <p className="tw-today-line" key={r.key} aria-hidden={r.today ? undefined : 'true'}>
                <span className="tw-badge">{todayText}</span>
                <span className="tw-today-day">
                  {r.name}
                  {r.note ? ` (${r.note})` : ''}
                </span>
                <span className="tw-today-hours">
                  <HoursText hours={r.hours} />
                </span>
              </p>
            ))}
          </div>
          <details className="tw-more">
            <summary>{t('showWeekText', data.showWeekText)}</summary>
            {week}
          </details>
        </>
      )}
      {upcoming.length ? (
        <section className="tw-special" aria-labelledby={`hours-special-${guid}`}>
          <h3 id={`hours-special-${guid}`}>{t('specialDaysTitle', data.specialDaysTitle)}</h3>
          <table className="tw-week">
            <tbody>
              {upcoming.map((d) => (
                <tr key={d.id} className={d.date === status.today ? 'tw-today' : undefined} aria-current={d.date === status.today ? 'date' : undefined}>
                  <th scope="row">
                    {f.date(d.date)}
                    {d.date === status.today ? <span className="tw-sr">{`, ${todayText}`}</span> : null}
                    {d.label ? <span className="tw-note">{label(d.id, d.label)}</span> : null}
                  </th>
                  <td>
                    <HoursText hours={hoursWords(rangesOf(d), words, f.ranges)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <p className="tw-zone">{zoneNote}</p>
    </WidgetRoot>
  );
}
