// The before / after slider: two pictures of the same scene stacked, the before one on top and cut at a
// divider the visitor moves (use-divider.ts), so one shows over the other. The divider is a slider for
// assistive technology and the keyboard. A fixed shape gives the pictures' box its height by CSS alone, so
// the server-rendered first paint (with the owner's start position) has its final height at any width;
// the pictures' own shape has it once the before picture loads, and the height is provisional until then.
import { useEffect, useRef, useState } from 'react';
import { beforeAfterDefaults, type BeforeAfterData, type ComparedImage } from '../../../shared/widgets/before-after';
import { LOADING_ATTR } from '../../viewer/loading-state';
import { Icon } from '../common/Icon';
import { imageSrc } from '../common/image-src';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { BEFORE_AFTER_CSS } from './before-after-css';
import { sliderValue, useDivider } from './use-divider';

const RATIOS: Record<string, string> = { '16:9': '16 / 9', '3:2': '3 / 2', '4:3': '4 / 3', '1:1': '1 / 1' };

const picture = (img: ComparedImage | undefined, appUrl: string) => {
  const src = img && typeof img.src === 'string' && img.src ? imageSrc(img.src, appUrl) : undefined;
  return { src, alt: img && typeof img.alt === 'string' ? img.alt : '' };
};

export function BeforeAfter(props: WidgetProps<BeforeAfterData>) {
  const { ctx } = props;
  const data = useWidgetData(beforeAfterDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const vertical = data.orientation === 'vertical';
  const { pos, stage, handle, stageEvents, onKeyDown } = useDivider(Number(data.startPosition), vertical, () =>
    ctx.reportEngagement({ interaction: 'click', eventSubType: 'compare' }),
  );
  const before = picture(data.beforeImage, ctx.appUrl);
  const after = picture(data.afterImage, ctx.appUrl);
  const ratio = data.aspectRatio === 'original' && before.src ? undefined : RATIOS[data.aspectRatio] ?? RATIOS['4:3'];
  const first = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // A picture that arrived before hydration fires no load event for it.
  useEffect(() => void (first.current?.complete && setLoaded(true)), [before.src]);
  if (!visible) return null;

  const title = t('title', data.title);
  const caption = t('caption', data.caption);
  const beforeLabel = t('beforeLabel', data.beforeLabel);
  const afterLabel = t('afterLabel', data.afterLabel);
  const shown = Math.round(pos);
  return (
    <WidgetRoot data={data} ctx={ctx} type="before_after" css={BEFORE_AFTER_CSS}>
      {title ? <h2>{title}</h2> : null}
      <figure>
        <div
          ref={stage}
          className={`tw-stage ${vertical ? 'tw-v' : 'tw-h'}${ratio ? ' tw-fixed' : ''}`}
          style={{ '--tw-pos': `${pos}%`, aspectRatio: ratio }}
          {...(!ratio && !loaded ? { [LOADING_ATTR]: '' } : {})}
          {...stageEvents}
        >
          {before.src ? (
            <img ref={first} className="tw-before" src={before.src} alt={before.alt || beforeLabel} draggable={false} decoding="async" onLoad={() => setLoaded(true)} onError={() => setLoaded(true)} />
          ) : null}
          {after.src ? <img className="tw-after" src={after.src} alt={after.alt || afterLabel} draggable={false} decoding="async" /> : null}
          {data.showLabels ? (
            // Read out by the slider's value instead.
            <div aria-hidden="true">
              {beforeLabel ? <span className="tw-label tw-label-before">{beforeLabel}</span> : null}
              {afterLabel ? <span className="tw-label tw-label-after">{afterLabel}</span> : null}
            </div>
          ) : null}
          <div
            ref={handle}
            className="tw-handle"
            role="slider"
            tabIndex={0}
            aria-label={t('sliderLabel', data.sliderLabel || beforeAfterDefaults.sliderLabel)}
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(sliderValue(pos, vertical))}
            aria-valuetext={beforeLabel && afterLabel ? `${beforeLabel} ${shown}%, ${afterLabel} ${100 - shown}%` : `${shown}%`}
            onKeyDown={onKeyDown}
          >
            <span className="tw-knob">
              <Icon name="left" size={18} />
              <Icon name="right" size={18} />
            </span>
          </div>
        </div>
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    </WidgetRoot>
  );
}
