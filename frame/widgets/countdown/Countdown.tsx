// The countdown: days, hours, minutes and seconds left, ticking once a second, then the ended text (or
// nothing, when the owner asks). The date mode ends at one moment for everyone (a wall-clock time in the
// owner's time zone); the evergreen mode gives each visitor the same minutes from their first view in the
// session, kept by the loader (ctx.store) so a reload does not start it again.
import { useEffect, useMemo, useState } from 'react';
import { countdownDefaults, MAX_EVERGREEN_MINUTES, type CountdownData } from '../../../shared/widgets/countdown';
import { instantOf, timeLeft } from '../../../shared/widgets/countdown-time';
import { ignoresRules } from '../common/display-rules';
import { safeHref } from '../common/safe-href';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { COUNTDOWN_CSS } from './countdown-css';

const STARTED = 'evergreenStart';
// The server's render is kept for as long as the widget is unchanged (server/frame-docs/render-widget.tsx):
// it holds the boxes at their size but no digits, which would be those of the moment it was made.
const ON_SERVER = typeof document === 'undefined';
const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown(props: WidgetProps<CountdownData>) {
  const { ctx } = props;
  const data = useWidgetData(countdownDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const [now, setNow] = useState(() => Date.now());
  const evergreen = data.mode === 'evergreen';
  // The visitor's first view of an evergreen countdown in this session. The loader hands over what an
  // earlier page of the visit stored only after the first render (ctx.store.ready): unknown until then.
  const [started, setStarted] = useState<number | null>(null);
  useEffect(() => {
    if (!evergreen || started !== null) return;
    let live = true;
    void (ctx.store.ready ?? Promise.resolve()).then(() => {
      if (!live) return;
      const s = ctx.store.get<number>(STARTED);
      const n = Date.now();
      if (typeof s === 'number' && s <= n) return setStarted(s);
      ctx.store.set(STARTED, n);
      setStarted(n);
    });
    return () => void (live = false);
  }, [evergreen]);
  const minutes = Math.min(MAX_EVERGREEN_MINUTES, Math.max(1, Math.floor(Number(data.evergreenMinutes) || 0)));
  const end = useMemo(
    () => (evergreen ? (started === null ? null : started + minutes * 60_000) : instantOf(String(data.endsAt), String(data.timeZone))),
    [evergreen, data.endsAt, data.timeZone, started, minutes],
  );
  const waiting = ON_SERVER || (evergreen && started === null);
  const ended = !waiting && (end === null || now >= end);
  useEffect(() => {
    if (ended || end === null) return;
    // Each tick lands just after the time left crosses a whole second, so no second is shown late or skipped.
    let timer: ReturnType<typeof setTimeout>;
    const next = (n: number) => (timer = setTimeout(tick, ((end! - n) % 1000) + 5));
    const tick = () => {
      const n = Date.now();
      setNow(n);
      next(n);
    };
    next(Date.now());
    return () => clearTimeout(timer);
  }, [ended, end]);
  // Seen when it renders: the time it starts from is now, not when the tab first loaded the chunk.
  useEffect(() => setNow(Date.now()), [end]);

  if (!visible || (ended && data.hideWhenEnded && !ignoresRules(ctx.mode))) return null;
  const left = timeLeft(end ?? 0, now);
  const units = [
    [left.days, t('daysLabel', data.daysLabel)],
    [left.hours, t('hoursLabel', data.hoursLabel)],
    [left.minutes, t('minutesLabel', data.minutesLabel)],
    [left.seconds, t('secondsLabel', data.secondsLabel)],
  ] as const;
  const title = t('title', data.title);
  const href = safeHref(data.buttonUrl);
  const buttonText = t('buttonText', data.buttonText);
  return (
    <WidgetRoot data={data} ctx={ctx} type="countdown" css={COUNTDOWN_CSS}>
      {ended ? (
        <p className="tw-ended">{t('endedText', data.endedText)}</p>
      ) : (
        <>
          {title ? <h2>{title}</h2> : null}
          {/* A timer is not announced on every tick; its text says what is left to the minute. In text, not
              an attribute: hydrating the server's markup patches text, not attributes. */}
          <div className="tw-units" role="timer">
            <span className="tw-sr">{waiting ? '' : units.slice(0, 3).map(([n, label]) => `${n} ${label}`).join(', ')}</span>
            {units.map(([n, label]) => (
              <div className="tw-unit" key={label} aria-hidden="true">
                <span className="tw-num">{waiting ? '--' : pad(n)}</span>
                <span className="tw-label">{label}</span>
              </div>
            ))}
          </div>
        </>
      )}
      {href && buttonText ? (
        <a className="tw-btn" href={href} target="_blank" rel="noopener noreferrer" onClick={() => ctx.reportEngagement({ interaction: 'click', eventSubType: 'button' })}>
          {buttonText}
        </a>
      ) : null}
    </WidgetRoot>
  );
}
