// Team members: a business's team as a grid of cards (as many columns as the owner asked for, fewer on a
// narrow frame, by CSS) or a list, each member an article named by its h3 name, with a photo (decorative:
// the name is beside it), a role, a bio cut at a word with a "Read more" button that shows the rest in
// place (aria-expanded), and icon links named for whom and where ("Ann Lee on LinkedIn"). Web links open
// a tab of their own without an opener; email and phone links their app. Each followed link is an
// engagement event.
import { useState } from 'react';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { cutBio, initials, MEMBER_LINK_NAMES, memberLinkName, memberLinks, teamColumns, teamMembersDefaults, type TeamMember, type TeamMembersData } from '../../../shared/widgets/team-members';
import { imageSrc } from '../common/image-src';
import type { Translate } from '../common/localize';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { MEMBER_ICONS } from './member-icons';
import { TEAM_MEMBERS_CSS } from './team-members-css';

const PREFIX = TRANSLATED_ITEMS.team_members!.prefix;
/** Photos of the first members load at once (the top of the widget); the rest lazily. */
const EAGER_PHOTOS = 4;

export function TeamMembers(props: WidgetProps<TeamMembersData>) {
  const { ctx } = props;
  const data = useWidgetData(teamMembersDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  // Ids of the members whose whole bio is shown.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  if (!visible) return null;

  const members = (Array.isArray(data.members) ? data.members : []).filter((m): m is TeamMember => !!m && typeof m.id === 'string');
  const text = (m: TeamMember, key: 'name' | 'role' | 'bio') => t(itemTextKey(PREFIX, m.id, key), typeof m[key] === 'string' ? m[key] : '');
  const grid = data.layout !== 'list';
  const shape = data.photoShape === 'square' ? 'tw-square' : 'tw-circle';
  const title = t('title', data.title);
  const readMore = t('bioMoreText', data.bioMoreText) || 'Read more';
  const showLess = t('bioLessText', data.bioLessText) || 'Show less';
  const bioLength = Math.max(0, Math.round(Number(data.bioLength) || 0));
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <WidgetRoot data={data} ctx={ctx} type="team_members" css={TEAM_MEMBERS_CSS} className={grid ? 'tw-team-grid' : 'tw-team-list'}>
      {title ? <h2>{title}</h2> : null}
      <ul className="tw-members" style={grid ? { '--tw-cols': String(teamColumns(data.columns)) } : undefined}>
        {members.map((m, i) => {
          const name = text(m, 'name');
          const role = text(m, 'role');
          const bio = data.showBios !== false ? text(m, 'bio').trim() : '';
          const cut = cutBio(bio, bioLength);
          const expanded = open.has(m.id);
          const src = typeof m.photo === 'string' && m.photo ? imageSrc(m.photo, ctx.appUrl) : undefined;
          const base = `member-${props.widget.guid}-${i}`;
          return (
            <li key={m.id}>
              <article className="tw-member" aria-labelledby={name ? `${base}-name` : undefined}>
                <div className={`tw-photo ${shape}`}>
                  {src ? (
                    // The name beside it says who this is; the photo adds nothing a screen reader needs.
                    <img src={src} alt="" width={160} height={160} loading={i < EAGER_PHOTOS ? undefined : 'lazy'} decoding="async" />
                  ) : (
                    <span aria-hidden="true">{initials(name)}</span>
                  )}
                </div>
                <div className="tw-body">
                  {name ? <h3 id={`${base}-name`}>{name}</h3> : null}
                  {role ? <p className="tw-role">{role}</p> : null}
                  {bio ? (
                    <p className="tw-bio" id={`${base}-bio`}>
                      {cut && !expanded ? cut : bio}
                    </p>
                  ) : null}
                  {cut ? (
                    <button type="button" className="tw-more" aria-expanded={expanded} aria-controls={`${base}-bio`} aria-label={name ? `${expanded ? showLess : readMore}: ${name}` : undefined} onClick={() => toggle(m.id)}>
                      {expanded ? showLess : readMore}
                    </button>
                  ) : null}
                  <MemberLinks member={m} name={name} t={t} onFollow={(kind) => ctx.reportEngagement({ interaction: 'click', eventSubType: kind, entityPath: `members.${i}` })} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </WidgetRoot>
  );
}

function MemberLinks(props: { member: TeamMember; name: string; t: Translate; onFollow(kind: string): void }) {
  const links = memberLinks(props.member);
  if (!links.length) return null;
  return (
    <ul className="tw-links">
      {links.map(({ kind, href }) => {
        const web = /^https?:/.test(href);
        return (
          <li key={kind}>
            <a href={href} aria-label={memberLinkName(kind, props.name, props.t(`link.${kind}`, MEMBER_LINK_NAMES[kind]))} target={web ? '_blank' : undefined} rel={web ? 'noopener noreferrer' : undefined} onClick={() => props.onFollow(kind)}>
              <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
                <path d={MEMBER_ICONS[kind]} fillRule="evenodd" />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
