// Social links: icons linking to the business's own profiles ("Follow us"), each a link named by whose
// profile it is and where ("Café Lumen on Instagram", or the network's name), opening a tab of its own
// (an email or a call opens the visitor's app, the page stays). Marks are inline SVG of ours: nothing is
// fetched from the networks. A profile whose address is not one its network takes shows no link. Each
// followed link is an engagement event, the network as its subtype.
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { opensNewTab, profileHref, SOCIAL_ICON_COLORS, SOCIAL_ICON_SHAPES, SOCIAL_ICON_SIZES, SOCIAL_NETWORKS, SOCIAL_RULES, socialLinksDefaults, type SocialLinksData, type SocialNetwork, type SocialProfile } from '../../../shared/widgets/social-links';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { SOCIAL_LINKS_CSS } from './social-links-css';
import { SOCIAL_MARKS } from './social-marks';

const PREFIX = TRANSLATED_ITEMS.social_links!.prefix;
const ICON_SIZE = { small: 16, medium: 20, large: 26 } as const;
/** Not networks: a label names the link alone ("Email us"), not "… on Email". */
const CONTACTS: readonly SocialNetwork[] = ['email', 'phone', 'website'];

const pick = <T extends string>(set: readonly T[], v: unknown, fallback: T): T => (set.includes(v as T) ? (v as T) : fallback);

export function SocialLinks(props: WidgetProps<SocialLinksData>) {
  const { ctx } = props;
  const data = useWidgetData(socialLinksDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  if (!visible) return null;

  const size = pick(SOCIAL_ICON_SIZES, data.iconSize, 'medium');
  const showNames = data.showProfileNames === true;
  const title = t('title', data.title);
  const titleId = `social-title-${props.widget.guid}`;
  const profiles = (Array.isArray(data.profiles) ? data.profiles : [])
    .map((p, i) => [p, i] as const)
    .filter((e): e is readonly [SocialProfile, number] => !!e[0] && typeof e[0].id === 'string' && SOCIAL_NETWORKS.includes(e[0].network));
  const cls = [
    `tw-at-${pick(['start', 'center', 'end'], data.iconAlignment, 'center')}`,
    `tw-size-${size}`,
    `tw-shape-${pick(SOCIAL_ICON_SHAPES, data.iconShape, 'circle')}`,
    `tw-colors-${pick(SOCIAL_ICON_COLORS, data.iconColors, 'brand')}`,
  ];

  return (
    <WidgetRoot data={data} ctx={ctx} type="social" css={SOCIAL_LINKS_CSS} className={cls.join(' ')}>
      {title ? <h2 id={titleId}>{title}</h2> : null}
      <ul className="tw-profiles" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : t('profiles', 'Our profiles')}>
        {profiles.map(([p, i]) => {
          const href = profileHref(p.network, p.address);
          if (!href) return null;
          const network = t(`network.${p.network}`, SOCIAL_RULES[p.network].name);
          const label = t(itemTextKey(PREFIX, p.id, 'label'), typeof p.label === 'string' ? p.label : '').trim();
          const contact = CONTACTS.includes(p.network);
          // The visible text is within the name (WCAG 2.5.3): "Instagram" in "Café Lumen on Instagram".
          const shown = contact && label ? label : network;
          const name = !label ? network : contact ? label : t('onNetwork', '{label} on {network}').replace('{label}', label).replace('{network}', network);
          const mark = SOCIAL_MARKS[p.network];
          const newTab = opensNewTab(href);
          return (
            <li key={p.id}>
              <a
                className={`tw-profile tw-p-${p.network}`}
                href={href}
                target={newTab ? '_blank' : undefined}
                rel={newTab ? 'noopener noreferrer' : undefined}
                aria-label={name === shown && showNames ? undefined : name}
                title={showNames ? undefined : name}
                onClick={() => ctx.reportEngagement({ interaction: 'click', eventSubType: p.network, entityPath: `profiles.${i}` })}
              >
                <span className="tw-mark">
                  <svg width={ICON_SIZE[size]} height={ICON_SIZE[size]} viewBox="0 0 24 24" fill="currentColor" fill-rule={mark.evenOdd ? 'evenodd' : undefined} aria-hidden="true" focusable="false">
                    <path d={mark.d} />
                  </svg>
                </span>
                {showNames ? <span className="tw-label">{shown}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </WidgetRoot>
  );
}
