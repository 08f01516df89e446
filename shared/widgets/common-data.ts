// The data every widget type shares (SPEC §3 Widget `data`): styles, colour scheme, display rules,
// localization, device rewrites, custom CSS and font. Plain types and data, no zod: widget chunks import it.

export type DeviceName = 'desktop' | 'tablet' | 'mobile';

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const URL_MATCH_MODES = ['contains', 'equals', 'regex'] as const;

export type ColorScheme = {
  /** A SPEC §3 preset name ('1'..'14'); explicit colours below win over the preset's. */
  preset?: string;
  text?: string;
  background?: string;
  accent?: string;
};

/** Cosmetic settings the runtime maps to CSS custom properties (unknown keys are ignored). */
export type WidgetStyles = {
  borderRadius?: number;
  padding?: number;
  fontSize?: number;
  maxWidth?: number;
  textAlign?: (typeof TEXT_ALIGNS)[number];
  shadow?: boolean;
};

export type DisplayRules = {
  /** Devices the widget shows on; empty or missing means all. */
  devices?: DeviceName[];
  /** Url match on the host page's current url; `contains` patterns or `regex` sources. */
  urlMatch?: { mode: (typeof URL_MATCH_MODES)[number]; patterns: string[]; exclude?: boolean };
  /** Any active trigger that fires shows the widget (they combine with OR); none active shows at once. */
  triggers?: {
    pageScroll?: { active: boolean; percentage?: number };
    delay?: { active: boolean; seconds?: number };
    exitIntent?: { active: boolean };
  };
  /** Frequency cap per visitor: at most `maxShows` showings, kept in the per-widget store. */
  frequency?: { maxShows: number };
};

export type Localization = {
  /** The language whose texts are the fallback (the widget's own fields are the last fallback). */
  defaultLanguage?: string;
  /** Texts per language, e.g. `{ 'de-DE': { title: 'Kontakt' } }`; keys are the widget's text keys. */
  languages?: Record<string, Record<string, string>>;
};

export type DeviceRewrites = Partial<Record<DeviceName, { styles?: WidgetStyles } & Record<string, unknown>>>;

export type CommonWidgetData = {
  styles?: WidgetStyles;
  colorScheme?: ColorScheme;
  displayRules?: DisplayRules;
  localization?: Localization;
  deviceRewrites?: DeviceRewrites;
  customCSS?: string;
  fontId?: string;
  integrations?: string[];
  /** SPEC §4 data refresh in ms; values under REFRESH_INTERVAL_MIN_MS are ignored. */
  refreshInterval?: number;
};

export const commonDefaults = {
  styles: { borderRadius: 12, padding: 16, fontSize: 14 },
  colorScheme: { preset: '1' },
  displayRules: {},
  localization: { languages: {} },
  deviceRewrites: {},
  customCSS: '',
  fontId: 'poppins',
  integrations: [],
} satisfies CommonWidgetData;

/** An owner's link as rendered where only web pages belong (a logo's site, a post, a location's site, a
 *  picture's link): an absolute http(s) address, normalised, or none (empty, relative, javascript:...). */
export function webHref(link: unknown): string | undefined {
  if (typeof link !== 'string' || !/^\s*https?:\/\//i.test(link)) return undefined;
  try {
    return new URL(link.trim()).href;
  } catch {
    return undefined;
  }
}
