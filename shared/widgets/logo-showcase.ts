// Default built-in data of the `logo_showcase` widget type (ARCHITECTURE §3.1a): the logos of a business's
// clients, partners or press mentions, as a grid or a slowly scrolling carousel, each optionally linking
// to a site. The default logos are small SVGs of fictional companies our server serves from /static/, so a
// new widget renders offline. Plain data, no zod, so the frame's widget chunk can import it.
import { commonDefaults, webHref, type CommonWidgetData } from './common-data';

export type Logo = {
  id: string;
  /** Absolute URL, or a path on the app (`/static/...`) resolved against the app URL. */
  image: string;
  /** The company's name: the picture's text for screen readers, and shown when the picture fails. */
  name: string;
  /** The company's site (http(s)), opened in a new tab; empty for a logo that links nowhere. */
  link: string;
};

export const LOGO_LAYOUTS = ['grid', 'carousel'] as const;
export const LOGO_HEIGHTS = ['small', 'medium', 'large'] as const;
export type LogoHeight = (typeof LOGO_HEIGHTS)[number];
/** Each logo's box height; its width is the grid cell's, or LOGO_WIDTH_RATIO times this in a carousel. */
export const LOGO_HEIGHT_PX: Readonly<Record<LogoHeight, number>> = { small: 40, medium: 56, large: 72 };
/** A carousel logo's box is this many times wider than high (wordmarks are wide), so the strip's width
 *  is known before any picture loads. */
export const LOGO_WIDTH_RATIO = 2.5;
export const MAX_LOGOS = 60;
export const MAX_LOGO_COLUMNS = 8;

export type LogoShowcaseData = CommonWidgetData & {
  /** Over the logos; none when empty. */
  title: string;
  logos: Logo[];
  layout: (typeof LOGO_LAYOUTS)[number];
  /** Logos side by side in the grid at most; a narrow frame gets fewer (CSS). */
  columns: number;
  logoHeight: LogoHeight;
  /** Grey until the visitor points at or focuses a logo. */
  grayscale: boolean;
  /** The company’s name under its logo (not `showNames`: the builder labels keys across types, and share_buttons has that one). */
  showLogoNames: boolean;
};

/** A logo's link as rendered: an absolute http(s) address, or none (empty, relative, javascript:...). */
export const logoHref = webHref;

/** The owner's columns from data that may be partial or hand-edited: 5 when unset, kept within 1 to 8. */
export const logoColumns = (columns: unknown): number => Math.min(MAX_LOGO_COLUMNS, Math.max(1, Math.round(Number(columns) || 5)));

/** How many logos load at once: the grid's first row (a narrow frame shows fewer, never more); a
 *  carousel is one row, all of it moving into view. The rest load lazily. */
export const eagerLogos = (layout: LogoShowcaseData['layout'], columns: number, count: number): number => (layout === 'carousel' ? count : Math.min(count, columns));

const demo: [string, string, string][] = [
  ['northwind', 'Northwind Roasters', 'https://northwind-roasters.example/'],
  ['bluepeak', 'Bluepeak Studio', 'https://bluepeak.example/'],
  ['orbitly', 'Orbitly', 'https://orbitly.example/'],
  ['fernwood', 'Fernwood Tea House', ''],
  ['quillhaven', 'Quillhaven Books', 'https://quillhaven.example/'],
  ['tidewater', 'Tidewater Bikes', ''],
];

export const logoShowcaseDefaults: LogoShowcaseData = {
  ...commonDefaults,
  title: 'Trusted by teams at',
  logos: demo.map(([file, name, link]) => ({ id: `logo-${file}`, image: `/static/demo/logos/${file}.svg`, name, link })),
  layout: 'grid',
  columns: 6,
  logoHeight: 'medium',
  grayscale: true,
  showLogoNames: false,
};
