// The design of a crawled site from its CSS (SPEC §7 website-analysis: colours primary, background,
// text; fonts primary, secondary), used by the viewer's `aisid` restyle. Heuristics: body/html give
// background, text colour and the primary font; headings give the secondary font; the primary colour
// is the most used saturated colour of links, buttons and the rest of the sheet.
export interface SiteDesign {
  styles: Record<string, unknown>;
  typography: { primaryFont?: string; secondaryFont?: string };
  colors: { primary?: string; background?: string; text?: string };
}

interface Rule {
  selectors: string[];
  decls: Record<string, string>;
}

function parseCss(css: string): Rule[] {
  const rules: Rule[] = [];
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@(media|supports)[^{]*\{/g, '');
  for (const m of clean.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const decls: Record<string, string> = {};
    for (const d of m[2].split(';')) {
      const i = d.indexOf(':');
      if (i > 0) decls[d.slice(0, i).trim().toLowerCase()] = d.slice(i + 1).replace(/!important/, '').trim();
    }
    rules.push({ selectors: m[1].split(',').map((s) => s.trim().toLowerCase()), decls });
  }
  return rules;
}

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000', red: '#ff0000', blue: '#0000ff', green: '#008000', navy: '#000080', gray: '#808080', grey: '#808080' };

export function normalizeColor(v: string | undefined): string | undefined {
  if (!v) return undefined;
  const s = v.trim().toLowerCase();
  const hex = /#([0-9a-f]{3}|[0-9a-f]{6})\b/.exec(s);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return `#${h}`;
  }
  const rgb = /rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+%?))?/.exec(s);
  if (rgb) {
    if (rgb[4] !== undefined && parseFloat(rgb[4]) === 0) return undefined;
    return `#${[rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('')}`;
  }
  const word = /^[a-z]+/.exec(s)?.[0];
  return word ? NAMED[word] : undefined;
}

function saturation(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

function firstFont(v: string | undefined): string | undefined {
  const f = v?.split(',')[0]?.trim().replace(/^["']|["']$/g, '');
  return f && !/^(inherit|initial|unset|var\()/.test(f) ? f : undefined;
}

const isBody = (s: string) => s === 'body' || s === 'html' || s === ':root';

export function analyzeDesign(css: string): SiteDesign {
  const rules = parseCss(css);
  let background: string | undefined;
  let text: string | undefined;
  let primaryFont: string | undefined;
  let secondaryFont: string | undefined;
  const weight = new Map<string, number>();
  const fonts = new Map<string, number>();
  for (const r of rules) {
    const body = r.selectors.some(isBody);
    const heading = r.selectors.some((s) => /^h[1-6]\b/.test(s));
    const accent = r.selectors.some((s) => /(^|[\s.>#])(a|button|\.btn|\.button|\[type=submit\])\b|primary|accent|brand/.test(s));
    const bg = normalizeColor(r.decls['background-color'] ?? r.decls.background);
    const fg = normalizeColor(r.decls.color);
    const font = firstFont(r.decls['font-family'] ?? r.decls.font?.split(/\s(?=[A-Za-z"'])/).pop());
    if (body) {
      background ??= bg;
      text ??= fg;
      primaryFont ??= font;
    }
    if (heading && font) secondaryFont ??= font;
    if (font) fonts.set(font, (fonts.get(font) ?? 0) + 1);
    for (const c of [bg, fg, normalizeColor(r.decls['border-color'])]) {
      if (c && saturation(c) > 0.25) weight.set(c, (weight.get(c) ?? 0) + (accent ? 3 : 1));
    }
  }
  const primary = [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const byUse = [...fonts.entries()].sort((a, b) => b[1] - a[1]).map(([f]) => f);
  primaryFont ??= byUse[0];
  secondaryFont ??= byUse.find((f) => f !== primaryFont) ?? primaryFont;
  return {
    styles: {},
    typography: { primaryFont, secondaryFont },
    colors: { primary, background: background ?? '#ffffff', text: text ?? '#000000' },
  };
}
