// The popup: a floating dialog shown when a display rule fires (scroll %, delay, exit intent), at most
// `frequency.maxShows` times per visitor. On mobile it is a bottom sheet, never a full-screen interstitial.
import { useEffect, useRef, useState } from 'react';
import { popupDefaults, type PopupData } from '../../../shared/widgets/popup';
import { recordShow, showsLeft } from '../common/frequency-cap';
import { RichText } from '../common/RichText';
import { safeHref } from '../common/safe-href';
import { hostDevice, hostWidth, useGlobalFrame } from '../common/use-global-frame';
import { ignoresRules } from '../common/display-rules';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useVisitor } from '../common/use-visitor';
import { useWidgetData } from '../common/use-widget-data';
import { resolveUrl } from '../common/widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import { Icon } from '../common/Icon';
import type { WidgetProps } from '../types';
import { DIALOG_ROOM, POPUP_CSS } from './popup-css';

const DESKTOP_WIDTH = 440;
/** The phone sheet's largest share of the screen's height; more scrolls inside it. */
const SHEET_MAX = 0.6;

export function PopupWidget(props: WidgetProps<PopupData>) {
  const { ctx, widget } = props;
  const data = useWidgetData(popupDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const triggered = useDisplayRules(data.displayRules, ctx);
  // Decided once per page view: a cap reached before this view keeps the popup closed.
  const [allowed] = useState(() => showsLeft(ctx, data.displayRules?.frequency?.maxShows));
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');
  const box = useRef<HTMLDivElement>(null);
  const visitor = useVisitor(ctx);
  const mobile = hostDevice(ctx, visitor) === 'mobile';
  const screenH = visitor?.dimensions?.height ?? 0;

  useEffect(() => {
    if (state === 'waiting' && triggered && allowed) {
      recordShow(ctx.store);
      setState('open');
    }
  }, [triggered, allowed, state]);
  useEffect(() => {
    // Not in the builder's preview: it reloads after each save, and would take focus from the editor.
    if (state === 'open' && !ignoresRules(ctx.mode)) box.current?.querySelector<HTMLElement>('.tw-x')?.focus();
  }, [state]);

  // The frame holds the dialog and the room its shadow needs on both sides.
  const width = mobile ? hostWidth(visitor) : Math.min(DESKTOP_WIDTH + 2 * DIALOG_ROOM.side, hostWidth(visitor));
  useGlobalFrame(ctx, box, { position: mobile ? 'bottom' : 'center', width, state: state === 'open' ? 'expanded' : 'hidden' });

  const close = (why: string) => {
    ctx.reportEngagement({ interaction: 'click', eventSubType: why, entityPath: 'popup' });
    setState('closed');
  };
  if (state !== 'open') return <div ref={box} hidden data-widget-waiting="" />;

  const titleId = `popup-title-${widget.guid}`;
  const cta = safeHref(data.ctaUrl);
  return (
    <WidgetRoot data={data} ctx={ctx} type="popup" css={POPUP_CSS} flat device={mobile ? 'mobile' : 'desktop'}>
      {/* With no loader to size and centre its frame (the builder's preview), it keeps its own width. */}
      <div ref={box} className={ctx.host ? 'tw-room' : 'tw-room tw-self'} style={ctx.host || mobile ? undefined : { maxWidth: `${width}px` }}>
        <div
          className="tw-dialog"
          style={mobile && screenH ? { '--sheet-max': `${Math.round(screenH * SHEET_MAX)}px` } : undefined}
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close('close');
          }}
        >
          <button type="button" className="tw-ghost tw-x" onClick={() => close('close')} aria-label={t('close', 'Close')}><Icon name="close" /></button>
          {data.image ? <img src={resolveUrl(data.image, ctx.appUrl)} alt={t('imageAlt', data.imageAlt ?? '')} /> : null}
          <h2 id={titleId}>{t('title', data.title)}</h2>
          <RichText html={t('body', data.body)} />
          <div className="tw-actions">
            {cta && data.ctaText ? (
              <a className="tw-btn" href={cta} target="_blank" rel="noopener noreferrer" onClick={() => close('cta')}>
                {t('ctaText', data.ctaText)}
              </a>
            ) : null}
            {data.closeText ? (
              <button type="button" className="tw-ghost" onClick={() => close('dismiss')}>{t('closeText', data.closeText)}</button>
            ) : null}
          </div>
        </div>
      </div>
    </WidgetRoot>
  );
}
