// Default built-in data of the `countdown` widget type (ARCHITECTURE §3.1a): the time left until a moment
// (a sale's end, a launch), or an evergreen countdown that gives each visitor the same minutes from their
// first view in the session. Plain data, no zod, so the frame's widget chunk can import it. The zod schema
// for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export const COUNTDOWN_MODES = ['date', 'evergreen'] as const;
export type CountdownMode = (typeof COUNTDOWN_MODES)[number];
/** An evergreen countdown lasts at most 30 days. */
export const MAX_EVERGREEN_MINUTES = 43_200;

export type CountdownData = CommonWidgetData & {
  title: string;
  mode: CountdownMode;
  /** The end as a wall-clock time in `timeZone` ("2027-07-01T00:00"), for the date mode. */
  endsAt: string;
  /** An IANA time zone ("Europe/Berlin"): the same moment for every visitor, wherever they are. */
  timeZone: string;
  /** The evergreen mode's length, from the visitor's first view of it in their session. */
  evergreenMinutes: number;
  daysLabel: string;
  hoursLabel: string;
  minutesLabel: string;
  secondsLabel: string;
  /** Shown in place of the countdown once it has ended. */
  endedText: string;
  /** Visitors see nothing once it has ended (the builder's preview still shows the ended text). */
  hideWhenEnded: boolean;
  buttonText: string;
  buttonUrl: string;
};

export const countdownDefaults: CountdownData = {
  ...commonDefaults,
  title: 'Our summer sale ends in',
  mode: 'date',
  endsAt: '2027-07-01T00:00',
  timeZone: 'UTC',
  evergreenMinutes: 30,
  daysLabel: 'Days',
  hoursLabel: 'Hours',
  minutesLabel: 'Minutes',
  secondsLabel: 'Seconds',
  endedText: 'The sale has ended. Thank you for shopping with us!',
  hideWhenEnded: false,
  buttonText: 'Shop the sale',
  buttonUrl: 'https://example.com/',
};
