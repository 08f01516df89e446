import { describe, expect, it } from 'vitest';
import { contrastText, luminance, resolveColors, shades, SHADE_LEVELS } from '../../../frame/widgets/common/color';
import { passesFilters, triggerFired } from '../../../frame/widgets/common/display-rules';
import { isRtl, makeTranslate, matchLanguage } from '../../../frame/widgets/common/localize';
import { applyMaskMap } from '../../../shared/rules/masking';
import { scopeCss } from '../../../frame/widgets/common/scope-css';
import { applyDeviceRewrite, withDefaults } from '../../../frame/widgets/common/widget-data';
import { fontFor } from '../../../frame/widgets/common/font';
import { audioPlayerDefaults } from '../../../shared/widgets/audio-player';
import { pdfFlipbookDefaults } from '../../../shared/widgets/pdf-flipbook';
import { pdfGalleryDefaults } from '../../../shared/widgets/pdf-gallery';

describe('custom CSS scoping', () => {
  it('prefixes selectors, scopes @media blocks and maps :root/body to the widget root', () => {
    const out = scopeCss('h2, .x{color:red} @media (max-width:480px){p{margin:0}} body{padding:0}', '.s');
    expect(out).toBe('.s h2, .s .x{color:red}@media (max-width:480px){.s p{margin:0}}.s{padding:0}');
  });
  it('strips @import and remote url() but keeps relative urls and inline images', () => {
    const out = scopeCss(
      '@import url(https://evil.test/a.css); a{background:url("https://evil.test/x.png")} b{background:url(//evil.test/y)} i{background:url(/static/ok.png)} u{background:url(data:image/png;base64,AA)}',
      '.s',
    );
    expect(out).not.toMatch(/evil|@import/);
    expect(out).toContain('url(/static/ok.png)');
    expect(out).toContain('url(data:image/png;base64,AA)');
  });
  it('drops unscoped at-rules like @font-face with remote sources', () => {
    expect(scopeCss("@font-face{font-family:x;src:url(https://f.test/x.woff2)} p{color:blue}", '.s')).toBe('.s p{color:blue}');
  });
});

describe('colour scheme', () => {
  it('derives 11 shades with the colour itself at 500', () => {
    const s = shades('#4f46e5');
    expect(Object.keys(s).length).toBe(11);
    expect(SHADE_LEVELS.length).toBe(11);
    expect(s[500]).toBe('#4f46e5');
    expect(luminance(s[50])).toBeGreaterThan(luminance(s[500]));
    expect(luminance(s[950])).toBeLessThan(luminance(s[500]));
  });
  it('uses dark text above the 0.65 luminance threshold and white below', () => {
    expect(contrastText('#ffffff')).toBe('#000000');
    expect(contrastText('#4f46e5')).toBe('#ffffff');
  });
  it('resolves presets with explicit colours winning and bad colours ignored', () => {
    expect(resolveColors({ preset: '2', accent: '#ff0000', text: 'red;}' })).toEqual({ text: '#f9fafb', background: '#111827', accent: '#ff0000' });
  });
});

describe('localization', () => {
  it('matches case-insensitively with underscore as hyphen, then by primary language', () => {
    expect(matchLanguage('EN_gb', ['en-US', 'en-GB'])).toBe('en-GB');
    expect(matchLanguage('de-CH', ['en-US', 'de-DE'])).toBe('de-DE');
    expect(matchLanguage('fr', ['en-US'])).toBeUndefined();
  });
  it('falls back from the visitor language to the default language to the widget text', () => {
    const t = makeTranslate({ defaultLanguage: 'en-US', languages: { 'fr-FR': { a: 'A-fr' }, 'en-US': { a: 'A-en', b: 'B-en' } } }, 'fr-FR');
    expect([t('a', 'x'), t('b', 'x'), t('c', 'x')]).toEqual(['A-fr', 'B-en', 'x']);
  });
  it('marks Arabic and Hebrew right-to-left', () => {
    expect([isRtl('ar-SA'), isRtl('he_IL'), isRtl('en-US')]).toEqual([true, true, false]);
  });
});

describe('display rules', () => {
  const s = { scrollPercentage: 0, hasExitIntent: false, elapsedMs: 0 };
  it('filters by device and url', () => {
    expect(passesFilters({ devices: ['mobile'] }, 'desktop', 'http://h/')).toBe(false);
    expect(passesFilters({ urlMatch: { mode: 'contains', patterns: ['/pricing'] } }, 'desktop', 'http://h/pricing?x')).toBe(true);
    expect(passesFilters({ urlMatch: { mode: 'contains', patterns: ['/pricing'], exclude: true } }, 'desktop', 'http://h/pricing')).toBe(false);
    expect(passesFilters({ urlMatch: { mode: 'regex', patterns: ['(['] } }, 'desktop', 'http://h/')).toBe(false);
  });
  it('shows at once without triggers and when any active trigger fires', () => {
    expect(triggerFired(undefined, s)).toBe(true);
    const rules = { triggers: { pageScroll: { active: true, percentage: 40 }, exitIntent: { active: true } } };
    expect(triggerFired(rules, s)).toBe(false);
    expect(triggerFired(rules, { ...s, scrollPercentage: 40 })).toBe(true);
    expect(triggerFired(rules, { ...s, hasExitIntent: true })).toBe(true);
    expect(triggerFired({ triggers: { delay: { active: true, seconds: 2 } } }, { ...s, elapsedMs: 2000 })).toBe(true);
  });
});

describe('widget data', () => {
  it('renders defaults under partial data and applies the device rewrite', () => {
    const d = withDefaults({ a: 1, b: 2, styles: { padding: 16 } } as Record<string, unknown>, { b: 3, deviceRewrites: { mobile: { a: 9, styles: { padding: 4 } } } });
    expect(applyDeviceRewrite(d as any, 'mobile')).toMatchObject({ a: 9, b: 3, styles: { padding: 4 } });
    expect(applyDeviceRewrite(d as any, 'desktop')).toMatchObject({ a: 1, b: 3 });
  });
  it('replaces the masked url of each SPEC §3 item kind by item id', () => {
    const a = applyMaskMap('audio_player', audioPlayerDefaults, { 'song-1': 'https://m/1' }) as typeof audioPlayerDefaults;
    expect(a.songs.map((s) => s.content.audioSrc)).toEqual(['https://m/1', '/static/demo/tone-2.wav']);
    expect((applyMaskMap('pdf_gallery', pdfGalleryDefaults, { 'pdf-2': 'https://m/2' }) as typeof pdfGalleryDefaults).pdfs[1].document).toBe('https://m/2');
    expect((applyMaskMap('pdf_flipbook', pdfFlipbookDefaults, { 'book-1': 'https://m/3' }) as typeof pdfFlipbookDefaults).content.items[0].pdfUrl).toBe('https://m/3');
  });
  it('self-hosts the font from our origin, Poppins by default and Open Sans as the fallback', () => {
    expect(fontFor(undefined).href?.('http://app.test')).toBe('http://app.test/fonts/poppins.css');
    expect(fontFor(undefined).family).toContain("'Poppins'");
    expect(fontFor('no-such-font').family).toContain("'Poppins'");
    expect(fontFor('open-sans').family).toMatch(/^'Open Sans'/);
  });
});
