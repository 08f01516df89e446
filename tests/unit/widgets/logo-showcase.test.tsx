// @vitest-environment happy-dom
// Logo showcase: each logo named by its company for screen readers, linked (in a tab of its own) where the
// owner gave a site, grey until pointed at, its name in place of a picture that fails; the carousel's copy
// of its strip hidden from assistive technology and the keyboard, with a pause button; each followed link
// an engagement event.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/logo-showcase/index';
import { eagerLogos, logoColumns, logoHref, logoShowcaseDefaults, type LogoShowcaseData } from '../../../shared/widgets/logo-showcase';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

describe('logo links and sizes', () => {
  it.each([
    ['an https site', 'https://acme.example/about?ref=1#team', 'https://acme.example/about?ref=1#team'],
    ['an http site, normalised', 'http://ACME.example', 'http://acme.example/'],
    ['spaces around it', '  https://acme.example/ ', 'https://acme.example/'],
    ['empty', '', undefined],
    ['none', undefined, undefined],
    ['a javascript: link', 'javascript:alert(1)', undefined],
    ['a mailto: link', 'mailto:sales@acme.example', undefined],
    ['a path', '/partners', undefined],
    ['a data: link', 'data:text/html,<b>hi</b>', undefined],
  ])('the link of %s', (_name, link, href) => {
    expect(logoHref(link)).toBe(href);
  });

  it.each([
    [6, 6], [1, 1], [8, 8], [9, 8], [0, 5], [-3, 1], [2.6, 3], ['4', 4], [undefined, 5], ['many', 5],
  ])('columns %j are %i', (columns, n) => {
    expect(logoColumns(columns)).toBe(n);
  });

  it.each([
    ['grid', 6, 10, 6],
    ['grid', 6, 4, 4],
    ['grid', 1, 10, 1],
    ['carousel', 6, 10, 10],
  ] as const)('a %s of %i columns and %i logos loads %i at once', (layout, columns, count, eager) => {
    expect(eagerLogos(layout, columns, count)).toBe(eager);
  });
});

afterEach(cleanup);
// A click on a link here is for its event only: happy-dom would otherwise go to the company's site.
const stay = (e: Event) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stay));
afterAll(() => document.removeEventListener('click', stay));

const Widget = module.Widget;
const LOGOS: LogoShowcaseData['logos'] = [
  { id: 'a', image: '/static/a.svg', name: 'Acme', link: 'https://acme.example/' },
  { id: 'b', image: 'https://cdn.example/b.png', name: 'Bluepeak', link: '' },
  { id: 'c', image: '/static/c.svg', name: 'Cobalt', link: 'javascript:alert(1)' },
  { id: 'd', image: '/static/d.svg', name: 'Dune', link: 'https://dune.example/' },
];
const show = (over: Partial<LogoShowcaseData> = {}, ctxOver = {}) => {
  const { ctx, rec } = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('logo_showcase', { ...logoShowcaseDefaults, logos: LOGOS, ...over })} ctx={ctx} />);
  return rec;
};
const root = () => document.querySelector('.tw-root')!;
const pictures = () => [...document.querySelectorAll('img')];

describe('logo showcase grid', () => {
  it('names each logo by its company and links where a site was given, in a tab of its own without an opener', () => {
    show();
    expect(pictures().map((i) => [i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
      ['Acme', 'http://app.test/static/a.svg'],
      ['Bluepeak', 'https://cdn.example/b.png'],
      ['Cobalt', 'http://app.test/static/c.svg'],
      ['Dune', 'http://app.test/static/d.svg'],
    ]);
    // The javascript: link is no link at all.
    expect(screen.getAllByRole('link').map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel'), a.textContent, a.querySelector('img')!.alt])).toEqual([
      ['https://acme.example/', '_blank', 'noopener noreferrer', '', 'Acme'],
      ['https://dune.example/', '_blank', 'noopener noreferrer', '', 'Dune'],
    ]);
    expect(screen.getByRole('list', { name: 'Trusted by teams at' }).children).toHaveLength(4);
  });

  it('loads the first row at once and the rest lazily, each picture with a size', () => {
    show({ columns: 2 });
    expect(pictures().map((i) => [i.getAttribute('loading'), i.getAttribute('width'), i.getAttribute('height')])).toEqual([
      [null, '140', '56'], [null, '140', '56'], ['lazy', '140', '56'], ['lazy', '140', '56'],
    ]);
    expect((root().querySelector('.tw-grid') as HTMLElement).style.getPropertyValue('--tw-cols')).toBe('2');
  });

  it('greys the logos by default and not when the owner turns it off', () => {
    show();
    expect(root().classList.contains('tw-gray')).toBe(true);
    cleanup();
    show({ grayscale: false });
    expect(root().classList.contains('tw-gray')).toBe(false);
  });

  it('shows the company’s name in place of a picture that fails, still linked', () => {
    show();
    fireEvent.error(pictures()[0]!);
    expect(pictures().map((i) => i.alt)).toEqual(['Bluepeak', 'Cobalt', 'Dune']);
    const link = screen.getByRole('link', { name: 'Acme' });
    expect([link.getAttribute('href'), link.querySelector('.tw-fallback')?.textContent]).toEqual(['https://acme.example/', 'Acme']);
  });

  it('shows the name of a logo without a picture', () => {
    show({ logos: [{ id: 'x', image: '', name: 'Xylo', link: '' }] });
    expect([pictures().length, root().querySelector('.tw-fallback')?.textContent]).toEqual([0, 'Xylo']);
  });

  it('finds a picture that failed before the page was hydrated', async () => {
    const { ctx } = makeCtx();
    const view = () => <Widget widget={makeWidget('logo_showcase', { ...logoShowcaseDefaults, logos: LOGOS })} ctx={ctx} />;
    const box = document.createElement('div');
    box.innerHTML = renderToString(view());
    // As a browser leaves a picture it could not load: complete, and refusing to decode.
    const first = box.querySelector('img')!;
    Object.defineProperty(first, 'complete', { value: true });
    first.decode = () => Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
    document.body.appendChild(box);
    try {
      await act(async () => hydrate(view(), box));
      expect(box.querySelectorAll('img')).toHaveLength(4);
      await act(async () => {});
      expect([...box.querySelectorAll('img')].map((i) => i.alt)).toEqual(['Bluepeak', 'Cobalt', 'Dune']);
      expect(box.querySelector('.tw-fallback')?.textContent).toBe('Acme');
    } finally {
      box.remove();
    }
  });

  it('shows names under the logos when asked, read once (the pictures then say nothing)', () => {
    show({ showLogoNames: true });
    expect([...document.querySelectorAll('.tw-name')].map((n) => n.textContent)).toEqual(['Acme', 'Bluepeak', 'Cobalt', 'Dune']);
    expect(pictures().map((i) => i.alt)).toEqual(['', '', '', '']);
    expect(screen.getByRole('link', { name: 'Acme' })).toBeTruthy();
  });

  it('reports each followed link with the logo’s name', () => {
    const rec = show();
    fireEvent.click(screen.getByRole('link', { name: 'Dune' }));
    fireEvent.click(screen.getByRole('link', { name: 'Acme' }));
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'Dune', entityPath: 'logos.3' },
      { interaction: 'click', eventSubType: 'Acme', entityPath: 'logos.0' },
    ]);
  });

  it('reads the title and the names in the visitor’s language, and reports the owner’s name', () => {
    const fr = { title: 'Ils nous font confiance', 'logo.a.name': 'Acmé' };
    const rec = show({ localization: { languages: { 'fr-FR': fr } } }, { language: 'fr-FR' });
    expect(screen.getByRole('heading').textContent).toBe('Ils nous font confiance');
    fireEvent.click(screen.getByRole('link', { name: 'Acmé' }));
    expect(rec.engagement[0]!.eventSubType).toBe('Acme');
  });
});

describe('logo showcase carousel', () => {
  it('repeats its strip for the eye only: hidden from screen readers, its links out of the tab order', () => {
    show({ layout: 'carousel' });
    const lists = [...document.querySelectorAll('.tw-strip > ul')];
    expect(lists.map((l) => [l.getAttribute('aria-hidden'), l.children.length])).toEqual([[null, 4], ['true', 4]]);
    expect([...lists[0]!.querySelectorAll('a')].map((a) => a.getAttribute('tabindex'))).toEqual([null, null]);
    expect([...lists[1]!.querySelectorAll('a')].map((a) => a.getAttribute('tabindex'))).toEqual(['-1', '-1']);
    // Only the first strip's links are seen by assistive technology.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://acme.example/', 'https://dune.example/']);
    expect(screen.getByRole('region', { name: 'Trusted by teams at' }).getAttribute('aria-roledescription')).toBe('carousel');
    // One row moving into view: every picture loads at once.
    expect(pictures().every((i) => !i.hasAttribute('loading'))).toBe(true);
  });

  it('pauses and plays by its button', () => {
    show({ layout: 'carousel' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(root().classList.contains('tw-paused')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(root().classList.contains('tw-paused')).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('moves in reverse for a right-to-left language', () => {
    show({ layout: 'carousel' }, { language: 'ar' });
    expect(root().getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('style')!.textContent).toContain('[dir=rtl] .tw-strip{animation-name:tw-logos-run-rtl}');
  });

  it('scrolls by its Previous and Next buttons (shown with reduced motion), each press an engagement event', () => {
    const rec = show({ layout: 'carousel' });
    const viewport = document.querySelector('.tw-viewport') as HTMLElement;
    const moves: unknown[] = [];
    Object.defineProperty(viewport, 'clientWidth', { value: 500 });
    viewport.scrollBy = ((o: ScrollToOptions) => void moves.push(o.left)) as typeof viewport.scrollBy;
    // Hidden while the strip moves by itself (the stylesheet shows them only with reduced motion).
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(document.querySelector('button[aria-label="Next"]')!);
    fireEvent.click(document.querySelector('button[aria-label="Previous"]')!);
    expect(moves).toEqual([400, -400]);
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'next' },
      { interaction: 'click', eventSubType: 'previous' },
    ]);
  });
});
