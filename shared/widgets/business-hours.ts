// Default built-in data of the `business_hours` widget type (ARCHITECTURE §3.1a): a business's opening
// hours, with an "Open now" / "Closed now" status and what comes next, computed in the business's own time
// zone, the week's hours with today marked, and the special days (holidays) coming up. Plain data, no zod,
// so the frame's widget chunk can import it. The status logic is business-hours-time.ts.
import { commonDefaults, type CommonWidgetData } from './common-data';

/** Monday first: the index every weekday has in this type's logic (0 Monday ... 6 Sunday). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const TIME_FORMATS = ['auto', '12h', '24h'] as const;
export const WEEK_STARTS = ['auto', 'monday', 'sunday', 'saturday'] as const;
export const HOURS_LAYOUTS = ['week', 'today'] as const;
/** Ranges one day may have (a lunch break makes two; a split shift three). */
export const MAX_RANGES = 6;
export const MAX_SPECIAL_DAYS = 100;
/** "Closes soon" / "Opens soon" at most this many minutes ahead; 0 turns it off. */
export const MAX_SOON_MINUTES = 240;
/** Special days show this many days ahead at most. */
export const MAX_UPCOMING_DAYS = 365;

/** A day's hours: closed, open the whole day, or the listed ranges ("09:00-12:00"; "22:00-02:00" runs
 *  past midnight into the next day). Closed wins over allDay; no ranges and neither flag is closed too. */
export type DayHours = {
  closed: boolean;
  allDay: boolean;
  ranges: string[];
};

export type WeekEntry = DayHours & {
  id: string;
  /** '' in an entry the builder just added, until the owner picks its day (ignored until then). */
  day: Weekday | '';
};

export type SpecialDay = DayHours & {
  id: string;
  /** "2026-12-25" in the business's calendar; '' until the owner fills it (ignored until then). */
  date: string;
  /** "Christmas Day": translated through the item texts (specialDay.<id>.label). */
  label: string;
};

export type BusinessHoursData = CommonWidgetData & {
  title: string;
  /** The business's IANA time zone: the status is the business's, wherever the visitor is. */
  timeZone: string;
  /** A weekday with no entry is closed. */
  week: WeekEntry[];
  specialDays: SpecialDay[];
  /** Special days show once they are this many days ahead or fewer (0: only today's). */
  upcomingDays: number;
  /** 'auto': the visitor's language's clock (9:00 AM in en-US, 09:00 in fr). */
  timeFormat: (typeof TIME_FORMATS)[number];
  /** 'auto': the first day of the week where the visitor's language is spoken. */
  weekStart: (typeof WEEK_STARTS)[number];
  /** The whole week, or today's hours with the week behind a disclosure. */
  layout: (typeof HOURS_LAYOUTS)[number];
  /** "Closes soon" / "Opens soon" this many minutes ahead; 0 never. */
  soonMinutes: number;
  openText: string;
  closedText: string;
  closesSoonText: string;
  opensSoonText: string;
  /** {time} is the time; {day} a day's name or date. */
  closesAtText: string;
  closesOnText: string;
  opensAtText: string;
  opensTomorrowText: string;
  opensOnText: string;
  allDayText: string;
  closedDayText: string;
  todayText: string;
  specialDaysTitle: string;
  showWeekText: string;
  /** {zone} is the business's time zone's name, shown when the visitor's clock differs. */
  timeZoneText: string;
};

const hours = (ranges: string[]): DayHours => ({ closed: false, allDay: false, ranges });
const CLOSED: DayHours = { closed: true, allDay: false, ranges: [] };

export const businessHoursDefaults: BusinessHoursData = {
  ...commonDefaults,
  title: 'Opening hours',
  timeZone: 'America/New_York',
  week: [
    { id: 'monday', day: 'monday', ...hours(['09:00-17:00']) },
    { id: 'tuesday', day: 'tuesday', ...hours(['09:00-17:00']) },
    { id: 'wednesday', day: 'wednesday', ...hours(['09:00-12:00', '13:00-17:00']) },
    { id: 'thursday', day: 'thursday', ...hours(['09:00-17:00']) },
    { id: 'friday', day: 'friday', ...hours(['09:00-20:00']) },
    { id: 'saturday', day: 'saturday', ...hours(['10:00-14:00']) },
    { id: 'sunday', day: 'sunday', ...CLOSED },
  ],
  // Stamped ahead of the day a widget is made (dated-defaults.ts): these fixed dates are an old row's.
  specialDays: [
    { id: 'holiday', date: '2026-12-08', label: 'Public holiday', ...CLOSED },
    { id: 'late-opening', date: '2026-12-15', label: 'Late opening', ...hours(['09:00-21:00']) },
  ],
  upcomingDays: 30,
  timeFormat: 'auto',
  weekStart: 'auto',
  layout: 'week',
  soonMinutes: 30,
  openText: 'Open now',
  closedText: 'Closed now',
  closesSoonText: 'Closes soon',
  opensSoonText: 'Opens soon',
  closesAtText: 'Closes at {time}',
  closesOnText: 'Closes {day} at {time}',
  opensAtText: 'Opens at {time}',
  opensTomorrowText: 'Opens tomorrow at {time}',
  opensOnText: 'Opens {day} at {time}',
  allDayText: 'Open 24 hours',
  closedDayText: 'Closed',
  todayText: 'Today',
  specialDaysTitle: 'Special opening hours',
  showWeekText: 'Show all opening hours',
  timeZoneText: 'Times are in {zone}',
};
