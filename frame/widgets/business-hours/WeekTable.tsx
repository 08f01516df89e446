// The week's hours as a table, in the order of the visitor's week (or the owner's choice): one row per
// day, named by Intl in the visitor's language, today marked (aria-current, the word "Today" for screen
// readers, a tint and a bar for the eye, nothing that takes room: which row is today never changes a
// height). The regular week: special days are listed apart.
import type { Range } from '../../../shared/widgets/business-hours-time';

export interface DayRow {
  key: string;
  name: string;
  hours: string[];
  /** A special day's name, this week. */
  note?: string;
  today: boolean;
}

export function HoursText(props: { hours: string[] }) {
  return (
    <>
      {props.hours.map((h, i) => (
        <span className="tw-range" key={i}>
          {h}
        </span>
      ))}
    </>
  );
}

/** A day's ranges as shown: the word for closed or open 24 hours, else each range. */
export function hoursWords(ranges: readonly Range[], words: { closed: string; allDay: string }, fmt: (r: readonly Range[]) => string[]): string[] {
  if (!ranges.length) return [words.closed];
  if (ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] === 1440) return [words.allDay];
  return fmt(ranges);
}

export function WeekTable(props: { rows: DayRow[]; todayText: string; label: Record<string, string> }) {
  return (
    <table className="tw-week" {...props.label}>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.key} className={r.today ? 'tw-today' : undefined} aria-current={r.today ? 'date' : undefined}>
            <th scope="row">
              {r.name}
              {r.today ? <span className="tw-sr">{`, ${props.todayText}`}</span> : null}
            </th>
            <td>
              <HoursText hours={r.hours} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
