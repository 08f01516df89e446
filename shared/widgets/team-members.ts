// Default built-in data of the `team_members` widget type (ARCHITECTURE §3.1a): a business's team, each
// member with a photo, a name, a role, a short bio and optional contact and profile links, as a grid of
// cards or a list. The default members are fictional, with small abstract SVG portraits our server serves
// from /static/, so a new widget renders offline. Plain data, no zod, so the frame's widget chunk can
// import it.
import { isEmail, isPhone } from '../rules/contact-formats';
import { commonDefaults, webHref, type CommonWidgetData } from './common-data';

/** A member's links, in the order their icons show: contact first, then profiles. */
export const MEMBER_LINK_KINDS = ['email', 'phone', 'website', 'linkedin', 'x', 'instagram', 'github'] as const;
export type MemberLinkKind = (typeof MEMBER_LINK_KINDS)[number];
/** The profile kinds' brand names, in the links' names ("Ann Lee on LinkedIn"). */
export const PROFILE_NAMES: Readonly<Record<Exclude<MemberLinkKind, 'email' | 'phone' | 'website'>, string>> = {
  linkedin: 'LinkedIn',
  x: 'X',
  instagram: 'Instagram',
  github: 'GitHub',
};

export type TeamMember = {
  id: string;
  /** Absolute URL, or a path on the app (`/static/...`) resolved against the app URL; empty for initials. */
  photo: string;
  name: string;
  role: string;
  bio: string;
} & Partial<Record<MemberLinkKind, string>>;

export const TEAM_LAYOUTS = ['grid', 'list'] as const;
export const PHOTO_SHAPES = ['circle', 'square'] as const;
export const MAX_MEMBERS = 50;
export const MAX_TEAM_COLUMNS = 6;
/** Characters of a bio shown before "Read more" (0: the whole bio). */
export const BIO_LENGTH = { min: 0, max: 2000 } as const;

export type TeamMembersData = CommonWidgetData & {
  /** Over the members; none when empty. */
  title: string;
  members: TeamMember[];
  layout: (typeof TEAM_LAYOUTS)[number];
  /** Cards side by side in the grid at most; a narrow frame gets fewer (CSS). */
  columns: number;
  photoShape: (typeof PHOTO_SHAPES)[number];
  /** Each member's bio (not `showDescriptions`/`showSummary`: the builder labels keys across types). */
  showBios: boolean;
  /** A longer bio is cut at a word with a "Read more" button that shows the rest in place; 0: never cut. */
  bioLength: number;
  bioMoreText: string;
  /** The button's text once the bio is whole. */
  bioLessText: string;
};

/** A member's link of one kind as rendered: mailto: for an email address, tel: for a phone number, an
 *  absolute http(s) address for the rest; none for anything else (empty, javascript:, a path...). An
 *  email or phone given with its scheme (mailto:, tel:) is taken too. */
export function memberHref(kind: MemberLinkKind, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (!v) return undefined;
  if (kind === 'email') {
    const address = v.replace(/^mailto:/i, '');
    // No query (?cc=, &body=) nor anything a mail program would read as more than an address.
    return isEmail(address) && !/[?&#<>"'`\\,;:()[\]]/.test(address) ? `mailto:${address}` : undefined;
  }
  if (kind === 'phone') {
    const number = v.replace(/^tel:/i, '');
    return isPhone(number) ? `tel:${number.replace(/[^\d+]/g, '')}` : undefined;
  }
  return webHref(v);
}

/** Each link's accessible name, {name} the member's and {network} the profile's site: a widget text
 *  (`link.<kind>`), so a translation words it as its language does. */
export const MEMBER_LINK_NAMES: Readonly<Record<MemberLinkKind, string>> = {
  email: 'Email {name}',
  phone: 'Call {name}',
  website: '{name}’s website',
  linkedin: '{name} on {network}',
  x: '{name} on {network}',
  instagram: '{name} on {network}',
  github: '{name} on {network}',
};

/** A link's accessible name from its wording: "Email Ann Lee", "Ann Lee’s website", "Ann Lee on LinkedIn". */
export function memberLinkName(kind: MemberLinkKind, name: string, wording = MEMBER_LINK_NAMES[kind]): string {
  const network = kind in PROFILE_NAMES ? PROFILE_NAMES[kind as keyof typeof PROFILE_NAMES] : '';
  return wording.replace('{name}', name).replace('{network}', network);
}

/** The member's links that render, in MEMBER_LINK_KINDS order. */
export function memberLinks(member: Partial<TeamMember>): { kind: MemberLinkKind; href: string }[] {
  const out: { kind: MemberLinkKind; href: string }[] = [];
  for (const kind of MEMBER_LINK_KINDS) {
    const href = memberHref(kind, member[kind]);
    if (href) out.push({ kind, href });
  }
  return out;
}

/** A bio cut at a word to at most `length` characters, with "…"; undefined when it fits (or `length` is 0). */
export function cutBio(bio: string, length: number): string | undefined {
  const text = bio.trim();
  if (length <= 0 || text.length <= length) return undefined;
  const head = text.slice(0, length + 1);
  const at = head.lastIndexOf(' ');
  return `${(at > length / 2 ? head.slice(0, at) : text.slice(0, length)).replace(/[\s.,;:!?–—-]+$/, '')}…`;
}

/** The owner's columns from data that may be partial or hand-edited: 3 when unset, kept within 1 to 6. */
export const teamColumns = (columns: unknown): number => Math.min(MAX_TEAM_COLUMNS, Math.max(1, Math.round(Number(columns) || 3)));

/** Initials shown in place of a missing photo ("Ann Lee" → "AL"). */
export const initials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');

const demo: [string, string, string, string, Partial<Record<MemberLinkKind, string>>][] = [
  ['ann-lee', 'Ann Lee', 'Founder & head roaster', 'Ann opened the café in 2015 after ten years of roasting for others. She picks every green coffee we buy, visits the farms that grow them when she can, and still roasts twice a week behind the counter.', { email: 'ann@harbour-cafe.example', linkedin: 'https://www.linkedin.com/in/ann-lee-example' }],
  ['marco-diaz', 'Marco Díaz', 'Head barista', 'Marco trains our baristas and designs the seasonal menu. Ask him about filter coffee.', { instagram: 'https://www.instagram.com/marco.example', x: 'https://x.com/marco_example' }],
  ['priya-shah', 'Priya Shah', 'Pastry chef', 'Priya bakes everything on the counter each morning, from the croissants to the gluten-free cakes.', { website: 'https://priya-bakes.example/' }],
  ['tom-berg', 'Tom Berg', 'Events & wholesale', 'Tom runs our tastings and supplies coffee to offices and restaurants around the harbour.', { email: 'tom@harbour-cafe.example', phone: '+1 555 0100' }],
];

/** Every link kind, empty: each member carries all of them so the builder shows a box for each. */
const noLinks = Object.fromEntries(MEMBER_LINK_KINDS.map((k) => [k, ''])) as Record<MemberLinkKind, string>;

export const teamMembersDefaults: TeamMembersData = {
  ...commonDefaults,
  title: 'Meet the team',
  members: demo.map(([file, name, role, bio, links]) => ({ id: `member-${file}`, photo: `/static/demo/team/${file}.svg`, name, role, bio, ...noLinks, ...links })),
  layout: 'grid',
  columns: 4,
  photoShape: 'circle',
  showBios: true,
  bioLength: 120,
  bioMoreText: 'Read more',
  bioLessText: 'Show less',
};
