// The notification bar: a strip across the top or bottom of the host page, shown by the display rules,
// capped per visitor, and dismissible for the rest of the session.
import { useEffect, useRef, useState } from 'react';
import { notificationBarDefaults, type NotificationBarData } from '../../../shared/widgets/notification-bar';
import { recordShow, showsLeft } from '../common/frequency-cap';
import { RichText } from '../common/RichText';
import { safeHref } from '../common/safe-href';
import { hostDevice, hostWidth, useGlobalFrame } from '../common/use-global-frame';
import { ignoresRules } from '../common/display-rules';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useVisitor } from '../common/use-visitor';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import { Icon } from '../common/Icon';
import type { WidgetProps } from '../types';
import { BAR_CSS } from './notification-bar-css';

const DISMISSED = 'dismissed';

export function NotificationBar(props: WidgetProps<NotificationBarData>) {
  const { ctx } = props;
  const data = useWidgetData(notificationBarDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const triggered = useDisplayRules(data.displayRules, ctx);
  const [allowed] = useState(() => showsLeft(ctx, data.displayRules?.frequency?.maxShows) && (ignoresRules(ctx.mode) || !ctx.store.get<boolean>(DISMISSED)));
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');
  const box = useRef<HTMLDivElement>(null);
  const visitor = useVisitor(ctx);

  useEffect(() => {
    if (state === 'waiting' && triggered && allowed) {
      recordShow(ctx.store);
      setState('open');
    }
  }, [triggered, allowed, state]);
  useGlobalFrame(ctx, box, { position: data.position === 'bottom' ? 'bottom' : 'top', width: hostWidth(visitor), state: state === 'open' ? 'expanded' : 'hidden' });

  if (state !== 'open') return <div ref={box} hidden data-widget-waiting="" />;
  const link = safeHref(data.linkUrl);
  const dismiss = () => {
    ctx.store.set(DISMISSED, true);
    ctx.reportEngagement({ interaction: 'click', eventSubType: 'dismiss', entityPath: 'bar' });
    setState('closed');
  };
  return (
    <WidgetRoot data={data} ctx={ctx} type="nbar" css={BAR_CSS} flat className="tw-bar-root" device={hostDevice(ctx, visitor)}>
      <div ref={box} className={data.dismissible ? 'tw-announce tw-closable' : 'tw-announce'} role="region" aria-label={t('label', 'Announcement')}>
        <RichText html={t('message', data.message)} className="tw-msg" />
        {link && data.linkText ? (
          <a className="tw-link" href={link} target="_blank" rel="noopener noreferrer" onClick={() => ctx.reportEngagement({ interaction: 'click', eventSubType: 'link', entityPath: 'bar.link' })}>
            {t('linkText', data.linkText)}
          </a>
        ) : null}
        {data.dismissible ? (
          <button type="button" className="tw-ghost tw-x" onClick={dismiss} aria-label={t('dismiss', 'Dismiss')}><Icon name="close" /></button>
        ) : null}
      </div>
    </WidgetRoot>
  );
}
