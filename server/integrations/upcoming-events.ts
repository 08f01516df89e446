// A calendar's events as the event list shows them: repeating events expanded (RRULE, with the rrule
// library), past ones left out, the rest in order, at most `max`. Used by the server for the viewer data
// of an event list, from its calendar integration or from the owner's own events.
//
// Times: "2027-03-14T19:00" is the calendar's own wall time (floating; an .ics TZID time arrives so) and
// stays as written; "…Z" is an instant; "2027-03-14" a whole day. Expansion works on wall times held in
// UTC fields, so a weekly 19:00 event stays at 19:00 across daylight-saving changes. Deciding what is past
// compares wall times with the current UTC time: at most a few hours off for floating times.
import * as rruleModule from 'rrule';
import type { EventItem } from '../../shared/widgets/event-list';

// rrule's ESM build has named exports; Node loads its CommonJS build, whose exports sit on `default`.
const { rrulestr } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

/** An event as the calendar parser gives it (server/integrations/sources/ical.ts) or as the owner wrote it. */
export interface SourceEvent {
  uid?: string;
  id?: string;
  title?: string;
  description?: string;
  location?: string;
  url?: string;
  link?: string;
  start?: string;
  end?: string;
  allDay?: boolean;
  rrule?: string;
}

type Kind = 'day' | 'floating' | 'utc';
const DAY_MS = 86_400_000;
/** Repeats looked at: a year ahead, at most this many per event. */
const HORIZON_MS = 366 * DAY_MS;
const MAX_REPEATS = 60;

function parse(s: string | undefined): { t: number; kind: Kind } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z)?)?$/.exec((s ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, sec, z] = m;
  const t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(sec ?? 0));
  return Number.isNaN(t) ? null : { t, kind: h === undefined ? 'day' : z ? 'utc' : 'floating' };
}

function format(t: number, kind: Kind): string {
  const iso = new Date(t).toISOString();
  return kind === 'day' ? iso.slice(0, 10) : kind === 'utc' ? `${iso.slice(0, 16)}Z` : iso.slice(0, 16);
}

const webLink = (v: unknown) => (typeof v === 'string' && /^https?:\/\/\S+$/i.test(v.trim()) ? v.trim() : '');
const clip = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** The starts of an event from `from` on: the first, or its repeats. */
function starts(e: SourceEvent, first: number, from: number): number[] {
  if (!e.rrule) return [first];
  try {
    const rule = rrulestr(`RRULE:${e.rrule.replace(/^RRULE:/i, '')}`, { dtstart: new Date(first) });
    return rule.between(new Date(from), new Date(from + HORIZON_MS), true).slice(0, MAX_REPEATS).map((d) => d.getTime());
  } catch {
    return [first];
  }
}

export function upcomingEvents(source: readonly SourceEvent[], now: number, max: number): EventItem[] {
  const out: { t: number; e: EventItem }[] = [];
  for (const [i, e] of source.entries()) {
    if (!e || typeof e !== 'object') continue;
    const start = parse(e.start);
    if (!start) continue;
    const end = parse(e.end);
    const allDay = e.allDay === true || start.kind === 'day';
    // How long it lasts: its end, else a day for a day event and none for a timed one.
    const length = end && end.t > start.t ? end.t - start.t : allDay ? DAY_MS : 0;
    for (const [n, t] of starts(e, start.t, now - length).entries()) {
      if (t + length <= now) continue;
      out.push({
        t,
        e: {
          id: `${clip(e.uid ?? e.id, 200) || `event-${i}`}${n ? `-${n}` : ''}`,
          title: clip(e.title, 300),
          start: format(t, start.kind),
          end: end && end.t > start.t ? format(t + length, end.kind) : '',
          allDay,
          location: clip(e.location, 300),
          description: clip(e.description, 2000),
          link: webLink(e.link ?? e.url),
        },
      });
    }
  }
  return out.sort((a, b) => a.t - b.t).slice(0, max).map((x) => x.e);
}
