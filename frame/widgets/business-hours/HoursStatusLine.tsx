// The status line: "Open now · Closes at 17:00", "Closed now · Opens Monday at 09:00", "Closes soon"...
// One line of fixed height in every state (the next change is cut with an ellipsis on a narrow frame),
// so the server's first paint has the final height whatever the text becomes.
import type { BusinessHoursData } from '../../../shared/widgets/business-hours';
import { weekdayOf, type HoursStatus } from '../../../shared/widgets/business-hours-time';
import type { Translate } from '../common/localize';
import { fill, type HoursFormat } from './format';

export function statusTexts(st: HoursStatus, data: BusinessHoursData, t: Translate, f: HoursFormat): { state: string; next: string } {
  const state = st.open ? (st.soon ? t('closesSoonText', data.closesSoonText) : t('openText', data.openText)) : st.soon ? t('opensSoonText', data.opensSoonText) : t('closedText', data.closedText);
  const c = st.change;
  if (!c) return { state, next: st.open ? t('allDayText', data.allDayText) : '' };
  const time = f.time(c.minute);
  // A day's name within the week, its date beyond (closed for the holidays: "Opens Monday, January 5").
  const day = c.days < 7 ? f.days[weekdayOf(c.date)]! : f.date(c.date);
  const next = st.open
    ? c.inMinutes < 1440 ? fill(t('closesAtText', data.closesAtText), { time }) : fill(t('closesOnText', data.closesOnText), { time, day })
    : c.days === 0 ? fill(t('opensAtText', data.opensAtText), { time })
    : c.days === 1 ? fill(t('opensTomorrowText', data.opensTomorrowText), { time })
    : fill(t('opensOnText', data.opensOnText), { time, day });
  return { state, next };
}

export function HoursStatusLine(props: { status: HoursStatus; texts: { state: string; next: string }; at: number; guid: string }) {
  const { status, texts } = props;
  const kind = status.soon ? 'tw-soon' : status.open ? 'tw-open' : 'tw-closed';
  return (
    // data-hours-at: the moment this was rendered for, which the client's first render reads back so
    // that it hydrates the server's markup as it is (BusinessHours.tsx).
    <p className={`tw-now ${kind}`} data-hours-at={String(props.at)} data-guid={props.guid}>
      <span className="tw-dot" aria-hidden="true" />
      <strong className="tw-state">{texts.state}</strong>
      {texts.next ? <span className="tw-next">{texts.next}</span> : null}
    </p>
  );
}
