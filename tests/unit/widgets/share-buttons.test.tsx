// @vitest-environment happy-dom
// Share buttons: each network's link shares the host page the loader names (or the owner's address),
// never before the widget knows it; the copy button puts the link on the clipboard and says so, or shows
// it selected when the browser refuses; each share is an engagement event.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/share-buttons/index';
import type { WidgetContext } from '../../../frame/widgets/types';
import type { SiteVisitorContext } from '../../../shared/bridge/host-to-frame';
import { shareButtonsDefaults, sharedPage, shareHref, type ShareButtonsData, type ShareNetwork } from '../../../shared/widgets/share-buttons';
import { makeCtx, makeWidget, visitor } from '../../helpers/make-ctx';

const PAGE = 'https://shop.example/blog/a post?ref=news&x=1#comments';
const SHARED = 'https://shop.example/blog/a%20post?ref=news&x=1';
const ENC = encodeURIComponent(SHARED);

describe('share links', () => {
  it.each<[ShareNetwork, string, string | null]>([
    ['facebook', 'Tea & cakes?', `https://www.facebook.com/sharer/sharer.php?u=${ENC}`],
    ['x', 'Tea & cakes?', `https://x.com/intent/post?url=${ENC}&text=Tea%20%26%20cakes%3F`],
    ['x', '', `https://x.com/intent/post?url=${ENC}`],
    ['linkedin', 'Tea & cakes?', `https://www.linkedin.com/sharing/share-offsite/?url=${ENC}`],
    ['whatsapp', 'Tea & cakes?', `https://wa.me/?text=Tea%20%26%20cakes%3F%20${ENC}`],
    ['whatsapp', '  ', `https://wa.me/?text=${ENC}`],
    ['telegram', 'Tea & cakes?', `https://t.me/share/url?url=${ENC}&text=Tea%20%26%20cakes%3F`],
    ['pinterest', 'Tea & cakes?', `https://www.pinterest.com/pin/create/button/?url=${ENC}&description=Tea%20%26%20cakes%3F`],
    ['reddit', 'Tea & cakes?', `https://www.reddit.com/submit?url=${ENC}&title=Tea%20%26%20cakes%3F`],
    ['email', 'Tea & cakes?', `mailto:?subject=Tea%20%26%20cakes%3F&body=${ENC}`],
    ['email', '', `mailto:?body=${ENC}`],
    ['copy', 'Tea & cakes?', null],
  ])('%s with text %j', (network, text, href) => {
    expect(shareHref(network, sharedPage(PAGE), text)).toBe(href);
  });

  it.each([
    ['keeps path and query, drops the hash', PAGE, SHARED],
    ['drops credentials', 'https://me:secret@shop.example/p', 'https://shop.example/p'],
    ['takes http', 'http://shop.example/', 'http://shop.example/'],
    ['refuses an empty page', '', null],
    ['refuses no page', null, null],
    ['refuses a relative path', '/blog/post', null],
    ['refuses javascript:', 'javascript:alert(1)', null],
    ['refuses a file', 'file:///home/me/page.html', null],
  ])('the shared page %s', (_name, url, shared) => {
    expect(sharedPage(url)).toBe(shared);
  });

  it('gives no link without a page', () => {
    expect(shareHref('facebook', null, 'Hi')).toBeNull();
    expect(shareHref('email', sharedPage(''), 'Hi')).toBeNull();
  });
});

afterEach(cleanup);
// A click on a link here is for its event only: happy-dom would otherwise go to the network's address.
const stay = (e: Event) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stay));
afterAll(() => document.removeEventListener('click', stay));

/** The browser's clipboard, as the test wants it to answer. */
function clipboard(answer: 'ok' | 'refused' | 'missing') {
  const written: string[] = [];
  const value = answer === 'missing' ? undefined : { writeText: async (s: string) => (answer === 'ok' ? void written.push(s) : Promise.reject(new DOMException('Denied', 'NotAllowedError'))) };
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
  return written;
}

/** A context whose visitor updates the test delivers as the loader does (visitorContextUpdated). */
function visitorFeed() {
  const handlers = new Set<(v: SiteVisitorContext) => void>();
  return {
    onVisitor: (h: (v: SiteVisitorContext) => void) => (handlers.add(h), () => void handlers.delete(h)),
    send: (v: SiteVisitorContext) => act(() => handlers.forEach((h) => h(v))),
  };
}

const Widget = module.Widget;
const show = async (over: Partial<ShareButtonsData> = {}, ctxOver: Partial<WidgetContext> = { visitor: visitor({ currentUrl: PAGE }) }) => {
  const { ctx, rec } = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('share_buttons', { ...shareButtonsDefaults, ...over })} ctx={ctx} />);
  await act(async () => {});
  return rec;
};
const hrefs = () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('share buttons widget', () => {
  it('names each button and shares the page the visitor is on, in a tab of its own (an email in the mail app)', async () => {
    await show();
    expect(screen.getByRole('list', { name: 'Share this page' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.textContent, a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['Share on Facebook', 'Facebook', '_blank', 'noopener noreferrer'],
      ['Share on X', 'X', '_blank', 'noopener noreferrer'],
      ['Share on LinkedIn', 'LinkedIn', '_blank', 'noopener noreferrer'],
      ['Share on WhatsApp', 'WhatsApp', '_blank', 'noopener noreferrer'],
      ['Share by email', 'Email', null, null],
    ]);
    expect(hrefs()).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${ENC}`,
      `https://x.com/intent/post?url=${ENC}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${ENC}`,
      `https://wa.me/?text=${ENC}`,
      `mailto:?body=${ENC}`,
    ]);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('keeps icon-only buttons named, in the owner’s order, with the owner’s text', async () => {
    await show({ showNames: false, networks: ['reddit', 'telegram', 'pinterest'], shareText: 'Our new menu' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.textContent])).toEqual([
      ['Share on Reddit', ''],
      ['Share on Telegram', ''],
      ['Share on Pinterest', ''],
    ]);
    expect(hrefs()).toEqual([
      `https://www.reddit.com/submit?url=${ENC}&title=Our%20new%20menu`,
      `https://t.me/share/url?url=${ENC}&text=Our%20new%20menu`,
      `https://www.pinterest.com/pin/create/button/?url=${ENC}&description=Our%20new%20menu`,
    ]);
  });

  it('shares the owner’s address over the page the visitor is on', async () => {
    await show({ networks: ['facebook'], shareUrl: 'https://shop.example/menu#today' });
    expect(hrefs()).toEqual([`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://shop.example/menu')}`]);
  });

  it('has the same buttons without addresses until the loader names the page, then shares it', async () => {
    const feed = visitorFeed();
    const written = clipboard('ok');
    const rec = await show({}, { visitor: null, onVisitor: feed.onVisitor });
    expect(document.querySelectorAll('.tw-net')).toHaveLength(6);
    expect(hrefs()).toEqual([null, null, null, null, null]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(async () => {});
    expect([written, rec.engagement]).toEqual([[], []]);
    await feed.send(visitor({ currentUrl: PAGE }));
    expect(hrefs()[0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${ENC}`);
  });

  it('gives the links their addresses after hydrating the server’s markup, the page already known', async () => {
    // Hydration keeps the server's attributes: addresses computed in the first render would never land.
    const { ctx } = makeCtx({ visitor: visitor({ currentUrl: PAGE }) });
    const view = () => <Widget widget={makeWidget('share_buttons', structuredClone(shareButtonsDefaults))} ctx={ctx} />;
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Widget widget={makeWidget('share_buttons', structuredClone(shareButtonsDefaults))} ctx={{ ...ctx, visitor: null }} />);
    expect(root.querySelector('a')!.hasAttribute('href')).toBe(false);
    document.body.appendChild(root);
    try {
      await act(async () => hydrate(view(), root));
      expect(root.querySelector('a')!.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${ENC}`);
    } finally {
      root.remove();
    }
  });

  it('copies the link, says so in a polite live region, and reports each share', async () => {
    const written = clipboard('ok');
    const rec = await show();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(async () => {});
    expect(written).toEqual([SHARED]);
    expect(status.textContent).toBe('Link copied');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Share on LinkedIn' }));
    fireEvent.click(screen.getByRole('link', { name: 'Share by email' }));
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'copy', entityPath: 'networks.5' },
      { interaction: 'click', eventSubType: 'linkedin', entityPath: 'networks.2' },
      { interaction: 'click', eventSubType: 'email', entityPath: 'networks.4' },
    ]);
    await act(async () => new Promise((r) => setTimeout(r, 2600)));
    expect([status.textContent, screen.getByRole('button', { name: 'Copy link' }).tagName]).toEqual(['', 'BUTTON']);
  });

  it.each(['refused', 'missing'] as const)('shows the link selected to copy by hand when the clipboard is %s', async (answer) => {
    clipboard(answer);
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const message = 'Could not copy the link. Copy it from here:';
    expect(screen.getByRole('status').textContent).toBe(message);
    const box = screen.getByRole('textbox', { name: message }) as HTMLInputElement;
    expect([box.value, box.readOnly, document.activeElement === box]).toEqual([SHARED, true, true]);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, SHARED.length]);
  });

  it('reads the title, names and copy texts in the visitor’s language', async () => {
    clipboard('ok');
    const fr = { title: 'Partager cette page', 'share.facebook': 'Partager sur Facebook', 'network.email': 'E-mail', 'share.email': 'Partager par e-mail', copyText: 'Copier le lien', copiedText: 'Lien copié', shareText: 'Notre carte' };
    await show({ networks: ['facebook', 'x', 'email', 'copy'], localization: { languages: { 'fr-FR': fr } } }, { language: 'fr-FR', visitor: visitor({ currentUrl: PAGE }) });
    expect(screen.getByRole('heading').textContent).toBe('Partager cette page');
    expect(screen.getByRole('link', { name: 'Partager par e-mail' }).textContent).toBe('E-mail');
    expect(screen.getByRole('link', { name: 'Partager sur Facebook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toBe(`https://x.com/intent/post?url=${ENC}&text=Notre%20carte`);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('Lien copié');
  });

  it('leaves out networks it does not know and a second button for the same one', async () => {
    await show({ networks: ['facebook', 'myspace', 'facebook', 'copy'] as ShareNetwork[] });
    expect([...document.querySelectorAll('.tw-net')].map((b) => b.className)).toEqual(['tw-net tw-n-facebook', 'tw-net tw-n-copy']);
  });
});
