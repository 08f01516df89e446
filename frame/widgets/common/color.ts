// Colour scheme, shades and contrast for widgets (SPEC §3 "Color scheme", §9: 11 shade steps, contrast
// threshold 0.65 luminance). Local until shared/design lands; callers use only these functions.
import type { ColorScheme } from '../../../shared/widgets/common-data';

export type Colors = { text: string; background: string; accent: string };

// SPEC §3: 14 presets named 1 to 14, each with the three colours.
const PRESETS: Record<string, Colors> = {
  '1': { text: '#1f2937', background: '#ffffff', accent: '#4f46e5' },
  '2': { text: '#ffffff', background: '#111827', accent: '#f59e0b' },
  '3': { text: '#0f172a', background: '#f8fafc', accent: '#0ea5e9' },
  '4': { text: '#1c1917', background: '#fafaf9', accent: '#dc2626' },
  '5': { text: '#052e16', background: '#f0fdf4', accent: '#16a34a' },
  '6': { text: '#f8fafc', background: '#0f172a', accent: '#38bdf8' },
  '7': { text: '#3b0764', background: '#faf5ff', accent: '#9333ea' },
  '8': { text: '#431407', background: '#fff7ed', accent: '#ea580c' },
  '9': { text: '#ecfeff', background: '#164e63', accent: '#22d3ee' },
  '10': { text: '#1e1b4b', background: '#eef2ff', accent: '#db2777' },
  '11': { text: '#fafafa', background: '#18181b', accent: '#a3e635' },
  '12': { text: '#422006', background: '#fefce8', accent: '#ca8a04' },
  '13': { text: '#111827', background: '#f3f4f6', accent: '#111827' },
  '14': { text: '#fdf2f8', background: '#500724', accent: '#f472b6' },
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function resolveColors(scheme: ColorScheme | undefined): Colors {
  const base = PRESETS[scheme?.preset ?? '1'] ?? PRESETS['1'];
  const pick = (v: string | undefined, d: string) => (v && HEX.test(v) ? v : d);
  return { text: pick(scheme?.text, base.text), background: pick(scheme?.background, base.background), accent: pick(scheme?.accent, base.accent) };
}

function rgb(hex: string): [number, number, number] {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (c: number[]) => `#${c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const lin = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

/** Text colour readable on `bg`: dark above the SPEC §9 0.65 luminance threshold, else white. */
export function contrastText(bg: string): string {
  return luminance(bg) > 0.65 ? '#111111' : '#ffffff';
}

export const SHADE_LEVELS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

/** The 11-step shade scale: lighter levels mix towards white, darker towards black, 500 is the colour. */
export function shades(hex: string): Record<(typeof SHADE_LEVELS)[number], string> {
  const c = rgb(hex);
  const out = {} as Record<(typeof SHADE_LEVELS)[number], string>;
  for (const level of SHADE_LEVELS) {
    const t = (level - 500) / 500;
    const target = t < 0 ? 255 : 0;
    const w = Math.abs(t) * 0.9;
    out[level] = toHex(c.map((v) => v + (target - v) * w));
  }
  return out;
}
