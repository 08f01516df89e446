// A cheap check of the event report query for the fast path (fast-report.ts): it accepts only what the
// EventParams schema accepts, with the same result, and answers null for everything else, which then
// takes the normal route (so every 400 keeps the schema's exact message). A zod parse costs ~70 µs a
// report; this a few. tests/server/core/event-fast-path.test.ts holds the two to the same answers.
import { REPORT_GROUPS } from '../../shared/constants';
import { EVENT_ID_RE, HEIGHT_RE, isKnownEvent, TEXT_MAX, type EventParams } from './event-params';
import { HEIGHT_DEVICES, MAX_REPORTED_HEIGHT } from './widget-heights';

const TEXT = Object.keys(TEXT_MAX) as (keyof typeof TEXT_MAX)[];

export function quickParams(q: URLSearchParams): EventParams | null {
  const out: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const [k, v] of q) {
    // A repeated key: the framework's pick (first or last) is the normal route's business.
    if (seen.has(k)) return null;
    seen.add(k);
    if (k === 'groupType' || k === 'eventType' || k === 'eventId' || k === 'height' || k === 'device' || (TEXT as string[]).includes(k)) out[k] = v;
  }
  const g = out.groupType as string | undefined;
  const t = out.eventType as string | undefined;
  if (!g || !(REPORT_GROUPS as readonly string[]).includes(g) || !t || t.length > 64 || !isKnownEvent(g, t)) return null;
  for (const k of TEXT) if (out[k] !== undefined && (out[k] as string).length > TEXT_MAX[k]) return null;
  if (out.eventId !== undefined && !EVENT_ID_RE.test(out.eventId as string)) return null;
  if (out.device !== undefined && !(HEIGHT_DEVICES as readonly string[]).includes(out.device as string)) return null;
  if (out.height !== undefined) {
    if (!HEIGHT_RE.test(out.height as string)) return null;
    const n = Number(out.height);
    if (n > MAX_REPORTED_HEIGHT) return null;
    out.height = n;
  }
  return out as EventParams;
}
