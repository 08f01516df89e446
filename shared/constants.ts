// SPEC §9 "Business constants and limits", once. Framework-free and zod-free: the loader imports it.

export const REFRESH_INTERVAL_MIN_MS = 1000;
export const LOADER_DELAY_MS = 100;
export const RESIZE_DEBOUNCE_MS = 100;
export const SCROLL_THROTTLE_MS = 200;
export const VIEWPORT_VISIBILITY_THRESHOLD = 0.1;
export const DEVICE_BREAKPOINTS = { mobile: 480, tablet: 1024 } as const;
export const PERFORMANCE_SAMPLE_RATE = 0.01;

export const PAYPAL_POPUP = { width: 600, height: 600 } as const;
export const PAYPAL_POLL_INTERVAL_MS = 3000;
export const ERROR_TOAST_MS = 3000;

export const WIX_LISTENER_RETRY_MS = 10_000;
export const WIX_SITE_INFO_TIMEOUT_MS = 1000;
export const WIDGET_LOAD_EVENT_DELAY_MS = 1000;

export const UNDO_HISTORY_LIMIT = 100;
export const UNDO_DEBOUNCE_MS = 300;

export const SIDEBAR_SIZE = 70;
export const DRAWER_SIZE = 401;
export const DRAWER_WIDTH_PX = 440;
export const DRAWER_ANIMATION_MS = { min: 200, max: 350 } as const;
export const DEFAULT_THEME = 'dark';

export const POPUP_Z_INDEX = 1000100;
export const MODAL_OVERLAY_Z_INDEX = 99999;
/** The host-page dialog's close button over the popup frame's top right corner (loader/runtime/dialog.ts):
 *  its size and its distance from the corner, px. Popup frames keep their toolbars clear of it. */
export const DIALOG_CLOSE = { size: 32, inset: 8 } as const;
/** A floating widget's distance from the screen's edges in its corner (loader/runtime/global-widget.ts). */
export const FLOAT_EDGE_PX = 16;
export const HELP_LINK_ICON_SIZE = 32;

export const COLOR_SHADE_STEPS = 11;
export const CONTRAST_LUMINANCE_THRESHOLD = 0.65;
export const COLOR_PRESET_COUNT = 14;

export const DEFAULT_PAGE_FONT_SIZE_PX = 14;
export const DEFAULT_LINE_HEIGHT = 1.3;

export const WIDGET_DEFAULTS = {
  name: 'My Widget',
  privacy: 'public',
  status: 'published',
  modelVersion: 1,
  creationSource: 'website',
} as const;
export const DEFAULT_APP_TYPE = 'widget';

export const EVENT_TYPES = ['INSTALL', 'REQUEST', 'IMPRESSION', 'VIEW'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const INTERACTIONS = ['click', 'hover', 'scroll'] as const;
export type Interaction = (typeof INTERACTIONS)[number];
export const REPORT_GROUPS = ['client', 'engagement', 'performance'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const SUPPORTED_LANGUAGES = [
  'en-US', 'en-GB', 'es-ES', 'es-MX', 'fr-FR', 'ru-RU', 'de-DE', 'it-IT', 'pt-BR', 'nl-NL', 'sv-SE',
  'pl-PL', 'cs-CZ', 'hu-HU', 'ro-RO', 'ar-SA', 'he-IL', 'tr-TR', 'el-GR', 'th-TH', 'vi-VN', 'fi-FI',
  'no-NO', 'nb-NO', 'da-DK', 'zh-CN', 'zh-HK', 'ja-JP', 'sk-SK', 'nl-BE', 'bg-BG', 'en-CA', 'id-ID',
  'de-CH', 'lt-LT', 'ko-KR', 'ms-MY',
] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
