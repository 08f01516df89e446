// Colour scheme, shades and contrast for widgets (SPEC §3 "Color scheme", §9: 11 shade steps, contrast
// threshold 0.65 luminance), from the shared design tables; widgets use only these functions.
import { COLOR_PRESETS, DEFAULT_COLOR_PRESET } from '../../../shared/design/color-presets';
import { luminance, readableTextColor, SHADE_LEVELS, shadeScale } from '../../../shared/design/shades';
import type { ColorScheme } from '../../../shared/widgets/common-data';

export type Colors = { text: string; background: string; accent: string };
export { luminance, SHADE_LEVELS };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The preset's colours with the owner's explicit colours over them; anything not a hex colour is ignored. */
export function resolveColors(scheme: ColorScheme | undefined): Colors {
  const base = COLOR_PRESETS[scheme?.preset ?? DEFAULT_COLOR_PRESET] ?? COLOR_PRESETS[DEFAULT_COLOR_PRESET];
  const pick = (v: string | undefined, d: string) => (v && HEX.test(v) ? v : d);
  return { text: pick(scheme?.text, base.text), background: pick(scheme?.background, base.background), accent: pick(scheme?.accent, base.accent) };
}

/** Text colour readable on `bg` (dark above the 0.65 luminance threshold, else white). */
export const contrastText = (bg: string): string => readableTextColor(bg);
export const shades = shadeScale;
