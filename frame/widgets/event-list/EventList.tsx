// The event list: upcoming events with a date badge, when, where, what, and a link. The server sorts them
// and leaves out past ones (server/integrations/calendar-events.ts), so the frame renders the data as
// it came, the same on the server and on hydration.
import { eventListDefaults, MAX_LISTED_EVENTS, type EventListData } from '../../../shared/widgets/event-list';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { safeHref } from '../common/safe-href';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { EVENT_LIST_CSS } from './event-list-css';
import { eventBadge, eventWhen } from './event-time';

export function EventList(props: WidgetProps<EventListData>) {
  const { ctx } = props;
  const data = useWidgetData(eventListDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  if (!visible) return null;
  const max = Math.max(1, Math.min(MAX_LISTED_EVENTS, Number(data.maxEvents) || 10));
  const events = (Array.isArray(data.events) ? data.events : []).filter((e) => e && typeof e.start === 'string').slice(0, max);
  const title = t('title', data.title);
  const locale = ctx.language || 'en';
  return (
    <WidgetRoot data={data} ctx={ctx} type="events" css={EVENT_LIST_CSS}>
      {title ? <h2>{title}</h2> : null}
      {events.length === 0 ? (
        <p>{t('emptyText', data.emptyText)}</p>
      ) : (
        <ol>
          {events.map((e, i) => {
            const badge = eventBadge(e, locale);
            const href = safeHref(e.link);
            return (
              <li key={e.id ?? i}>
                {badge ? (
                  <p className="tw-date" aria-hidden="true">
                    <span>{badge.month}</span>
                    <strong>{badge.day}</strong>
                  </p>
                ) : (
                  <span />
                )}
                <div>
                  <h3>{e.title || t('untitled', 'Event')}</h3>
                  <p className="tw-when">{eventWhen(e, locale, t('allDay', 'All day'))}</p>
                  {e.location ? <p className="tw-where">{e.location}</p> : null}
                  {e.description ? <p className="tw-about">{e.description}</p> : null}
                  {href ? (
                    <p>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        onClick={() => ctx.reportEngagement({ interaction: 'click', eventSubType: 'link', entityPath: `events.${i}` })}
                      >
                        {t('details', 'Details')}
                        <span className="tw-sr">{` ${e.title} ${t('newTab', '(opens in a new tab)')}`}</span>
                      </a>
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </WidgetRoot>
  );
}
