// @vitest-environment happy-dom
// Social links: each profile a link named by whose it is and where, to the address built for its network,
// in a tab of its own (an email or a call in the visitor's app), with an inline mark of ours; sizes, shapes,
// colours and alignment as classes; each followed link an engagement event; texts in the visitor's language.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/social-links/index';
import type { WidgetContext } from '../../../frame/widgets/types';
import { socialLinksDefaults, type SocialLinksData } from '../../../shared/widgets/social-links';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
// A click on a link here is for its event only: happy-dom would otherwise go to the network's address.
const stay = (e: Event) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stay));
afterAll(() => document.removeEventListener('click', stay));

const Widget = module.Widget;
const show = (over: Partial<SocialLinksData> = {}, ctxOver: Partial<WidgetContext> = {}) => {
  const { ctx, rec } = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('social_links', { ...socialLinksDefaults, ...over })} ctx={ctx} />);
  return rec;
};
const links = () => screen.getAllByRole('link') as HTMLAnchorElement[];
const root = () => document.querySelector('.tw-social')!;

const mixed: SocialLinksData['profiles'] = [
  { id: 'ig', network: 'instagram', address: '@cafe.lumen', label: 'Café Lumen' },
  { id: 'x', network: 'x', address: 'https://x.com/cafelumen', label: '' },
  { id: 'mail', network: 'email', address: 'hello@cafe.example', label: 'Write to us' },
  { id: 'tel', network: 'phone', address: '+1 555 010 0199', label: '' },
  { id: 'bad', network: 'website', address: 'javascript:alert(1)', label: 'Bad' },
  { id: 'web', network: 'website', address: 'https://cafe.example/', label: '' },
];

describe('social links widget', () => {
  it('names each default profile by whose it is and where, under the title, with an inline mark and no image', () => {
    show();
    expect(screen.getByRole('list', { name: 'Follow us' })).toBeTruthy();
    expect(links().map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Café Lumen on Instagram', 'https://www.instagram.com/cafe.lumen.example/'],
      ['Café Lumen on Facebook', 'https://www.facebook.com/cafelumen.example'],
      ['Café Lumen on TikTok', 'https://www.tiktok.com/@cafelumen.example'],
      ['Café Lumen on YouTube', 'https://www.youtube.com/@cafelumen-example'],
      ['Write to us', 'mailto:hello@cafe-lumen.example'],
    ]);
    for (const a of links()) {
      const svg = a.querySelector('svg')!;
      expect([svg.getAttribute('aria-hidden'), svg.querySelector('path')!.getAttribute('d')!.length > 20]).toEqual(['true', true]);
    }
    expect(document.querySelectorAll('img').length).toBe(0);
  });

  it('opens web profiles in a tab of their own without an opener, email and calls in the visitor’s app; no link for a refused address', () => {
    show({ profiles: mixed });
    expect(links().map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['https://www.instagram.com/cafe.lumen/', '_blank', 'noopener noreferrer'],
      ['https://x.com/cafelumen', '_blank', 'noopener noreferrer'],
      ['mailto:hello@cafe.example', null, null],
      ['tel:+15550100199', null, null],
      ['https://cafe.example/', '_blank', 'noopener noreferrer'],
    ]);
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('shows names beside the icons, each within its link’s name; icon-only links keep the name as a tooltip', () => {
    show({ profiles: mixed, showProfileNames: true });
    expect(links().map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('title')])).toEqual([
      ['Instagram', 'Café Lumen on Instagram', null],
      ['X', null, null],
      ['Write to us', null, null],
      ['Phone', null, null],
      ['Website', null, null],
    ]);
    expect(screen.getByRole('link', { name: 'X' })).toBeTruthy();
    cleanup();
    show({ profiles: mixed, showProfileNames: false });
    expect(links().map((a) => [a.textContent, a.getAttribute('title')])).toEqual([
      ['', 'Café Lumen on Instagram'],
      ['', 'X'],
      ['', 'Write to us'],
      ['', 'Phone'],
      ['', 'Website'],
    ]);
  });

  it.each<[Partial<SocialLinksData>, string[], number]>([
    [{}, ['tw-at-center', 'tw-size-medium', 'tw-shape-circle', 'tw-colors-brand'], 20],
    [{ iconSize: 'small', iconShape: 'square', iconColors: 'mono', iconAlignment: 'start' }, ['tw-at-start', 'tw-size-small', 'tw-shape-square', 'tw-colors-mono'], 16],
    [{ iconSize: 'large', iconShape: 'rounded', iconColors: 'accent', iconAlignment: 'end' }, ['tw-at-end', 'tw-size-large', 'tw-shape-rounded', 'tw-colors-accent'], 26],
    // Hand-edited data falls back to the defaults.
    [{ iconSize: 'huge' as never, iconShape: 'hexagon' as never, iconColors: 'rainbow' as never, iconAlignment: 'left' as never }, ['tw-at-center', 'tw-size-medium', 'tw-shape-circle', 'tw-colors-brand'], 20],
  ])('classes for %j', (over, classes, px) => {
    show(over);
    for (const c of classes) expect(root().classList.contains(c), c).toBe(true);
    expect(links()[0]!.querySelector('svg')!.getAttribute('width')).toBe(String(px));
    // Each network's own colour is its class's.
    expect(links().map((a) => a.className)).toEqual(['tw-profile tw-p-instagram', 'tw-profile tw-p-facebook', 'tw-profile tw-p-tiktok', 'tw-profile tw-p-youtube', 'tw-profile tw-p-email']);
  });

  it('reports each followed link with its network', () => {
    const rec = show({ profiles: mixed });
    fireEvent.click(screen.getByRole('link', { name: 'Write to us' }));
    fireEvent.click(screen.getByRole('link', { name: 'Café Lumen on Instagram' }));
    fireEvent.click(screen.getByRole('link', { name: 'Website' }));
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'email', entityPath: 'profiles.2' },
      { interaction: 'click', eventSubType: 'instagram', entityPath: 'profiles.0' },
      { interaction: 'click', eventSubType: 'website', entityPath: 'profiles.5' },
    ]);
  });

  it('reads the title, the labels and the networks’ names in the visitor’s language', () => {
    const fr = { title: 'Suivez-nous', 'profile.ig.label': 'Le Café Lumen', 'profile.mail.label': 'Écrivez-nous', onNetwork: '{label} sur {network}', 'network.phone': 'Téléphone' };
    const rec = show({ profiles: mixed, showProfileNames: true, localization: { languages: { 'fr-FR': fr } } }, { language: 'fr-FR' });
    expect(screen.getByRole('heading').textContent).toBe('Suivez-nous');
    expect(links().map((a) => [a.textContent, a.getAttribute('aria-label') ?? a.textContent])).toEqual([
      ['Instagram', 'Le Café Lumen sur Instagram'],
      ['X', 'X'],
      ['Écrivez-nous', 'Écrivez-nous'],
      ['Téléphone', 'Téléphone'],
      ['Website', 'Website'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Le Café Lumen sur Instagram' }));
    expect(rec.engagement[0]!.eventSubType).toBe('instagram');
  });

  it('names the list without a title, and renders the same links on the server', () => {
    const { ctx } = makeCtx();
    const html = renderToString(<Widget widget={makeWidget('social_links', { ...socialLinksDefaults, title: '' })} ctx={ctx} />);
    expect(html).toContain('aria-label="Our profiles"');
    expect(html).not.toContain('<h2');
    expect(html.match(/<a /g)?.length).toBe(5);
    expect(html).toContain('href="https://www.instagram.com/cafe.lumen.example/" target="_blank" rel="noopener noreferrer"');
  });
});
