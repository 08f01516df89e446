// @vitest-environment happy-dom
// Testimonials: quote, name, role, photo or initials, stars read as a rating, columns per device, and the
// carousel's buttons only when there is more than one screenful.
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/testimonials/index';
import { columnsOn, initialsOf } from '../../../frame/widgets/testimonials/Testimonials';
import { testimonialsDefaults, type TestimonialsData } from '../../../shared/widgets/testimonials';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
const Widget = module.Widget;
const show = (over: Partial<TestimonialsData> = {}, device: 'desktop' | 'tablet' | 'mobile' = 'desktop') => {
  const { ctx, rec } = makeCtx({ device });
  render(<Widget widget={makeWidget('testimonials', { ...testimonialsDefaults, ...over })} ctx={ctx} />);
  return rec;
};

describe('testimonials widget', () => {
  it('shows each quote with its person, their initials when there is no photo, and the stars as a rating', () => {
    show({ testimonials: [
      { id: 'a', quote: 'Lovely shop.', name: 'Maya Lindqvist', role: 'Customer', avatar: '', rating: 4 },
      { id: 'b', quote: 'Fast.', name: 'Tom', role: '', avatar: '/static/demo/gallery/photo-1.svg', rating: 0 },
      { id: 'c', quote: 'Bad photo.', name: 'Eve', role: '', avatar: 'javascript:alert(1)', rating: 5 },
    ] });
    const [a, b, c] = screen.getAllByRole('listitem');
    expect(within(a!).getByText('Lovely shop.').closest('blockquote')).toBeTruthy();
    expect(within(a!).getByRole('img', { name: 'Rated 4 / 5' }).querySelectorAll('svg.tw-off')).toHaveLength(1);
    expect(a!.querySelector('.tw-initials')!.textContent).toBe('ML');
    expect(a!.querySelector('.tw-role')!.textContent).toBe('Customer');
    expect(within(b!).queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(b!.querySelector('figcaption img')!.getAttribute('src')).toBe('http://app.test/static/demo/gallery/photo-1.svg');
    expect(c!.querySelector('figcaption img')).toBeNull();
    expect(c!.querySelector('.tw-initials')!.textContent).toBe('E');
  });

  it('puts the owner’s columns side by side on desktop, at most two on a tablet and one on a phone', () => {
    expect([columnsOn(3, 'desktop'), columnsOn(3, 'tablet'), columnsOn(3, 'mobile'), columnsOn(9, 'desktop'), columnsOn(0, 'desktop')]).toEqual([3, 2, 1, 4, 3]);
    expect(initialsOf('  ada   lovelace byron ')).toBe('AL');
    show({ columns: 2 }, 'desktop');
    expect((document.querySelector('.tw-cards') as HTMLElement).style.getPropertyValue('--tw-cols')).toBe('2');
  });

  it('offers the carousel buttons only when the cards do not fit one screenful', () => {
    show({ layout: 'carousel', columns: 3 });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(document.querySelector('section')!.getAttribute('aria-roledescription')).toBe('carousel');
    cleanup();
    const rec = show({ layout: 'carousel', columns: 3 }, 'mobile');
    screen.getByRole('button', { name: 'Next' }).click();
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'next' }]);
  });
});
