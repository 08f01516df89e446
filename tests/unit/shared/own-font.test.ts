// An owner's own font (shared/design/own-font.ts): which font data.fontId picks, and the @font-face
// rule the widget declares for it, whose address can end neither the url(), the rule nor the <style>.
import { describe, expect, it } from 'vitest';
import { ownFontFace, ownFontFamily, ownFontOf, type OwnFont } from '../../../shared/design/own-font';
import { fontFor } from '../../../frame/widgets/common/font';
import { ownFontProblem } from '../../../frame/editor/sections/own-fonts';

const font = (url: string, guid = 'brand'): OwnFont => ({ guid, name: 'Brand', url });

describe('own fonts', () => {
  it.each([
    ['https://cdn.example/brand.woff2', 'https://cdn.example/brand.woff2'],
    ['http://localhost:4000/api/v1/uploads/abc/brand.ttf', 'http://localhost:4000/api/v1/uploads/abc/brand.ttf'],
    ['/api/v1/uploads/abc/brand.woff', '/api/v1/uploads/abc/brand.woff'],
    ['https://cdn.example/a b.woff2', 'https://cdn.example/a%20b.woff2'],
    ['https://cdn.example/x");}body{color:red}/*', 'https://cdn.example/x%22%29;}body{color:red}/*'],
    ["https://cdn.example/x'(\\", 'https://cdn.example/x%27%28%5C'],
    ['https://cdn.example/</style><script>alert(1)</script>', 'https://cdn.example/%3C/style%3E%3Cscript%3Ealert%281%29%3C/script%3E'],
  ])('declares %s as url("%s")', (url, inRule) => {
    const f = ownFontOf('brand', [font(url)]);
    expect(f).not.toBeNull();
    expect(ownFontFace(f!)).toBe(`@font-face{font-family:'tw-font-brand';src:url("${inRule}");font-display:swap}`);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:font/woff2;base64,AAAA'],
    ['//cdn.example/protocol-relative.woff2'],
    ['ftp://cdn.example/a.woff2'],
    ['brand.woff2'],
    ['https:///no-host'],
  ])('ignores a font at %s: the widget keeps the default font', (url) => {
    expect(ownFontOf('brand', [font(url)])).toBeNull();
    expect(fontFor('brand', [font(url)])).toMatchObject({ id: 'poppins', face: null });
  });

  it('picks the font data.fontId names, by guid, and only a guid that can name a CSS family', () => {
    const fonts = [font('https://a.example/1.woff2', 'one'), font('https://a.example/2.woff2', 'two'), font('https://a.example/3.woff2', "x'y")];
    expect(ownFontOf('two', fonts)?.url).toBe('https://a.example/2.woff2');
    expect(ownFontOf("x'y", fonts)).toBeNull();
    expect(ownFontOf('three', fonts)).toBeNull();
    expect(ownFontOf(undefined, fonts)).toBeNull();
    expect(ownFontOf('one', undefined)).toBeNull();
    const picked = fontFor('two', fonts);
    expect(picked).toMatchObject({ id: 'two', href: null, family: ownFontFamily(fonts[1]!) });
    expect(picked.family).toBe("'tw-font-two', system-ui, sans-serif");
    // A catalogue id still picks the catalogue font, with its stylesheet.
    expect(fontFor('lato', fonts)).toMatchObject({ id: 'lato', face: null });
    expect(fontFor('lato', fonts).href?.('http://app.test')).toBe('http://app.test/fonts/lato.css');
  });

  it.each([
    ['', 'https://a.example/f.woff2', 0, 'Give the font a name.'],
    ['Brand', '', 0, 'Upload a font file or give its address.'],
    ['Brand', 'javascript:alert(1)', 0, 'A font address starts with https://.'],
    ['Brand', 'https://a.example/f.woff2', 50, 'A widget can hold at most 50 fonts of its own.'],
    ['Brand', 'https://a.example/f.woff2', 0, null],
    ['Brand', '/api/v1/uploads/abc/f.woff2', 49, null],
  ])('the builder checks name %j, address %j with %i fonts: %s', (name, url, count, problem) => {
    const fonts = Array.from({ length: count }, (_, i) => font('https://a.example/x.woff2', `f${i}`));
    expect(ownFontProblem(name, url, fonts)).toBe(problem);
  });
});
