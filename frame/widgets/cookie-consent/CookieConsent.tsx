// The consent banner: over the host page until the visitor accepts or rejects, which is the site's
// consent answer (host.consentChosen: every widget's visitor id and analytics tags follow it, the host
// page gets a `consent` event, the loader keeps it for the next visits). Shown only while no choice is
// known on the site (ctx.consentChoice, from the handshake), or when the site's "Cookie settings" link asks
// for it (shared/bridge/consent-settings.ts); the builder's preview always shows it.
// Accept and Reject are buttons of the same look and weight: neither is the easier one to press.
import { useEffect, useRef, useState } from 'react';
import { CONSENT_SETTINGS_ACTION } from '../../../shared/bridge/consent-settings';
import { cookieConsentDefaults, type CookieConsentData } from '../../../shared/widgets/cookie-consent';
import { ignoresRules } from '../common/display-rules';
import { safeHref } from '../common/safe-href';
import { hostDevice, hostWidth, useGlobalFrame } from '../common/use-global-frame';
import { useTranslate } from '../common/use-translate';
import { useVisitor } from '../common/use-visitor';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { COOKIE_CONSENT_CSS } from './cookie-consent-css';

/** A corner card's width on a wide page; on a narrow one the loader spans it across the bottom. */
const CARD_WIDTH = 400;

export function CookieConsent(props: WidgetProps<CookieConsentData>) {
  const { ctx } = props;
  const data = useWidgetData(cookieConsentDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visitor = useVisitor(ctx);
  const box = useRef<HTMLDivElement>(null);
  const preview = ignoresRules(ctx.mode);
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>(preview ? 'open' : 'waiting');

  useEffect(() => {
    if (preview) return;
    let live = true;
    // The choice comes with the handshake: until then nothing shows, so a visitor who chose never sees
    // the banner flash.
    void (ctx.store.ready ?? Promise.resolve()).then(() => live && setState(ctx.consentChoice == null ? 'open' : 'closed'));
    // The site's "Cookie settings" link: the banner again, to change the answer.
    const off = ctx.onAction((a) => a.type === CONSENT_SETTINGS_ACTION && setState('open'));
    return () => {
      live = false;
      off();
    };
  }, []);

  const bar = data.position === 'bottom';
  useGlobalFrame(ctx, box, {
    position: data.position,
    width: bar ? hostWidth(visitor) : Math.min(CARD_WIDTH, hostWidth(visitor)),
    state: state === 'open' ? 'expanded' : 'hidden',
  });

  if (state !== 'open') return <div ref={box} hidden data-widget-waiting="" />;
  const choose = (granted: boolean) => {
    ctx.reportEngagement({ interaction: 'click', eventSubType: granted ? 'accept' : 'reject' });
    if (!preview) {
      ctx.host?.consentChosen?.({ granted });
      setState('closed');
    }
  };
  const policy = safeHref(data.policyUrl);
  const title = t('title', data.title);
  return (
    <WidgetRoot data={data} ctx={ctx} type="consent" css={COOKIE_CONSENT_CSS} flat className={bar ? 'tw-edge' : undefined} device={hostDevice(ctx, visitor)}>
      <div ref={box} className={bar ? 'tw-banner tw-bar' : 'tw-banner tw-card'} role="region" aria-label={title || t('label', 'Cookie consent')}>
        <div className="tw-text">
          {title ? <h2>{title}</h2> : null}
          <p>
            {t('text', data.text)}
            {policy && data.policyText ? (
              <>
                {' '}
                <a href={policy} target="_blank" rel="noopener noreferrer">
                  {t('policyText', data.policyText)}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className="tw-choices">
          {data.showReject ? (
            <button type="button" className="tw-btn" onClick={() => choose(false)}>
              {t('rejectText', data.rejectText)}
            </button>
          ) : null}
          <button type="button" className="tw-btn" onClick={() => choose(true)}>
            {t('acceptText', data.acceptText)}
          </button>
        </div>
      </div>
    </WidgetRoot>
  );
}
