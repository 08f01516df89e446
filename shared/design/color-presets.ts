// SPEC §3 "Color scheme": 14 presets named 1 to 14, each with text, background and accent.
import { COLOR_PRESET_COUNT } from '../constants';

export interface ColorSchemeColors {
  text: string;
  background: string;
  accent: string;
}

export const COLOR_PRESETS: Readonly<Record<string, ColorSchemeColors>> = {
  '1': { text: '#1f2937', background: '#ffffff', accent: '#4f46e5' },
  '2': { text: '#f9fafb', background: '#111827', accent: '#818cf8' },
  '3': { text: '#1e293b', background: '#f8fafc', accent: '#0ea5e9' },
  '4': { text: '#14241b', background: '#f0fdf4', accent: '#16a34a' },
  '5': { text: '#3b0d0c', background: '#fff7ed', accent: '#ea580c' },
  '6': { text: '#2e1065', background: '#faf5ff', accent: '#9333ea' },
  '7': { text: '#fdf2f8', background: '#500724', accent: '#f472b6' },
  '8': { text: '#172554', background: '#eff6ff', accent: '#2563eb' },
  '9': { text: '#292524', background: '#fafaf9', accent: '#b45309' },
  '10': { text: '#ecfeff', background: '#083344', accent: '#22d3ee' },
  '11': { text: '#1c1917', background: '#fefce8', accent: '#ca8a04' },
  '12': { text: '#e5e7eb', background: '#18181b', accent: '#10b981' },
  '13': { text: '#27272a', background: '#fef2f2', accent: '#dc2626' },
  '14': { text: '#0f172a', background: '#ecfdf5', accent: '#0d9488' },
};

export const COLOR_PRESET_NAMES: readonly string[] = Array.from({ length: COLOR_PRESET_COUNT }, (_, i) => String(i + 1));
export const DEFAULT_COLOR_PRESET = '1';
