// iCalendar (.ics, RFC 5545) and vCalendar 1.0 (.vcs) to events. Both share the BEGIN:VEVENT line
// format; vCalendar adds QUOTED-PRINTABLE values. Recurrence rules are passed through, not expanded.
import { SourceError } from './source-error';

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  /** ISO 8601; UTC ("Z") when the source said so, otherwise local time of the calendar. */
  start: string;
  end: string;
  allDay: boolean;
  rrule?: string;
}

export const MAX_EVENTS = 5000;

interface Prop {
  name: string;
  params: Record<string, string>;
  value: string;
}

function unfold(text: string): string[] {
  // RFC 5545 §3.1: a line starting with space or tab continues the previous one; vCalendar QP soft breaks end in "=".
  return text.replace(/\r\n?/g, '\n').replace(/\n[ \t]/g, '').replace(/=\n/g, '').split('\n');
}

function parseLine(line: string): Prop | null {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  if (colon < 0) return null;
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
    else params[p.toUpperCase()] = '';
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

function text(p: Prop | undefined): string {
  if (!p) return '';
  let v = p.value;
  if ((p.params.ENCODING ?? '').toUpperCase() === 'QUOTED-PRINTABLE' || 'QUOTED-PRINTABLE' in p.params) {
    v = Buffer.from(v.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  return v.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
}

function date(p: Prop | undefined): { iso: string; allDay: boolean } {
  if (!p) return { iso: '', allDay: false };
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/.exec(p.value.trim());
  if (!m) return { iso: p.value.trim(), allDay: false };
  const [, y, mo, d, h, mi, s, z] = m;
  if (h === undefined) return { iso: `${y}-${mo}-${d}`, allDay: true };
  return { iso: `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${z ? 'Z' : ''}`, allDay: false };
}

export function parseCalendar(input: string): CalendarEvent[] {
  const lines = unfold(input);
  if (!lines.some((l) => /^BEGIN:VCALENDAR/i.test(l.trim()))) {
    throw new SourceError('BAD_DATA', 'The file is not an iCalendar or vCalendar file.');
  }
  const events: CalendarEvent[] = [];
  let cur: Map<string, Prop> | null = null;
  let depth = 0;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (/^BEGIN:VEVENT$/i.test(line)) {
      cur = new Map();
      depth = 0;
    } else if (cur && /^BEGIN:/i.test(line)) depth++;
    else if (cur && depth > 0 && /^END:/i.test(line)) depth--;
    else if (cur && /^END:VEVENT$/i.test(line)) {
      const start = date(cur.get('DTSTART'));
      const end = date(cur.get('DTEND'));
      events.push({
        uid: text(cur.get('UID')),
        title: text(cur.get('SUMMARY')),
        description: text(cur.get('DESCRIPTION')),
        location: text(cur.get('LOCATION')),
        url: text(cur.get('URL')),
        start: start.iso,
        end: end.iso,
        allDay: start.allDay,
        ...(cur.get('RRULE') ? { rrule: cur.get('RRULE')!.value } : {}),
      });
      cur = null;
      if (events.length >= MAX_EVENTS) break;
    } else if (cur && depth === 0) {
      const p = parseLine(line);
      if (p && !cur.has(p.name)) cur.set(p.name, p);
    }
  }
  return events.sort((a, b) => a.start.localeCompare(b.start));
}
