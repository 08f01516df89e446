// The moment a countdown ends, from a wall-clock time in an IANA time zone, with the platform's own time
// zone data (Intl): no library, the same answer in Node and in the browser. Plain data: the frame imports it.

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || !tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const isWallTime = (s: unknown): s is string => typeof s === 'string' && WALL.test(s);

/** How far the zone's clock is ahead of UTC at the instant `utcMs`, in ms. */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant (ms) at which the clocks of `timeZone` show `wall`, or null when either is not valid.
 * A wall time a clock change skips (02:30 on a spring-forward night) is read with the offset before it.
 */
export function instantOf(wall: string, timeZone: string): number | null {
  const m = WALL.exec(wall);
  if (!m || !isTimeZone(timeZone)) return null;
  const naive = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  const first = naive - offsetAt(naive, timeZone);
  return naive - offsetAt(first, timeZone);
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The units left until `end`, a second started counting as a whole one, as clocks count down (none once it has passed). */
export function timeLeft(end: number, now: number): TimeLeft {
  const s = Math.max(0, Math.ceil((end - now) / 1000));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}
