// SPEC §3/§9: an 11-step shade scale derived from any colour, and the 0.65 luminance contrast rule
// choosing readable text over a colour.
import { CONTRAST_LUMINANCE_THRESHOLD } from '../constants';

/** SPEC names levels 100 to 900 and 950 and counts 11 steps; the eleventh is 50, the lightest tint
 *  (as in the usual 50–950 scales). 500 is the colour itself. */
export const SHADE_LEVELS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type ShadeLevel = (typeof SHADE_LEVELS)[number];

/** How far each level mixes toward white (negative) or black (positive). */
const MIX: Record<ShadeLevel, number> = {
  50: -0.95, 100: -0.9, 200: -0.75, 300: -0.6, 400: -0.3, 500: 0, 600: 0.1, 700: 0.3, 800: 0.45, 900: 0.6, 950: 0.75,
};

export type Rgb = [number, number, number];

/** Parses #rgb, #rrggbb or #rrggbbaa (alpha ignored); null when not a hex colour. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(c: Rgb, amount: number): Rgb {
  const target = amount < 0 ? 255 : 0;
  const t = Math.abs(amount);
  return c.map((v) => v + (target - v) * t) as Rgb;
}

/** The 11-step scale for a hex colour; an unparseable colour yields a neutral grey scale. */
export function shadeScale(hex: string): Record<ShadeLevel, string> {
  const base = parseHex(hex) ?? [128, 128, 128];
  return Object.fromEntries(SHADE_LEVELS.map((l) => [l, toHex(mix(base, MIX[l]))])) as Record<ShadeLevel, string>;
}

/** Perceived luminance in [0, 1] (Rec. 601 weights), the measure the 0.65 threshold is set against. */
export function luminance(hex: string): number {
  const c = parseHex(hex);
  if (!c) return 0;
  return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255;
}

export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

/** Readable text over a background: dark text on colours brighter than 0.65, light text otherwise. */
export function readableTextColor(background: string, dark = DARK_TEXT, light = LIGHT_TEXT): string {
  return luminance(background) > CONTRAST_LUMINANCE_THRESHOLD ? dark : light;
}
