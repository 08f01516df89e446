// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// After the lightbox popup closes (the loader's popupClosed), focus returns inside the frame to the tile
// that opened it, also when the visitor moved to another image in the lightbox meanwhile.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetContext } from '../../../frame/viewer/widget-context';
import imageGallery from '../../../frame/widgets/image-gallery/index';
import { INDEX_ACTION, LIGHTBOX_ID } from '../../../frame/widgets/image-gallery/images';
import { imageGalleryDefaults } from '../../../shared/widgets/image-gallery';
import { viewerFixture } from './viewer-fixture';

const widget = { guid: 'w1', type: 'image_gallery', name: 'G', data: { ...imageGalleryDefaults } };

afterEach(cleanup);

async function openGallery() {
  const f = viewerFixture({ widget });
  await f.session.ready;
  render(<imageGallery.Widget widget={widget} ctx={widgetContext(f.rt, 'desktop', 'en-US')} />);
  return f;
}

describe('image_gallery focus return', () => {
  it('focuses the opening tile when the host closes the lightbox popup', async () => {
    const f = await openGallery();
    const tile = screen.getByRole('button', { name: 'Forest path' });
    fireEvent.click(tile);
    expect(f.hostCalls.some((c) => c[0] === 'openPopup')).toBe(true);
    // Focus moved to the host-page dialog: in this frame nothing keeps it.
    tile.blur();
    act(() => f.dispatch({ type: INDEX_ACTION, payload: 5, from: 'popup' } as never));
    act(() => f.popupClosed(LIGHTBOX_ID));
    expect(document.activeElement).toBe(tile);
  });

  it('leaves focus alone for another popup id', async () => {
    const f = await openGallery();
    const tile = screen.getByRole('button', { name: 'Forest path' });
    fireEvent.click(tile);
    tile.blur();
    act(() => f.popupClosed('something-else'));
    expect(document.activeElement).not.toBe(tile);
  });
});
