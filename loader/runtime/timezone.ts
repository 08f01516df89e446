// The visitor's IANA time zone, read once per page. Temporal answers in well under a millisecond, while
// the first Intl.DateTimeFormat on a page loads locale data: 20–40 ms of host main thread measured in
// `npm run bench`. Without Temporal the zone is therefore read in idle time and '' is sent until then.
import { whenIdle } from '../idle';

let zone: string | undefined;
let scheduled = false;

export function timezone(onLate: () => void): string {
  if (zone !== undefined) return zone;
  try {
    const T = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
    if (T?.Now?.timeZoneId) return (zone = T.Now.timeZoneId());
  } catch {
    /* fall through to Intl */
  }
  if (!scheduled) {
    scheduled = true;
    const read = () => {
      try {
        zone = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
      } catch {
        zone = '';
      }
      onLate();
    };
    whenIdle(read, 3000, 1000);
  }
  return '';
}
