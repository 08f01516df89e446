// Share buttons: one button per network the owner picked, each a link that shares the page the visitor is
// on (the loader's visitor context names it) or the owner's address, by email, or a button that copies the
// link. The server's first paint has the same buttons without addresses (it does not know the host page):
// they take them once the widget is mounted and the loader has said which page it is in, so the first
// height is the final one and the frame's own (app) address is never what is shared.
import { useEffect, useRef, useState } from 'react';
import { NETWORK_TEXTS, shareButtonsDefaults, sharedPage, shareHref, SHARE_NETWORKS, type ShareButtonsData, type ShareNetwork } from '../../../shared/widgets/share-buttons';
import { ICON_PATHS, Svg } from '../common/Icon';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useVisitor } from '../common/use-visitor';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { NETWORK_MARKS } from './network-marks';
import { SHARE_BUTTONS_CSS } from './share-buttons-css';

const ICON_SIZE = { small: 16, medium: 20, large: 24 } as const;
/** How long the copy button says the link is copied. */
const COPIED_MS = 2500;

export function ShareButtons(props: WidgetProps<ShareButtonsData>) {
  const { ctx } = props;
  const data = useWidgetData(shareButtonsDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const visitor = useVisitor(ctx);
  // Hydration keeps the server's attributes as they are: the host page's address comes after it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const manual = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copy === 'copied') {
      const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
      return () => clearTimeout(timer);
    }
    if (copy === 'failed') manual.current?.focus();
  }, [copy]);
  if (!visible) return null;

  const page = sharedPage(t('shareUrl', data.shareUrl)) ?? (mounted ? sharedPage(visitor?.currentUrl) : null);
  const text = t('shareText', data.shareText);
  const networks = (Array.isArray(data.networks) ? data.networks : []).filter((n, i, all): n is ShareNetwork => SHARE_NETWORKS.includes(n) && all.indexOf(n) === i);
  const title = t('title', data.title);
  const showNames = data.showNames !== false;
  const size = data.buttonSize === 'small' || data.buttonSize === 'large' ? data.buttonSize : 'medium';
  const titleId = `share-title-${props.widget.guid}`;
  const report = (network: ShareNetwork, i: number) => ctx.reportEngagement({ interaction: 'click', eventSubType: network, entityPath: `networks.${i}` });
  const copyLink = async (i: number) => {
    if (!page) return;
    report('copy', i);
    try {
      await navigator.clipboard.writeText(page);
      setCopy('copied');
    } catch {
      // Refused (no permission, an older browser): the link, selected, for the visitor to copy.
      setCopy('failed');
    }
  };
  const status = copy === 'copied' ? t('copiedText', data.copiedText) : copy === 'failed' ? t('copyFailedText', data.copyFailedText) : '';
  const cls = [`tw-at-${data.alignment === 'center' || data.alignment === 'end' ? data.alignment : 'start'}`, `tw-size-${size}`, data.buttonColors === 'accent' ? 'tw-accent-colors' : ''];

  return (
    <WidgetRoot data={data} ctx={ctx} type="share" css={SHARE_BUTTONS_CSS} className={cls.filter(Boolean).join(' ')}>
      {title ? <h2 id={titleId}>{title}</h2> : null}
      <ul className={showNames ? 'tw-nets' : 'tw-nets tw-icons'} aria-labelledby={title ? titleId : undefined}>
        {networks.map((n, i) => {
          const mark = NETWORK_MARKS[n];
          const glyph = <Svg d={n === 'copy' && copy === 'copied' ? ICON_PATHS.check : mark.d} size={ICON_SIZE[size]} />;
          if (n === 'copy') {
            const label = copy === 'copied' ? t('copiedText', data.copiedText) : t('copyText', data.copyText);
            return (
              <li key={n}>
                <button type="button" className="tw-net tw-n-copy" aria-disabled={page ? undefined : true} title={showNames ? undefined : label} onClick={() => copyLink(i)}>
                  {glyph}
                  <span className={showNames ? undefined : 'tw-sr'}>{label}</span>
                </button>
              </li>
            );
          }
          const href = shareHref(n, page, text);
          const name = t(`share.${n}`, NETWORK_TEXTS[n].share);
          return (
            <li key={n}>
              <a
                className={`tw-net tw-n-${n}`}
                href={href ?? undefined}
                // A network opens a tab of its own; an email opens the visitor's mail app, the page stays.
                target={href && n !== 'email' ? '_blank' : undefined}
                rel={href && n !== 'email' ? 'noopener noreferrer' : undefined}
                aria-label={href ? name : undefined}
                title={showNames ? undefined : name}
                onClick={() => href && report(n, i)}
              >
                {glyph}
                {showNames ? <span>{t(`network.${n}`, NETWORK_TEXTS[n].name)}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
      {copy === 'failed' && page ? (
        <label className="tw-manual">
          <span>{status}</span>
          <input ref={manual} readOnly value={page} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : null}
      <p role="status" className="tw-sr">
        {status}
      </p>
    </WidgetRoot>
  );
}
