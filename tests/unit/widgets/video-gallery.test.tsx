// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
// Video gallery: which addresses play and how (YouTube's no-cookie player with its start, Vimeo's with its
// privacy hash and dnt, a file in the browser's player), a facade of cards with nothing of the player
// until a click, the click opening the host-page dialog or turning the card into the player, the dialog's
// previous / next / Escape, each play an engagement event, and the texts in the visitor's language.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/video-gallery/index';
import type { WidgetContext } from '../../../frame/widgets/types';
import { POPUP_CLOSED_ACTION } from '../../../frame/widgets/types';
import { parseVideoUrl, playerSrc, providerThumbnail, videoGalleryDefaults, type VideoGalleryData, type VideoItem, type VideoSource } from '../../../shared/widgets/video-gallery';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';
import { interceptFetches } from '../../helpers/intercept-fetches';

const YT = 'eRsGyueVLvQ';

describe('video addresses', () => {
  it.each<[string, string, VideoSource | null]>([
    ['a watch page', `https://www.youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
    ['a watch page with more parameters', `https://youtube.com/watch?feature=share&v=${YT}&list=PL1`, { provider: 'youtube', id: YT }],
    ['the mobile site', `https://m.youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
    ['a short link with t=', `https://youtu.be/${YT}?t=90`, { provider: 'youtube', id: YT, start: 90 }],
    ['t= in minutes and seconds', `https://www.youtube.com/watch?v=${YT}&t=1m30s`, { provider: 'youtube', id: YT, start: 90 }],
    ['t= in hours', `https://www.youtube.com/watch?v=${YT}&t=1h2m3s`, { provider: 'youtube', id: YT, start: 3723 }],
    ['a short', `https://www.youtube.com/shorts/${YT}`, { provider: 'youtube', id: YT }],
    ['an embed address with start=', `https://www.youtube.com/embed/${YT}?start=42`, { provider: 'youtube', id: YT, start: 42 }],
    ['a no-cookie embed address', `https://www.youtube-nocookie.com/embed/${YT}`, { provider: 'youtube', id: YT }],
    ['t=0, no start', `https://youtu.be/${YT}?t=0`, { provider: 'youtube', id: YT }],
    ['t= that is no time', `https://youtu.be/${YT}?t=soon`, { provider: 'youtube', id: YT }],
    ['a watch page without a video', 'https://www.youtube.com/watch?v=short', null],
    ['a channel', 'https://www.youtube.com/@blender', null],
    ['a Vimeo page', 'https://vimeo.com/1084537', { provider: 'vimeo', id: '1084537' }],
    ['a private Vimeo link', 'https://vimeo.com/123456/abcdef12', { provider: 'vimeo', id: '123456', hash: 'abcdef12' }],
    ['a Vimeo channel video', 'https://vimeo.com/channels/staffpicks/123456', { provider: 'vimeo', id: '123456' }],
    ['Vimeo’s player', 'https://player.vimeo.com/video/123456', { provider: 'vimeo', id: '123456' }],
    ['Vimeo’s player with h=', 'https://player.vimeo.com/video/123456?h=abcdef', { provider: 'vimeo', id: '123456', hash: 'abcdef' }],
    ['a Vimeo page that is no video', 'https://vimeo.com/blender', null],
    ['an mp4 file', 'https://cdn.example/clips/intro.MP4', { provider: 'file', src: 'https://cdn.example/clips/intro.MP4' }],
    ['a webm file with a query', 'http://cdn.example/a.webm?v=2', { provider: 'file', src: 'http://cdn.example/a.webm?v=2' }],
    ['an ogg file', 'https://cdn.example/a.ogg', { provider: 'file', src: 'https://cdn.example/a.ogg' }],
    ['a mov file', 'https://cdn.example/a.mov', { provider: 'file', src: 'https://cdn.example/a.mov' }],
    ['an upload of the app', 'https://app.example/api/v1/uploads/u1/clip.mp4', { provider: 'file', src: 'https://app.example/api/v1/uploads/u1/clip.mp4' }],
    ['a page of another site', 'https://www.dailymotion.com/video/x8abc', null],
    ['a picture', 'https://cdn.example/a.png', null],
    ['javascript:', 'javascript:alert(1)//.mp4', null],
    ['a relative path', '/clips/intro.mp4', null],
    ['a protocol-relative address', '//cdn.example/a.mp4', null],
    ['ftp', 'ftp://cdn.example/a.mp4', null],
    ['nothing', '', null],
  ])('%s', (_name, url, source) => {
    expect(parseVideoUrl(url)).toEqual(source);
  });

  it.each<[VideoSource, string, string | null]>([
    [{ provider: 'youtube', id: YT }, `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1`, `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`],
    [{ provider: 'youtube', id: YT, start: 90 }, `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&start=90`, `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`],
    [{ provider: 'vimeo', id: '123' }, 'https://player.vimeo.com/video/123?autoplay=1&dnt=1', null],
    [{ provider: 'vimeo', id: '123', hash: 'abc' }, 'https://player.vimeo.com/video/123?autoplay=1&dnt=1&h=abc', null],
    [{ provider: 'file', src: 'https://cdn.example/a.mp4' }, 'https://cdn.example/a.mp4', null],
  ])('plays %j from its player address, with its own picture', (source, src, thumb) => {
    expect([playerSrc(source), providerThumbnail(source)]).toEqual([src, thumb]);
  });
});

afterEach(cleanup);

// The players' pages, answered here (this machine reaches no other site), and what was asked of them.
const fetched = interceptFetches('Player');

const V: VideoItem[] = [
  { id: 'yt', url: `https://youtu.be/${YT}?t=90`, title: 'Sintel', description: 'A girl and a dragon.' },
  { id: 'vm', url: 'https://vimeo.com/123456/abcdef', title: 'Bunny', description: '' },
  { id: 'file', url: 'https://cdn.example/tour.webm', title: 'Tour', thumbnail: '/static/tour.png' },
];

const Widget = module.Widget;
const Popup = module.Popup!;
function show(over: Partial<VideoGalleryData> = {}, ctxOver: Partial<WidgetContext> = {}) {
  const made = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('video_gallery', { ...videoGalleryDefaults, videos: V, ...over })} ctx={made.ctx} />);
  return made;
}
const cards = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
/** Anything in the document that would reach a player: a frame, a video element, a player's address. */
const playerTraces = () => [...document.querySelectorAll('iframe, video')].length + (document.body.innerHTML.match(/youtube-nocookie|player\.vimeo|youtube\.com|vimeo\.com/g)?.length ?? 0);

describe('video gallery grid', () => {
  it('shows a card per video, named "Play <title>", with its picture, and nothing of a player before a click', () => {
    show();
    expect(cards()).toEqual(['Play Sintel', 'Play Bunny', 'Play Tour']);
    const imgs = [...document.querySelectorAll('.vg-card img')].map((i) => [i.getAttribute('src'), i.getAttribute('alt')]);
    // YouTube's own picture (an image), the owner's for the file; Vimeo has none, its card is neutral.
    expect(imgs).toEqual([[`https://i.ytimg.com/vi/${YT}/hqdefault.jpg`, ''], ['http://app.test/static/tour.png', '']]);
    expect(document.querySelectorAll('.vg-card .vg-blank')).toHaveLength(1);
    expect(playerTraces()).toBe(0);
    expect(fetched).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sintel', 'Bunny', 'Tour']);
    expect(screen.getByText('A girl and a dragon.')).toBeTruthy();
  });

  it('takes the owner’s thumbnail over YouTube’s, and leaves out videos it cannot play', () => {
    show({ videos: [{ ...V[0]!, thumbnail: 'https://cdn.example/own.jpg' }, { id: 'x', url: 'javascript:alert(1)', title: 'Bad' }, { id: 'y', url: 'https://example.com/page', title: 'Page' }, { id: 'z', url: '', title: 'New' }] });
    expect(cards()).toEqual(['Play Sintel']);
    expect(document.querySelector('.vg-card img')!.getAttribute('src')).toBe('https://cdn.example/own.jpg');
  });

  it('opens the player dialog on the host page for the video clicked, and reports the play', () => {
    const { rec } = show();
    const card = screen.getByRole('button', { name: 'Play Bunny' });
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(card);
    expect(rec.popups).toEqual([{ popupId: 'player', variant: 'modal', label: 'Bunny', params: { index: '1' } }]);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'vimeo', entityPath: 'videos/vm' }]);
    // The card stays a card: the video plays in the dialog.
    expect(playerTraces()).toBe(0);
  });

  it('gives the focus back to the card that opened the dialog once it closes', () => {
    const { dispatch } = show();
    const card = screen.getByRole('button', { name: 'Play Tour' });
    fireEvent.click(card);
    (document.body as HTMLElement).focus();
    dispatch({ type: POPUP_CLOSED_ACTION, payload: 'player' });
    expect(document.activeElement).toBe(card);
  });

  it('inline, turns the card into YouTube’s no-cookie player at its start, focused, playing at once', async () => {
    const { rec } = show({ playMode: 'inline' });
    expect(screen.getByRole('button', { name: 'Play Sintel' }).hasAttribute('aria-haspopup')).toBe(false);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(fetched).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Play Sintel' }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(fetched).toEqual([`https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&start=90`]);
    const frame = document.querySelector('iframe')!;
    expect([frame.getAttribute('src'), frame.getAttribute('title'), frame.getAttribute('allow')]).toEqual([
      `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&start=90`,
      'Sintel',
      'autoplay; fullscreen; picture-in-picture; encrypted-media',
    ]);
    expect(document.activeElement).toBe(frame);
    expect(cards()).toEqual(['Play Bunny', 'Play Tour']);
    expect(rec.popups).toEqual([]);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'youtube', entityPath: 'videos/yt' }]);
  });

  it('inline, plays one video at a time: Vimeo’s player told not to track, with the private link’s hash', () => {
    show({ playMode: 'inline' });
    fireEvent.click(screen.getByRole('button', { name: 'Play Sintel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Bunny' }));
    expect([...document.querySelectorAll('iframe')].map((f) => f.getAttribute('src'))).toEqual(['https://player.vimeo.com/video/123456?autoplay=1&dnt=1&h=abcdef']);
    expect(cards()).toEqual(['Play Sintel', 'Play Tour']);
  });

  it('plays a file in the browser’s own player, and plays in place when there is no host page for a dialog', () => {
    const { rec } = show({}, { host: null });
    fireEvent.click(screen.getByRole('button', { name: 'Play Tour' }));
    const video = document.querySelector('video')!;
    expect([video.getAttribute('src'), video.getAttribute('poster'), video.getAttribute('aria-label')]).toEqual(['https://cdn.example/tour.webm', 'http://app.test/static/tour.png', 'Tour']);
    expect(['controls', 'autoplay', 'playsinline'].map((a) => video.hasAttribute(a))).toEqual([true, true, true]);
    expect(document.querySelector('iframe')).toBeNull();
    expect(rec.popups).toEqual([]);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'file', entityPath: 'videos/file' }]);
  });

  it('without titles, keeps each card named and writes the title on a card with no picture', () => {
    show({ showTitles: false, videos: [V[1]!, { id: 'n', url: 'https://cdn.example/n.mp4', title: '' }] });
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect([...document.querySelectorAll('.vg-blank')].map((b) => b.textContent)).toEqual(['Bunny', '']);
    expect(cards()).toEqual(['Play Bunny', 'Play Video 2 of 2']);
  });

  it('reads the title, the videos’ texts and the play word in the visitor’s language', () => {
    const fr = { title: 'Nos vidéos', playText: 'Lire', 'video.yt.title': 'Sintel (VF)', 'video.yt.description': 'Une fille et un dragon.' };
    show({ title: 'Our videos', localization: { languages: { 'fr-FR': fr } } }, { language: 'fr-FR' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nos vidéos');
    expect(cards()).toEqual(['Lire Sintel (VF)', 'Lire Bunny', 'Lire Tour']);
    expect(screen.getByText('Une fille et un dragon.')).toBeTruthy();
  });

  it('lets the frame’s width decide the columns up to the owner’s, at the owner’s shape', () => {
    show({ columns: 4, aspect: '9:16' });
    const grid = document.querySelector('.vg-grid') as HTMLElement;
    expect([grid.style.getPropertyValue('--vg-cols'), grid.style.getPropertyValue('--vg-w'), grid.style.getPropertyValue('--vg-h')]).toEqual(['4', '9', '16']);
  });
});

describe('video gallery dialog', () => {
  function showPopup(index: string, over: Partial<VideoGalleryData> = {}) {
    const made = makeCtx({ surface: 'popup', popupParams: { index } });
    render(<Popup widget={makeWidget('video_gallery', { ...videoGalleryDefaults, videos: V, ...over })} ctx={made.ctx} />);
    return made;
  }
  const src = () => document.querySelector('.vg-player')!.getAttribute('src');

  it('plays the video it was opened for, with its title, description and place, and takes the focus', () => {
    showPopup('0');
    expect(src()).toBe(`https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&start=90`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sintel');
    expect(screen.getByText('A girl and a dragon.')).toBeTruthy();
    expect(document.querySelector('.vg-count')!.textContent).toBe('1 / 3');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Sintel' }));
  });

  it('moves to the next and previous video by key and button, each a play, and names the dialog after it', async () => {
    const { rec } = showPopup('1');
    await act(async () => void fireEvent.keyDown(document, { key: 'ArrowRight' }));
    expect(src()).toBe('https://cdn.example/tour.webm');
    await act(async () => void fireEvent.keyDown(document, { key: 'ArrowRight' }));
    expect(src()).toContain('youtube-nocookie.com');
    fireEvent.click(screen.getByRole('button', { name: 'Previous video' }));
    expect(document.querySelector('.vg-count')!.textContent).toBe('3 / 3');
    expect(rec.engagement.map((e) => e.eventSubType)).toEqual(['file', 'youtube', 'file']);
    expect(rec.log.filter((l) => l.kind === 'updatePopup').map((l) => l.arg)).toEqual([
      { popupId: 'player', label: 'Tour' },
      { popupId: 'player', label: 'Sintel' },
      { popupId: 'player', label: 'Tour' },
    ]);
  });

  it('asks the loader to close on Escape', () => {
    const { rec } = showPopup('2');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(rec.closed).toEqual(['player']);
  });

  it('has no previous or next for a single video', () => {
    showPopup('0', { videos: [V[0]!] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('.vg-count')).toBeNull();
  });
});
