// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// Issue 8: when the frame document carries the widget font's rules inline (server/frame-docs/font-css.ts,
// named by the boot data's inlinedFontId), the hydrating widget links no stylesheet for that font, as the
// server-rendered markup did not; any other font, or no inline rules, and the widget links it itself.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetContext } from '../../../frame/viewer/widget-context';
import imageGallery from '../../../frame/widgets/image-gallery/index';
import { imageGalleryDefaults } from '../../../shared/widgets/image-gallery';
import { viewerFixture } from './viewer-fixture';

afterEach(cleanup);

async function fontLinks(data: Record<string, unknown>, inlined?: string): Promise<string[]> {
  const widget = { guid: 'w1', type: 'image_gallery', name: 'G', data: { ...imageGalleryDefaults, ...data } };
  const f = viewerFixture({ widget, boot: { inlinedFontId: inlined } });
  await f.session.ready;
  const { container } = render(<imageGallery.Widget widget={widget} ctx={widgetContext(f.rt, 'desktop', 'en-US')} />);
  return [...container.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL(l.getAttribute('href')!).pathname);
}

describe('the widget font, inline or linked', () => {
  it('links no stylesheet for the font the document holds inline', async () => {
    expect(await fontLinks({}, 'poppins')).toEqual([]);
    expect(await fontLinks({ fontId: 'lato' }, 'lato')).toEqual([]);
  });

  it('links the stylesheet when the document holds another font or none', async () => {
    expect(await fontLinks({ fontId: 'lato' }, 'poppins')).toEqual(['/fonts/lato.css']);
    expect(await fontLinks({})).toEqual(['/fonts/poppins.css']);
  });
});
