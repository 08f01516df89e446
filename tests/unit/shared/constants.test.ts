import { describe, expect, it } from 'vitest';
import * as C from '../../../shared/constants';

// SPEC §9, transcribed independently: constant name → the value the spec states.
const SPEC9: [keyof typeof C, unknown][] = [
  ['REFRESH_INTERVAL_MIN_MS', 1000], ['LOADER_DELAY_MS', 100], ['RESIZE_DEBOUNCE_MS', 100], ['SCROLL_THROTTLE_MS', 200],
  ['VIEWPORT_VISIBILITY_THRESHOLD', 0.1], ['DEVICE_BREAKPOINTS', { mobile: 480, tablet: 1024 }], ['PERFORMANCE_SAMPLE_RATE', 0.01],
  ['PAYPAL_POPUP', { width: 600, height: 600 }], ['PAYPAL_POLL_INTERVAL_MS', 3000], ['ERROR_TOAST_MS', 3000],
  ['WIX_LISTENER_RETRY_MS', 10_000], ['WIX_SITE_INFO_TIMEOUT_MS', 1000], ['WIDGET_LOAD_EVENT_DELAY_MS', 1000],
  ['UNDO_HISTORY_LIMIT', 100], ['UNDO_DEBOUNCE_MS', 300], ['SIDEBAR_SIZE', 70], ['DRAWER_SIZE', 401], ['DRAWER_WIDTH_PX', 440],
  ['DEFAULT_THEME', 'dark'], ['POPUP_Z_INDEX', 1000100], ['MODAL_OVERLAY_Z_INDEX', 99999], ['HELP_LINK_ICON_SIZE', 32],
  ['COLOR_SHADE_STEPS', 11], ['CONTRAST_LUMINANCE_THRESHOLD', 0.65], ['COLOR_PRESET_COUNT', 14],
  ['DEFAULT_PAGE_FONT_SIZE_PX', 14], ['DEFAULT_LINE_HEIGHT', 1.3],
  ['WIDGET_DEFAULTS', { name: 'My Widget', privacy: 'public', status: 'published', modelVersion: 1, creationSource: 'website' }],
  ['DEFAULT_APP_TYPE', 'widget'], ['EVENT_TYPES', ['INSTALL', 'REQUEST', 'IMPRESSION', 'VIEW']],
  ['INTERACTIONS', ['click', 'hover', 'scroll']], ['REPORT_GROUPS', ['client', 'engagement', 'performance']],
];

const LANGS = `en-US, en-GB, es-ES, es-MX, fr-FR, ru-RU, de-DE, it-IT, pt-BR, nl-NL, sv-SE, pl-PL, cs-CZ, hu-HU, ro-RO, ar-SA,
he-IL, tr-TR, el-GR, th-TH, vi-VN, fi-FI, no-NO, nb-NO, da-DK, zh-CN, zh-HK, ja-JP, sk-SK, nl-BE, bg-BG, en-CA, id-ID, de-CH,
lt-LT, ko-KR, ms-MY`.split(/,\s*/);

describe('SPEC §9 constants', () => {
  it.each(SPEC9)('%s is %j', (name, value) => expect(C[name]).toEqual(value));
  it('drawer animation is about 200 to 350 ms', () => expect(C.DRAWER_ANIMATION_MS).toEqual({ min: 200, max: 350 }));
  it('lists 37 supported languages', () => expect(C.SUPPORTED_LANGUAGES).toHaveLength(37));
  it.each(LANGS)('supports %s', (lang) => expect(C.SUPPORTED_LANGUAGES).toContain(lang));
});
