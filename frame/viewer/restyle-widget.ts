// SPEC §2 `aisid`: a widget restyled from an AI website analysis (SPEC §7 data.analysis.design), so it
// matches the site it is shown on: primary colour → accent, background and text colours, and the
// primary font (the secondary one when the primary is not in our self-hosted catalogue).
import { FONT_CATALOGUE } from '../../shared/design/fonts';
import type { ViewerWidget } from '../../shared/api/viewer';

export interface SiteDesign {
  typography?: { primaryFont?: string; secondaryFont?: string };
  colors?: { primary?: string; background?: string; text?: string };
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const hex = (v: unknown): string | undefined => (typeof v === 'string' && HEX.test(v.trim()) ? v.trim().toLowerCase() : undefined);

/** The catalogue id for a CSS font-family value ("'Open Sans', sans-serif" → open-sans), or undefined. */
export function catalogueFontId(family: string | undefined): string | undefined {
  const first = family?.split(',')[0]?.trim().replace(/^['"]|['"]$/g, '').toLowerCase();
  if (!first) return undefined;
  return FONT_CATALOGUE.find((f) => f.name.toLowerCase() === first || f.id === first.replace(/\s+/g, '-'))?.id;
}

/** A copy of the widget with the design's colours and font; values that are not usable are skipped. */
export function restyleWidget(w: ViewerWidget, design: SiteDesign): ViewerWidget {
  const c = design.colors ?? {};
  const scheme: Record<string, unknown> = { ...(w.data.colorScheme as Record<string, unknown> | undefined) };
  const set = { accent: hex(c.primary), background: hex(c.background), text: hex(c.text) };
  for (const [k, v] of Object.entries(set)) if (v) scheme[k] = v;
  const t = design.typography ?? {};
  const fontId = catalogueFontId(t.primaryFont) ?? catalogueFontId(t.secondaryFont);
  return { ...w, data: { ...w.data, colorScheme: scheme, ...(fontId ? { fontId } : {}) } };
}
