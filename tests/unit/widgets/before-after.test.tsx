// @vitest-environment happy-dom
// Before / after slider: both pictures and their labels, the divider as a slider that the keys and the
// pointer move (its value and the before picture's cut with it), one engagement event for the first move,
// the vertical divider, translated labels.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import module from '../../../frame/widgets/before-after/index';
import { beforeAfterDefaults, type BeforeAfterData } from '../../../shared/widgets/before-after';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
const Widget = module.Widget;
const show = (over: Partial<BeforeAfterData> = {}, language = 'en-US') => {
  const { ctx, rec } = makeCtx({ language });
  render(<Widget widget={makeWidget('before_after', { ...beforeAfterDefaults, ...over })} ctx={ctx} />);
  return rec;
};
const slider = () => screen.getByRole('slider');
const stage = () => document.querySelector<HTMLElement>('.tw-stage')!;
const cut = () => stage().style.getPropertyValue('--tw-pos');
const labels = () => [...document.querySelectorAll('.tw-label')].map((l) => l.textContent);
/** The pictures' box as a browser lays it out at 400 × 300 px (happy-dom lays nothing out). */
const layOut = () => (stage().getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) }));

describe('before / after widget', () => {
  it('shows both pictures with their descriptions, the labels, the caption and the divider at its start', () => {
    show({ startPosition: 30 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('See the difference');
    const before = screen.getByAltText(beforeAfterDefaults.beforeImage.alt);
    const after = screen.getByAltText(beforeAfterDefaults.afterImage.alt);
    expect(before.getAttribute('src')).toBe('http://app.test/static/demo/before-after/before.svg');
    expect(after.getAttribute('src')).toBe('http://app.test/static/demo/before-after/after.svg');
    // The before picture is the one cut at the divider (it sits on top).
    expect(before.className).toBe('tw-before');
    expect(labels()).toEqual(['Before', 'After']);
    expect(document.querySelector('figcaption')!.textContent).toBe(beforeAfterDefaults.caption);
    const s = slider();
    expect([s.getAttribute('aria-valuemin'), s.getAttribute('aria-valuemax'), s.getAttribute('aria-valuenow')]).toEqual(['0', '100', '30']);
    expect(s.getAttribute('aria-label')).toBe('Compare the pictures');
    expect(s.getAttribute('aria-valuetext')).toBe('Before 30%, After 70%');
    expect(s.tabIndex).toBe(0);
    expect(cut()).toBe('30%');
    // A fixed shape: the box's height comes from its width, before any picture loads.
    expect(stage().style.aspectRatio).toBe('4 / 3');
  });

  it('moves the divider and the cut with the arrow keys, Page Up / Down, Home and End, reporting one engagement', () => {
    const rec = show();
    const s = slider();
    fireEvent.keyDown(s, { key: 'ArrowRight' });
    expect([s.getAttribute('aria-valuenow'), cut()]).toEqual(['55', '55%']);
    fireEvent.keyDown(s, { key: 'ArrowLeft' });
    fireEvent.keyDown(s, { key: 'ArrowLeft' });
    expect([s.getAttribute('aria-valuenow'), cut()]).toEqual(['45', '45%']);
    fireEvent.keyDown(s, { key: 'PageUp' });
    expect(cut()).toBe('65%');
    fireEvent.keyDown(s, { key: 'End' });
    expect([s.getAttribute('aria-valuenow'), s.getAttribute('aria-valuetext')]).toEqual(['100', 'Before 100%, After 0%']);
    fireEvent.keyDown(s, { key: 'ArrowRight' });
    expect(cut()).toBe('100%');
    fireEvent.keyDown(s, { key: 'Home' });
    expect(cut()).toBe('0%');
    fireEvent.keyDown(s, { key: 'Tab' });
    expect(cut()).toBe('0%');
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'compare' }]);
  });

  it('jumps to a click on the pictures and follows a drag, one engagement for the lot', () => {
    const rec = show();
    layOut();
    fireEvent.pointerDown(stage(), { isPrimary: true, pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100, clientY: 150 });
    expect(cut()).toBe('25%');
    expect(document.activeElement).toBe(slider());
    fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'mouse', buttons: 1, clientX: 300, clientY: 150 });
    expect(slider().getAttribute('aria-valuenow')).toBe('75');
    // Past the edge of the pictures (the pointer is captured), the divider stops at the edge.
    fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'mouse', buttons: 1, clientX: 900, clientY: 150 });
    fireEvent.pointerUp(stage(), { pointerId: 1, pointerType: 'mouse', clientX: 900, clientY: 150 });
    expect(cut()).toBe('100%');
    fireEvent.pointerDown(stage(), { isPrimary: true, pointerId: 2, pointerType: 'mouse', button: 0, clientX: 40, clientY: 10 });
    fireEvent.pointerUp(stage(), { pointerId: 2, pointerType: 'mouse', clientX: 40, clientY: 10 });
    expect(cut()).toBe('10%');
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'compare' }]);
  });

  it('ends a drag whose button was let go outside the frame: the pointer back over the pictures leaves the divider', () => {
    show();
    layOut();
    fireEvent.pointerDown(stage(), { isPrimary: true, pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200, clientY: 150 });
    fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'mouse', buttons: 1, clientX: 240, clientY: 150 });
    expect(cut()).toBe('60%');
    // No pointerup reached the frame; the next move comes with no button pressed.
    fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'mouse', buttons: 0, clientX: 80, clientY: 150 });
    fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'mouse', buttons: 0, clientX: 40, clientY: 150 });
    expect(cut()).toBe('60%');
  });

  it('leaves the divider where it was when a finger on the pictures turns out to scroll the page', () => {
    const rec = show();
    layOut();
    fireEvent.pointerDown(stage(), { isPrimary: true, pointerId: 5, pointerType: 'touch', clientX: 80, clientY: 100 });
    expect(cut()).toBe('50%');
    fireEvent.pointerMove(stage(), { pointerId: 5, pointerType: 'touch', clientX: 84, clientY: 130 });
    fireEvent.pointerCancel(stage(), { pointerId: 5, pointerType: 'touch' });
    expect(cut()).toBe('50%');
    expect(rec.engagement).toEqual([]);
    // A tap jumps it there.
    fireEvent.pointerDown(stage(), { isPrimary: true, pointerId: 6, pointerType: 'touch', clientX: 320, clientY: 100 });
    fireEvent.pointerUp(stage(), { pointerId: 6, pointerType: 'touch', clientX: 320, clientY: 100 });
    expect(cut()).toBe('80%');
    expect(rec.engagement).toHaveLength(1);
    // A second finger (a pinch) does not take the divider.
    fireEvent.pointerDown(stage(), { isPrimary: false, pointerId: 7, pointerType: 'touch', clientX: 40, clientY: 100 });
    fireEvent.pointerUp(stage(), { pointerId: 7, pointerType: 'touch', clientX: 40, clientY: 100 });
    expect(cut()).toBe('80%');
  });

  it('stacks the pictures with a vertical divider: Up raises the slider and moves the divider up', () => {
    show({ orientation: 'vertical', startPosition: 40 });
    const s = slider();
    expect(stage().className).toContain('tw-v');
    expect(s.getAttribute('aria-orientation')).toBe('vertical');
    // The place is from the top; a vertical slider's value from the bottom.
    expect([s.getAttribute('aria-valuenow'), cut(), s.getAttribute('aria-valuetext')]).toEqual(['60', '40%', 'Before 40%, After 60%']);
    fireEvent.keyDown(s, { key: 'ArrowUp' });
    expect([s.getAttribute('aria-valuenow'), cut()]).toEqual(['65', '35%']);
    fireEvent.keyDown(s, { key: 'ArrowDown' });
    fireEvent.keyDown(s, { key: 'ArrowDown' });
    expect(cut()).toBe('45%');
    layOut();
    fireEvent.pointerDown(stage(), { isPrimary: true, pointerId: 1, pointerType: 'mouse', button: 0, clientX: 390, clientY: 270 });
    expect(cut()).toBe('90%');
  });

  it('translates the labels, the caption and the slider’s name, and names a picture without a description by its label', () => {
    const fr = { beforeLabel: 'Avant', afterLabel: 'Après', sliderLabel: 'Comparer les photos', caption: 'Glissez pour comparer.' };
    show({ afterImage: { src: '/static/demo/before-after/after.svg', alt: '' }, localization: { languages: { 'fr-FR': fr } } }, 'fr-FR');
    expect(labels()).toEqual(['Avant', 'Après']);
    expect(slider().getAttribute('aria-label')).toBe('Comparer les photos');
    expect(slider().getAttribute('aria-valuetext')).toBe('Avant 50%, Après 50%');
    expect(document.querySelector('figcaption')!.textContent).toBe('Glissez pour comparer.');
    expect(screen.getByAltText('Après').className).toBe('tw-after');
  });

  it('hides the labels on request and leaves out a picture whose address is not http(s)', () => {
    show({ showLabels: false, beforeImage: { src: 'javascript:alert(1)', alt: 'x' } });
    expect(labels()).toEqual([]);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(slider().getAttribute('aria-valuetext')).toBe('Before 50%, After 50%');
  });

  it('takes the before picture’s own shape when asked, its height provisional until the picture loads', () => {
    // happy-dom loads no picture: this one is still on its way, as on a slow network.
    const loading = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    show({ aspectRatio: 'original' });
    loading.mockRestore();
    expect(stage().style.aspectRatio).toBe('');
    expect(stage().hasAttribute('data-loading')).toBe(true);
    fireEvent.load(document.querySelector('img.tw-before')!);
    expect(stage().hasAttribute('data-loading')).toBe(false);
  });
});
