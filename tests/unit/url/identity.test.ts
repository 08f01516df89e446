import { describe, expect, it } from 'vitest';
import { parseIdentity, type UrlIdentity } from '../../../shared/url';

const none: UrlIdentity = { widgetId: null, platform: null, galleryId: null, tempSlug: null, isBundleApp: false };

// SPEC §2 "Widget identity from the path", one row per rule.
const cases: [string, string, Partial<UrlIdentity>][] = [
  ['the segment after viewer is the id', '/viewer/abc123', { widgetId: 'abc123' }],
  ['the segment after editor is the id', '/editor/abc123', { widgetId: 'abc123' }],
  ['the segment after preview is the id', '/preview/abc123', { widgetId: 'abc123' }],
  ['a segment with a colon is not an id', '/viewer/:id', {}],
  ['a colon segment after editor is not an id', '/editor/wix:comp-1', {}],
  ['after v comes the platform, then the id', '/v/shopify/abc123', { platform: 'shopify', widgetId: 'abc123' }],
  ['v with only a platform has no id', '/v/shopify', { platform: 'shopify' }],
  ['after lp comes a gallery id', '/lp/gal-9', { galleryId: 'gal-9' }],
  ['after t comes a temp slug', '/t/tmp-slug', { tempSlug: 'tmp-slug' }],
  ['a /wix/ path implies platform wix', '/wix/viewer/abc', { platform: 'wix', widgetId: 'abc' }],
  ['/wix/ wins over the v platform', '/v/other/abc/wix/', { platform: 'wix', widgetId: 'abc' }],
  ['a bundles segment marks a bundle app', '/bundles/viewer/abc', { isBundleApp: true, widgetId: 'abc' }],
  ['encoded ids are decoded', '/viewer/a%20b', { widgetId: 'a b' }],
  ['segment names are case-insensitive', '/Viewer/abc', { widgetId: 'abc' }],
  ['an unrelated path has no identity', '/about/us', {}],
  ['the root has no identity', '/', {}],
];

describe('parseIdentity', () => {
  it.each(cases)('%s (%s)', (_name, path, expected) => {
    expect(parseIdentity(path)).toEqual({ ...none, ...expected });
  });
});
