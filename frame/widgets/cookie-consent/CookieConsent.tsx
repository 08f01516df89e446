// The consent banner: over the host page until the visitor accepts or rejects, which is the site's
// consent answer (host.consentChosen: every widget's visitor id and analytics tags follow it, the host
// page gets a `consent` event, the loader keeps it for the next visits). Shown only while no choice is
// known on the site (ctx.consentChoice, from the handshake), or when the site's "Cookie settings" link asks
// for it (shared/bridge/consent-settings.ts); the builder's preview always shows it.
// Accept and Reject are buttons of the same look and weight: neither is the easier one to press.
// Customize lists the kinds of cookies the owner offers, each off until the visitor turns it on (no
// pre-ticked boxes: consent is an act), with the answer per kind passed on to the site's scripts.
import { useEffect, useRef, useState } from 'react';
import { CONSENT_SETTINGS_ACTION } from '../../../shared/bridge/consent-settings';
import { consentOf, cookieConsentDefaults, type ConsentCategories, type CookieConsentData } from '../../../shared/widgets/cookie-consent';
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
  const [customizing, setCustomizing] = useState(false);
  const [picked, setPicked] = useState<ConsentCategories>({});
  const kinds = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (preview) return;
    let live = true;
    // The choice comes with the handshake: until then nothing shows, so a visitor who chose never sees
    // the banner flash.
    void (ctx.store.ready ?? Promise.resolve()).then(() => live && setState(ctx.consentChoice == null ? 'open' : 'closed'));
    // The site's "Cookie settings" link: the banner again, to change the answer (Customize starts
    // from the answer per kind given before).
    const off = ctx.onAction((a) => {
      if (a.type !== CONSENT_SETTINGS_ACTION) return;
      setPicked({ ...(ctx.consentCategories ?? {}) });
      setCustomizing(false);
      setState('open');
    });
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

  // The first kind's switch takes the focus when the list opens, so a keyboard is where the choice is.
  useEffect(() => {
    if (customizing) kinds.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [customizing]);

  if (state !== 'open') return <div ref={box} hidden data-widget-waiting="" />;
  const offered = data.categories ?? [];
  /** `all`: Accept all or Reject all; otherwise the switches as they stand (Save my choices). */
  const choose = (all: boolean | null) => {
    const answer = consentOf(offered, all === null ? picked : Object.fromEntries(offered.map((c) => [c, all])));
    const granted = offered.length ? answer.granted : all === true;
    ctx.reportEngagement({ interaction: 'click', eventSubType: all === null ? 'save' : all ? 'accept' : 'reject' });
    if (!preview) {
      ctx.host?.consentChosen?.(offered.length ? { granted, categories: answer.categories } : { granted });
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
        {customizing ? (
          <fieldset ref={kinds} className="tw-kinds" style={{ maxHeight: `${Math.round((visitor?.dimensions?.height || 800) * 0.5)}px` }}>
            <legend>{t('customizeText', data.customizeText)}</legend>
            <div className="tw-kind-list">
              <Kind id="necessary" label={t('necessaryLabel', data.necessaryLabel)} text={t('necessaryText', data.necessaryText)} checked disabled />
              {offered.map((c) => (
                <Kind
                  key={c}
                  id={c}
                  label={t(`${c}Label`, data[`${c}Label`])}
                  text={t(`${c}Text`, data[`${c}Text`])}
                  checked={picked[c] === true}
                  onChange={(on) => setPicked((p) => ({ ...p, [c]: on }))}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="tw-choices">
          {data.showReject ? (
            <button type="button" className="tw-btn" onClick={() => choose(false)}>
              {t('rejectText', data.rejectText)}
            </button>
          ) : null}
          {offered.length ? (
            customizing ? (
              <button type="button" className="tw-btn" onClick={() => choose(null)}>
                {t('saveText', data.saveText)}
              </button>
            ) : (
              <button type="button" className="tw-btn" onClick={() => setCustomizing(true)}>
                {t('customizeText', data.customizeText)}
              </button>
            )
          ) : null}
          <button type="button" className="tw-btn" onClick={() => choose(true)}>
            {t('acceptText', data.acceptText)}
          </button>
        </div>
      </div>
    </WidgetRoot>
  );
}

/** One kind of cookie: a switch named by the kind, described by what it is for (strictly necessary: on,
 *  unchangeable). The description is not in the name, so a screen reader says "Marketing, switch, off". */
function Kind(p: { id: string; label: string; text: string; checked: boolean; disabled?: boolean; onChange?(on: boolean): void }) {
  const input = `tw-kind-${p.id}`;
  return (
    <div className="tw-kind">
      <input
        id={input}
        type="checkbox"
        role="switch"
        checked={p.checked}
        disabled={p.disabled}
        aria-describedby={p.text ? `${input}-text` : undefined}
        onChange={(e) => p.onChange?.((e.currentTarget as HTMLInputElement).checked)}
      />
      <span>
        <label htmlFor={input}>{p.label}</label>
        {p.text ? <small id={`${input}-text`}>{p.text}</small> : null}
      </span>
    </div>
  );
}
