import { mkdtempSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COLOR_PRESETS, COLOR_PRESET_NAMES, FONT_CATALOGUE, FONT_SIZE_OPTIONS, SHADE_LEVELS, fontFamilyOrFallback, fontForId,
  formDescriptionFontSize, luminance, parseHex, readableTextColor, shadeScale,
} from '../../../shared/design';
import { COLOR_PRESET_COUNT, COLOR_SHADE_STEPS } from '../../../shared/constants';
import { FontCatalogueEntrySchema, ColorSchemeSchema } from '../../../shared/schemas';
// @ts-expect-error plain ESM build helper without types
import { copyFonts } from '../../../shared/fonts/copy-fonts.mjs';

describe('colour presets (SPEC §3: 14 presets named 1 to 14)', () => {
  it('has 14 presets named 1..14', () => {
    expect(COLOR_PRESET_NAMES).toHaveLength(COLOR_PRESET_COUNT);
    expect(Object.keys(COLOR_PRESETS)).toEqual(COLOR_PRESET_NAMES);
  });
  it.each(COLOR_PRESET_NAMES)('preset %s has text, background and accent as hex colours with readable text', (name) => {
    const p = COLOR_PRESETS[name];
    expect(ColorSchemeSchema.parse(p)).toEqual(p);
    expect(Math.abs(luminance(p.text) - luminance(p.background))).toBeGreaterThan(0.5);
  });
});

describe('shade scale (SPEC §3: 11 steps, 100..900 and 950)', () => {
  it('has 11 levels including 100..900 and 950', () => {
    expect(SHADE_LEVELS).toHaveLength(COLOR_SHADE_STEPS);
    for (const l of [100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) expect(SHADE_LEVELS).toContain(l);
  });
  it.each(['#4f46e5', '#16a34a', '#000000', '#ffffff', '#f00'])('derives %s: 500 is the colour, lighter above, darker below', (c) => {
    const s = shadeScale(c);
    expect(s[500]).toBe(`#${parseHex(c)!.map((v) => v.toString(16).padStart(2, '0')).join('')}`);
    const lum = SHADE_LEVELS.map((l) => luminance(s[l]));
    for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeLessThanOrEqual(lum[i - 1]);
  });
  it('ends near white at 50 and near black at 950 for a mid colour', () => {
    expect(shadeScale('#808080')[50]).toBe('#f9f9f9');
    expect(shadeScale('#808080')[950]).toBe('#202020');
  });
  it('falls back to grey for an unparseable colour instead of throwing', () => {
    expect(shadeScale('nope')[500]).toBe('#808080');
  });
});

describe('contrast rule (SPEC §9: 0.65 luminance)', () => {
  it.each([
    ['#ffffff', '#000000'], ['#ffff00', '#000000'], ['#a6a6a6', '#000000'],
    ['#a5a5a5', '#ffffff'], ['#000000', '#ffffff'], ['#4f46e5', '#ffffff'],
  ])('on %s uses %s', (bg, text) => expect(readableTextColor(bg)).toBe(text));
});

describe('font catalogue (SPEC §3)', () => {
  it('lists about 50 fonts, each a valid entry served from our origin', () => {
    expect(FONT_CATALOGUE.length).toBeGreaterThanOrEqual(45);
    for (const f of FONT_CATALOGUE) {
      expect(FontCatalogueEntrySchema.parse(f)).toEqual(f);
      expect(f.url).toBe(`/fonts/${f.id}.css`);
    }
    expect(new Set(FONT_CATALOGUE.map((f) => f.id)).size).toBe(FONT_CATALOGUE.length);
  });
  it('defaults to Poppins and uses Open Sans when no family is given', () => {
    expect(fontForId(undefined).name).toBe('Poppins');
    expect(fontForId('no-such-font').name).toBe('Poppins');
    expect(fontFamilyOrFallback('')).toBe("'Open Sans', sans-serif");
    expect(fontFamilyOrFallback("'Lato'")).toBe("'Lato'");
  });
  it('gives every font a stack that falls back to Open Sans', () => {
    for (const f of FONT_CATALOGUE) expect(f.family).toContain("'Open Sans'");
  });
  it('offers the SPEC size options', () => expect(FONT_SIZE_OPTIONS).toEqual([10, 12, 14, 16, 18, 20, 24, 28, 32]));
  it('build step copies installed packages and leaves a comment stub for missing ones', () => {
    const out = mkdtempSync(join(tmpdir(), 'fonts-'));
    const r = copyFonts({ root: process.cwd(), outDir: out }) as { copied: string[]; missing: string[] };
    expect(r.copied).toEqual(expect.arrayContaining(['poppins', 'open-sans']));
    const css = readFileSync(join(out, 'poppins.css'), 'utf8');
    const files = [...css.matchAll(/url\(\.\/files\/([^)]+)\)/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(existsSync(join(out, 'files', f))).toBe(true);
    expect(readdirSync(out).filter((f) => f.endsWith('.css'))).toHaveLength(FONT_CATALOGUE.length);
    for (const id of r.missing) expect(readFileSync(join(out, `${id}.css`), 'utf8')).toMatch(/^\/\*.*\*\/\n$/);
    expect(JSON.parse(readFileSync(join(out, 'available.json'), 'utf8'))).toEqual(r.copied);
  });
});

describe('form description font sizes (SPEC §5)', () => {
  it.each([
    ['small', '0.86rem'], ['medium', '0.93rem'], ['large', '1rem'], [15, '15px'], ['18px', '18px'], ['huge', '0.93rem'], [-3, '0.93rem'],
  ] as const)('%s → %s', (v, css) => expect(formDescriptionFontSize(v)).toBe(css));
});
