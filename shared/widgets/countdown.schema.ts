// Data schema of the `countdown` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { text, typeDataSchema, webUrl } from './common-data.schema';
import { COUNTDOWN_MODES, MAX_EVERGREEN_MINUTES } from './countdown';
import { isTimeZone, isWallTime } from './countdown-time';

export const CountdownDataSchema = typeDataSchema({
  title: text(),
  mode: z.enum(COUNTDOWN_MODES),
  endsAt: z.string().refine(isWallTime, 'Use a date and time such as 2027-07-01T00:00'),
  timeZone: z.string().refine(isTimeZone, 'Use a time zone such as Europe/Berlin or UTC'),
  evergreenMinutes: z.number().int().min(1).max(MAX_EVERGREEN_MINUTES),
  daysLabel: text(40),
  hoursLabel: text(40),
  minutesLabel: text(40),
  secondsLabel: text(40),
  endedText: text(500),
  hideWhenEnded: z.boolean(),
  buttonText: text(200),
  buttonUrl: webUrl({ allowEmpty: true }),
});
