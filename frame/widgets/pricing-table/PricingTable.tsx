// The pricing table: plans as cards side by side, each with its price, what it includes and a button; the
// owner's pick drawn out with its badge. An optional monthly / yearly switch (two native radio buttons,
// so it is one stop for the keyboard and reads as a choice) changes every plan's price at once. Plain
// markup, so the server-rendered first paint is the finished table (monthly prices). The owner's number of
// columns is a most: fewer when the frame is too narrow for cards of 220 px, by CSS alone, so the server's
// markup fits any device and its first height is the final one.
import { useState } from 'react';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { pricingTableDefaults, type PricingPlan, type PricingTableData } from '../../../shared/widgets/pricing-table';
import { cardColumns } from '../common/card-columns';
import { ignoresRules } from '../common/display-rules';
import { safeHref } from '../common/safe-href';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { PRICING_TABLE_CSS } from './pricing-table-css';

const { prefix: PREFIX, lists: LISTS } = TRANSLATED_ITEMS.pricing_table!;
const FEATURE = LISTS!.features!;
const CHECK = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';

export function PricingTable(props: WidgetProps<PricingTableData>) {
  const { ctx } = props;
  const data = useWidgetData(pricingTableDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const [yearly, setYearly] = useState(false);
  if (!visible) return null;

  const plans = (Array.isArray(data.plans) ? data.plans : []).filter((p): p is PricingPlan => !!p && typeof p.id === 'string');
  const cols = cardColumns(data.columns);
  const title = t('title', data.title);
  const description = t('description', data.description);
  const annual = data.billingSwitch && yearly;
  const period = annual ? t('yearlyPeriod', data.yearlyPeriod) : data.billingSwitch ? t('monthlyPeriod', data.monthlyPeriod) : '';
  const choose = (next: boolean) => {
    if (next === yearly) return;
    setYearly(next);
    ctx.reportEngagement({ interaction: 'click', eventSubType: next ? 'yearly' : 'monthly' });
  };
  const note = t('yearlyNote', data.yearlyNote);
  const builder = ignoresRules(ctx.mode);
  return (
    <WidgetRoot data={data} ctx={ctx} type="pricing" css={PRICING_TABLE_CSS}>
      {title ? <h2>{title}</h2> : null}
      {description ? <p className="tw-lead">{description}</p> : null}
      {data.billingSwitch ? (
        <fieldset className="tw-billing">
          <legend className="tw-sr">{t('billing', 'Billing')}</legend>
          {([false, true] as const).map((y) => (
            <label key={String(y)} className={y === yearly ? 'tw-on' : undefined}>
              <input type="radio" name="tw-billing" checked={y === yearly} onChange={() => choose(y)} />
              {y ? t('yearlyLabel', data.yearlyLabel) : t('monthlyLabel', data.monthlyLabel)}
              {y && note ? <span className="tw-note">{note}</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      <ul className="tw-plans" style={{ '--tw-cols': String(cols) }}>
        {plans.map((p, i) => {
          const text = (key: 'name' | 'badge' | 'price' | 'yearlyPrice' | 'description' | 'buttonText') => t(itemTextKey(PREFIX, p.id, key), typeof p[key] === 'string' ? p[key] : '');
          const price = (annual && text('yearlyPrice')) || text('price');
          const href = safeHref(p.buttonUrl);
          const features = Array.isArray(p.features) ? p.features : [];
          const badge = text('badge');
          return (
            <li key={p.id} className={p.featured ? 'tw-featured' : undefined}>
              {badge ? <p className="tw-badge">{badge}</p> : null}
              <h3>{text('name')}</h3>
              {price ? (
                <p className="tw-price">
                  <strong>{price}</strong>
                  {period ? <span>{period}</span> : null}
                </p>
              ) : null}
              {text('description') ? <p className="tw-desc">{text('description')}</p> : null}
              {features.length ? (
                <ul className="tw-features">
                  {features.map((f, n) => (
                    <li key={n}>
                      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d={CHECK} fill="currentColor" />
                      </svg>
                      {t(`${itemTextKey(PREFIX, p.id, FEATURE)}.${n}`, typeof f === 'string' ? f : '')}
                    </li>
                  ))}
                </ul>
              ) : null}
              {href && text('buttonText') ? (
                // The plan's sign-up or checkout replaces the host page, as a link on the page itself would;
                // in the builder's preview it opens a tab, so the builder (and unsaved edits) stays.
                <a
                  className={p.featured ? 'tw-btn' : 'tw-btn tw-outline'}
                  href={href}
                  target={builder ? '_blank' : '_top'}
                  rel={builder ? 'noopener noreferrer' : undefined}
                  onClick={() => ctx.reportEngagement({ interaction: 'click', eventSubType: 'button', entityPath: `plans.${i}` })}
                >
                  {text('buttonText')}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </WidgetRoot>
  );
}
