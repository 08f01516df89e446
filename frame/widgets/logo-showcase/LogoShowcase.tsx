// Logo showcase: the logos of a business's clients, partners or press mentions, as a grid (as many columns
// as the owner asked for, fewer on a narrow frame, by CSS) or a carousel: a strip that scrolls slowly and
// endlessly (a CSS animation over the strip and a copy of it), paused while the pointer is over it or
// focus is in it, and by its pause button (WCAG 2.2.2: motion over 5 s can be stopped). With reduced motion
// asked for it does not move at all: it is a row the visitor scrolls, or moves with the buttons. Each
// followed link is an engagement event.
import { useEffect, useRef, useState } from 'react';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { eagerLogos, LOGO_HEIGHTS, logoColumns, logoHref, logoShowcaseDefaults, type Logo, type LogoShowcaseData } from '../../../shared/widgets/logo-showcase';
import { Icon } from '../common/Icon';
import { imageSrc } from '../common/image-src';
import { isRtl } from '../common/localize';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { LogoItem, type ShownLogo } from './LogoItem';
import { LOGO_SHOWCASE_CSS } from './logo-showcase-css';

const PREFIX = TRANSLATED_ITEMS.logo_showcase!.prefix;
/** Seconds the strip takes to move by one logo: slow enough to read each name. */
const SECONDS_PER_LOGO = 3;

export function LogoShowcase(props: WidgetProps<LogoShowcaseData>) {
  const { ctx } = props;
  const data = useWidgetData(logoShowcaseDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const [paused, setPaused] = useState(false);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const box = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const markBroken = (id: string) => setBroken((b) => (b.has(id) ? b : new Set(b).add(id)));
  // A picture that failed before hydration fired its error event to no one. decode() rejects for a broken
  // picture; a size of 0 would also mark an SVG without one (Firefox).
  useEffect(() => {
    box.current?.querySelectorAll<HTMLImageElement>('img[data-logo]').forEach((img) => img.complete && img.decode().catch(() => markBroken(img.dataset.logo!)));
  }, [data.logos]);
  if (!visible) return null;

  const owned = (Array.isArray(data.logos) ? data.logos : []).map((x, i) => [x, i] as const).filter((e): e is readonly [Logo, number] => !!e[0] && typeof e[0].id === 'string');
  const logos: ShownLogo[] = owned.map(([x]) => ({
    id: x.id,
    name: t(itemTextKey(PREFIX, x.id, 'name'), typeof x.name === 'string' ? x.name : ''),
    src: typeof x.image === 'string' && x.image ? imageSrc(x.image, ctx.appUrl) : undefined,
    href: logoHref(x.link),
  }));
  const carousel = data.layout === 'carousel';
  const columns = logoColumns(data.columns);
  const height = LOGO_HEIGHTS.includes(data.logoHeight) ? data.logoHeight : 'medium';
  const eager = eagerLogos(data.layout, columns, logos.length);
  const title = t('title', data.title);
  const titleId = `logos-title-${props.widget.guid}`;
  const label = title ? { 'aria-labelledby': titleId } : { 'aria-label': t('logos', 'Logos') };
  // The owner's name, not its translation: one logo counts as one whatever the visitor's language.
  const follow = ([logo, i]: readonly [Logo, number]) => ctx.reportEngagement({ interaction: 'click', eventSubType: String(logo.name).slice(0, 200), entityPath: `logos.${i}` });
  const list = (copy: boolean) =>
    logos.map((logo, i) => (
      <LogoItem key={logo.id} logo={logo} height={height} eager={i < eager} broken={broken.has(logo.id)} showNames={data.showLogoNames === true} copy={copy} onBroken={() => markBroken(logo.id)} onFollow={() => follow(owned[i]!)} />
    ));
  // A press is an engagement event, as the testimonials' carousel reports its own.
  const step = (dir: 1 | -1) => {
    viewport.current?.scrollBy({ left: dir * (isRtl(ctx.language) ? -1 : 1) * viewport.current.clientWidth * 0.8, behavior: 'smooth' });
    ctx.reportEngagement({ interaction: 'click', eventSubType: dir > 0 ? 'next' : 'previous' });
  };
  const cls = [`tw-h-${height}`, data.grayscale !== false ? 'tw-gray' : '', paused ? 'tw-paused' : ''].filter(Boolean).join(' ');

  return (
    <WidgetRoot data={data} ctx={ctx} type="logo_showcase" css={LOGO_SHOWCASE_CSS} className={cls}>
      {title ? <h2 id={titleId}>{title}</h2> : null}
      <div ref={box}>
        {carousel ? (
          <section className="tw-carousel" aria-roledescription={t('carousel', 'carousel')} {...label}>
            {/* Focusable: with reduced motion it is a scrolling row the keyboard scrolls too. */}
            <div ref={viewport} className="tw-viewport" tabIndex={0} style={{ '--tw-dur': `${Math.max(1, logos.length) * SECONDS_PER_LOGO}s` }}>
              <div className="tw-strip">
                <ul className="tw-logos">{list(false)}</ul>
                {/* The copy that follows the strip round, seamless: for the eye only. */}
                <ul className="tw-logos" aria-hidden="true">
                  {list(true)}
                </ul>
              </div>
            </div>
            <div className="tw-nav">
              <button type="button" className="tw-ghost tw-step" aria-label={t('previous', 'Previous')} onClick={() => step(-1)}>
                <Icon name="left" />
              </button>
              <button type="button" className="tw-ghost tw-toggle" aria-label={paused ? t('play', 'Play') : t('pause', 'Pause')} onClick={() => setPaused(!paused)}>
                <Icon name={paused ? 'play' : 'pause'} size={18} />
              </button>
              <button type="button" className="tw-ghost tw-step" aria-label={t('next', 'Next')} onClick={() => step(1)}>
                <Icon name="right" />
              </button>
            </div>
          </section>
        ) : (
          <ul className="tw-logos tw-grid" style={{ '--tw-cols': String(columns) }} {...label}>
            {list(false)}
          </ul>
        )}
      </div>
    </WidgetRoot>
  );
}
