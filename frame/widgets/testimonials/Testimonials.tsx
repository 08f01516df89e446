// Testimonials: each a quote with the person's name, role, photo (or initials) and star rating, as cards
// side by side or as a carousel that scrolls one screenful at a time (scroll snapping: swipe, trackpad
// or the buttons). Plain markup, so the server-rendered first paint is the finished widget.
import { useRef } from 'react';
import { testimonialsDefaults, type Testimonial, type TestimonialsData } from '../../../shared/widgets/testimonials';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { cardColumns } from '../common/card-columns';
import { Icon } from '../common/Icon';
import { imageSrc } from '../common/image-src';
import { isRtl } from '../common/localize';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { Device, WidgetProps } from '../types';
import { TESTIMONIALS_CSS } from './testimonials-css';

const PREFIX = TRANSLATED_ITEMS.testimonials!.prefix;
const STAR = 'M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7z';

/** Desktop uses the owner's columns (1-4); tablet at most 2, mobile 1. */
export const columnsOn = (columns: number, device: Device): number => {
  const c = cardColumns(columns);
  return device === 'mobile' ? 1 : device === 'tablet' ? Math.min(c, 2) : c;
};

export const initialsOf = (name: string): string =>
  name.trim().split(/\s+/).filter(Boolean).slice(0, 2).map((w) => [...w][0]!.toUpperCase()).join('');

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="tw-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={n > rating ? 'tw-off' : undefined}>
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </p>
  );
}

export function Testimonials(props: WidgetProps<TestimonialsData>) {
  const { ctx } = props;
  const data = useWidgetData(testimonialsDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const track = useRef<HTMLUListElement>(null);
  if (!visible) return null;

  const list = (Array.isArray(data.testimonials) ? data.testimonials : []).filter((x): x is Testimonial => !!x && typeof x.id === 'string');
  const cols = columnsOn(data.columns, ctx.device);
  const carousel = data.layout === 'carousel';
  const title = t('title', data.title);
  const rtl = isRtl(ctx.language);
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: dir * (rtl ? -1 : 1) * el.clientWidth, behavior: 'smooth' });
    ctx.reportEngagement({ interaction: 'click', eventSubType: dir > 0 ? 'next' : 'previous' });
  };
  return (
    <WidgetRoot data={data} ctx={ctx} type="testimonials" css={TESTIMONIALS_CSS}>
      {title ? <h2>{title}</h2> : null}
      <section className={carousel ? 'tw-carousel' : undefined} aria-roledescription={carousel ? t('carousel', 'carousel') : undefined} aria-label={title || t('testimonials', 'Testimonials')}>
        {/* Scrolled by the arrow keys too once focused: a scrolling region is reachable by keyboard. */}
        <ul ref={track} className="tw-cards" style={{ '--tw-cols': String(cols) }} tabIndex={carousel ? 0 : undefined}>
          {list.map((x) => {
            const rating = Math.min(5, Math.max(0, Math.round(Number(x.rating) || 0)));
            const photo = x.avatar ? imageSrc(x.avatar, ctx.appUrl) : undefined;
            const name = typeof x.name === 'string' ? x.name : '';
            const role = t(itemTextKey(PREFIX, x.id, 'role'), x.role ?? '');
            return (
              <li key={x.id}>
                <figure>
                  {data.showRating && rating > 0 ? <Stars rating={rating} label={`${t('rated', 'Rated')} ${rating} / 5`} /> : null}
                  <blockquote>
                    <p>{t(itemTextKey(PREFIX, x.id, 'quote'), x.quote ?? '')}</p>
                  </blockquote>
                  <figcaption>
                    {photo ? <img src={photo} alt="" width={44} height={44} loading="lazy" decoding="async" /> : <span className="tw-initials" aria-hidden="true">{initialsOf(name)}</span>}
                    <span>
                      <strong>{name}</strong>
                      {role ? <span className="tw-role">{role}</span> : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
        {carousel && list.length > cols ? (
          <div className="tw-nav">
            <button type="button" className="tw-ghost" aria-label={t('previous', 'Previous')} onClick={() => scroll(-1)}>
              <Icon name="prev" />
            </button>
            <button type="button" className="tw-ghost" aria-label={t('next', 'Next')} onClick={() => scroll(1)}>
              <Icon name="next" />
            </button>
          </div>
        ) : null}
      </section>
    </WidgetRoot>
  );
}
