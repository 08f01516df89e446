// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import imageGallery from '../../../frame/widgets/image-gallery/index';
import { columnsFor, imageSrc, INDEX_ACTION } from '../../../frame/widgets/image-gallery/images';
import { POPUP_CLOSED_ACTION, type WidgetContext } from '../../../frame/widgets/types';
import { imageGalleryDefaults } from '../../../shared/widgets/image-gallery';
import { makeCtx } from '../../helpers/make-ctx';

function fakeCtx(over: Partial<WidgetContext> = {}) {
  const { ctx, rec, dispatch } = makeCtx({ store: { get: () => undefined, set: () => undefined }, ...over });
  return { ctx, log: rec.log, dispatch };
}

const widget = (data: Record<string, unknown> = {}) => ({ guid: 'w1', type: 'image_gallery', name: 'G', data: { ...imageGalleryDefaults, ...data } });

afterEach(cleanup);

describe('image_gallery grid', () => {
  it('renders every default image as a button with its alt text, served from /static/', () => {
    const { ctx } = fakeCtx();
    render(<imageGallery.Widget widget={widget()} ctx={ctx} />);
    const imgs = screen.getAllByRole('img');
    expect(imgs).toHaveLength(8);
    expect(imgs[0].getAttribute('alt')).toBe('Sunrise over hills');
    expect(imgs[0].getAttribute('src')).toBe('http://app.test/static/demo/gallery/photo-1.svg');
    expect(screen.getAllByRole('button')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Lake at dusk' })).toBeTruthy();
  });

  it('opens the lightbox as a host popup and reports the click with an entity path', () => {
    const { ctx, log } = fakeCtx();
    render(<imageGallery.Widget widget={widget()} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forest path' }));
    expect(log).toEqual([
      { kind: 'engagement', arg: { interaction: 'click', eventSubType: 'open-image', entityPath: 'images/demo-3' } },
      { kind: 'openPopup', arg: { popupId: 'lightbox', variant: 'modal', label: 'Gallery: Image 3 of 8', params: { index: '2' } } },
    ]);
    expect(screen.getByRole('button', { name: 'Forest path' }).getAttribute('aria-current')).toBe('true');
  });

  it('follows the popup index and clears it when the host closes the popup', () => {
    const { ctx, dispatch } = fakeCtx();
    render(<imageGallery.Widget widget={widget()} ctx={ctx} />);
    dispatch({ type: INDEX_ACTION, payload: 4 });
    expect(screen.getByRole('button', { name: 'Snowy peak' }).getAttribute('aria-current')).toBe('true');
    dispatch({ type: POPUP_CLOSED_ACTION, payload: 'lightbox', from: 'host' });
    expect(screen.getByRole('button', { name: 'Snowy peak' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves focus between tiles with arrow keys, Home and End', () => {
    const { ctx } = fakeCtx();
    render(<imageGallery.Widget widget={widget()} ctx={ctx} />);
    const tiles = screen.getAllByRole('button');
    tiles[0].focus();
    fireEvent.keyDown(tiles[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles[1]);
    fireEvent.keyDown(tiles[1], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tiles[5]);
    fireEvent.keyDown(tiles[5], { key: 'End' });
    expect(document.activeElement).toBe(tiles[7]);
    fireEvent.keyDown(tiles[7], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles[7]);
    fireEvent.keyDown(tiles[7], { key: 'Home' });
    expect(document.activeElement).toBe(tiles[0]);
  });

  it('opens an in-frame lightbox with its own Close when there is no host page; Escape and Close close it', () => {
    const { ctx, log } = fakeCtx({ host: null });
    render(<imageGallery.Widget widget={widget()} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'Coral reef' }));
    expect(log.some((l) => l.kind === 'openPopup')).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('6 / 8')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Coral reef' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips images with unsafe URLs and shows a note when none are left', () => {
    const { ctx } = fakeCtx();
    render(<imageGallery.Widget widget={widget({ images: [{ id: 'x', src: 'javascript:alert(1)', alt: 'x' }] })} ctx={ctx} />);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByText('No images yet.')).toBeTruthy();
  });
});

describe('image_gallery popup surface', () => {
  it('starts at the index from the popup params and shows the counter', () => {
    const { ctx } = fakeCtx({ surface: 'popup', popupParams: { index: '2' } });
    const Popup = imageGallery.Popup!;
    render(<Popup widget={widget()} ctx={ctx} />);
    expect(screen.getByText('3 / 8')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Forest path');
  });

  it('moves with arrow keys and buttons, wraps around, and tells the main frame', () => {
    const { ctx, log } = fakeCtx({ surface: 'popup', popupParams: { index: '7' } });
    const Popup = imageGallery.Popup!;
    render(<Popup widget={widget()} ctx={ctx} />);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('1 / 8')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByText('8 / 8')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('7 / 8')).toBeTruthy();
    const sent = log.filter((l) => l.kind === 'sendAction').map((l) => l.arg);
    expect(sent).toEqual([
      { target: 'main', action: { type: INDEX_ACTION, payload: 0 } },
      { target: 'main', action: { type: INDEX_ACTION, payload: 7 } },
      { target: 'main', action: { type: INDEX_ACTION, payload: 6 } },
    ]);
    expect(log.filter((l) => l.kind === 'updatePopup').at(-1)?.arg).toEqual({ popupId: 'lightbox', label: 'Gallery: Image 7 of 8' });
  });

  it('takes the next key from the image on screen, before its effects have run', async () => {
    const { ctx } = fakeCtx({ surface: 'popup', popupParams: { index: '3' } });
    const Popup = imageGallery.Popup!;
    render(<Popup widget={widget()} ctx={ctx} />);
    // Outside act(): Preact commits a state change in a microtask and runs effects after the next
    // frame, so a key arriving in between (a quick visitor, a busy frame) met the old image's handler,
    // which moved to the image already shown: the key did nothing. Each press waits only for the commit.
    const press = async (k: string) => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      await Promise.resolve();
      await Promise.resolve();
    };
    const count = () => document.querySelector('.ig-count')?.textContent;
    await press('ArrowLeft');
    expect(count()).toBe('3 / 8');
    await press('ArrowLeft');
    expect(count()).toBe('2 / 8');
    await press('ArrowRight');
    expect(count()).toBe('3 / 8');
  });

  it('leaves Close to the host dialog, focuses the image box and asks the loader to close on Escape', () => {
    const { ctx, log } = fakeCtx({ surface: 'popup', popupParams: { index: '0' } });
    const Popup = imageGallery.Popup!;
    render(<Popup widget={widget()} ctx={ctx} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Image 1 of 8' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(log.filter((l) => l.kind === 'closePopup')).toEqual([{ kind: 'closePopup', arg: 'lightbox' }]);
  });

  it('moves to the next and previous image by swiping sideways', () => {
    const { ctx } = fakeCtx({ surface: 'popup', popupParams: { index: '0' } });
    const Popup = imageGallery.Popup!;
    render(<Popup widget={widget()} ctx={ctx} />);
    const box = screen.getByRole('group', { name: 'Image 1 of 8' });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(box, { clientX: from, isPrimary: true });
      fireEvent.pointerUp(box, { clientX: to, isPrimary: true });
    };
    swipe(300, 120);
    expect(screen.getByText('2 / 8')).toBeTruthy();
    swipe(100, 300);
    swipe(100, 300);
    expect(screen.getByText('8 / 8')).toBeTruthy();
    // A second finger (a pinch) is no swipe.
    fireEvent.pointerDown(box, { clientX: 300, isPrimary: true });
    fireEvent.pointerDown(box, { clientX: 200, isPrimary: false });
    fireEvent.pointerUp(box, { clientX: 50, isPrimary: true });
    expect(screen.getByText('8 / 8')).toBeTruthy();
  });

  it('follows index actions from the main frame', () => {
    const { ctx, dispatch } = fakeCtx({ surface: 'popup', popupParams: { index: '0' } });
    const Popup = imageGallery.Popup!;
    render(<Popup widget={widget()} ctx={ctx} />);
    dispatch({ type: INDEX_ACTION, payload: 3 });
    expect(screen.getByText('4 / 8')).toBeTruthy();
  });
});

describe('gallery helpers', () => {
  it('limits columns per device', () => {
    expect([columnsFor(4, 'desktop'), columnsFor(4, 'tablet'), columnsFor(4, 'mobile'), columnsFor(99, 'desktop'), columnsFor(0, 'desktop')]).toEqual([4, 3, 2, 8, 4]);
  });
  it('accepts http(s), app-relative and inline image URLs only', () => {
    expect(imageSrc('/static/a.svg', 'http://app.test')).toBe('http://app.test/static/a.svg');
    expect(imageSrc('https://cdn.example/a.png', 'http://app.test')).toBe('https://cdn.example/a.png');
    expect(imageSrc('data:image/png;base64,AAA', 'http://app.test')).toBe('data:image/png;base64,AAA');
    expect(imageSrc('javascript:alert(1)', 'http://app.test')).toBeUndefined();
    expect(imageSrc('data:text/html,<b>', 'http://app.test')).toBeUndefined();
  });
});
