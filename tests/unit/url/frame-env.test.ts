import { describe, expect, it } from 'vitest';
import { frameEnvFromUrl } from '../../../shared/url';
import { inlineJson } from '../../../shared/url/frame-boot';

const env = (u: string, hosts = ['app.tessera.io']) => frameEnvFromUrl(new URL(u), hosts);

describe('frameEnvFromUrl', () => {
  it('combines identity, mode, query and language of a frame URL', () => {
    expect(env('https://app.tessera.io/v/wix/abc?lang=ja&muteEvents=1&projectId=p1&aisid=a1&cnDebug=true')).toMatchObject({
      mode: 'viewer', platform: 'wix', widgetId: 'abc', language: 'ja-JP', muteEvents: true, projectId: 'p1', aisid: 'a1', debug: true,
    });
  });

  it('takes the platform from the query when the path names none', () => {
    expect(env('https://app.tessera.io/viewer/abc?platform=shopify').platform).toBe('shopify');
  });

  it('reads popup params only on popup frames', () => {
    expect(env('https://app.tessera.io/viewer/abc?popup=lightbox&index=2&origin=https%3A%2F%2Fa.b').popupParams).toEqual({ index: '2' });
    expect(env('https://app.tessera.io/viewer/abc?index=2').popupParams).toEqual({});
  });

  it('is no mode on a foreign host, gallery on lp, preview with the visible flag', () => {
    expect(env('https://proxy.example/viewer/abc').mode).toBeNull();
    expect(env('https://app.tessera.io/lp/g1').mode).toBe('gallery');
    expect(env('https://app.tessera.io/viewer/abc?visible=true').mode).toBe('preview');
  });

  it("names the device a preview shows from its query, never a viewer's (there the width decides)", () => {
    expect(env('https://app.tessera.io/viewer/abc?visible=true&device=mobile').device).toBe('mobile');
    expect(env('https://app.tessera.io/viewer/abc?visible=true&device=watch').device).toBeNull();
    expect(env('https://app.tessera.io/viewer/abc?visible=true').device).toBeNull();
    expect(env('https://app.tessera.io/viewer/abc?device=mobile').device).toBeNull();
  });
});

describe('inlineJson', () => {
  it('cannot close a script element and survives JSON.parse', () => {
    const v = { s: '</script><script>alert(1)</script>', l: 'a\u2028b' };
    const out = inlineJson(v);
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual(v);
  });
});
