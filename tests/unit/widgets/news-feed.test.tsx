// @vitest-environment happy-dom
// News feed: the newest posts first, as many as the owner shows, each titled and linked to the full post
// in a tab of its own (a "Read more" named with the title), its date in the visitor's language, its
// summary cut at a word; the owner's posts translate, a feed's do not; each followed link an event.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/news-feed/index';
import { newsFeedDefaults, type NewsFeedData } from '../../../shared/widgets/news-feed';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
// A click on a link here is for its event only: happy-dom would otherwise follow it.
const stay = (e: Event) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stay));
afterAll(() => document.removeEventListener('click', stay));

const Widget = module.Widget;
const POSTS: NewsFeedData['posts'] = [
  { id: 'old', title: 'Old news', link: 'https://cafe.example/old', summary: 'From long ago.', date: '2025-01-05', image: '' },
  { id: 'new', title: 'New menu', link: 'https://cafe.example/menu', summary: 'Seasonal dishes, every one of them made in our kitchen from what the market has that morning.', date: '2026-11-20', image: '/static/demo/news/tasting.svg' },
  { id: 'bad', title: 'Unsafe', link: 'javascript:alert(1)', summary: '', date: '', image: 'javascript:alert(2)' },
  { id: 'mid', title: 'Mid', link: '', summary: 'No link.', date: '2026-03-01T23:30:00Z', image: 'https://cdn.example/mid.jpg' },
];
const show = (over: Partial<NewsFeedData> = {}, ctxOver = {}) => {
  const { ctx, rec } = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('news_feed', { ...newsFeedDefaults, posts: POSTS, ...over })} ctx={ctx} />);
  return rec;
};
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('news feed', () => {
  it('lists the posts newest first, undated last, each an article named by its title', () => {
    show();
    expect(titles()).toEqual(['New menu', 'Mid', 'Old news', 'Unsafe']);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && document.getElementById(a.getAttribute('aria-labelledby')!)!.textContent)).toEqual(titles());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Latest news');
  });

  it('links the title and a Read more named with it to the full post, in a tab of its own without an opener; no link for an unsafe or missing one', () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['New menu', null, 'https://cafe.example/menu'],
      ['Read more', 'Read more: New menu', 'https://cafe.example/menu'],
      ['Old news', null, 'https://cafe.example/old'],
      ['Read more', 'Read more: Old news', 'https://cafe.example/old'],
    ]);
    expect(links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    // No Read more when the owner emptied its text; the title still links.
    cleanup();
    show({ readMoreText: '' });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['New menu', 'Old news']);
  });

  it('shows each date as a UTC day in the visitor’s language, with a machine-readable datetime', () => {
    show({}, { language: 'fr-FR' });
    const times = [...document.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent]);
    expect(times).toEqual([
      ['2026-11-20', '20 nov. 2026'],
      ['2026-03-01', '1 mars 2026'],
      ['2025-01-05', '5 janv. 2025'],
    ]);
    cleanup();
    show({ showDates: false });
    expect(document.querySelectorAll('time')).toHaveLength(0);
  });

  it('cuts summaries at a word to the owner’s length, and shows none at 0', () => {
    show({ summaryLength: 40 });
    expect([...document.querySelectorAll('.tw-summary')].map((p) => p.textContent)).toEqual(['Seasonal dishes, every one of them made…', 'No link.', 'From long ago.']);
    cleanup();
    show({ summaryLength: 0 });
    expect(document.querySelectorAll('.tw-summary')).toHaveLength(0);
  });

  it('shows the pictures with a size and decorative alt, the first three at once and the rest lazily; none when hidden or unsafe', () => {
    show({ posts: [...POSTS, ...[1, 2, 3].map((n) => ({ id: `x${n}`, title: `X${n}`, link: '', summary: '', date: `2024-0${n}-01`, image: `https://cdn.example/${n}.jpg` }))] });
    const imgs = [...document.querySelectorAll('img')];
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('loading')])).toEqual([
      ['http://app.test/static/demo/news/tasting.svg', null],
      ['https://cdn.example/mid.jpg', null],
      ['https://cdn.example/3.jpg', 'lazy'],
      ['https://cdn.example/2.jpg', 'lazy'],
      ['https://cdn.example/1.jpg', 'lazy'],
    ]);
    expect(imgs.every((i) => i.getAttribute('alt') === '' && i.getAttribute('width') && i.getAttribute('height'))).toBe(true);
    cleanup();
    show({ showImages: false });
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows at most the owner’s number of posts, the layout as a class, and the columns; the no-post text when empty', () => {
    show({ maxPosts: 2, layout: 'list' });
    expect(titles()).toEqual(['New menu', 'Mid']);
    expect(document.querySelector('.tw-root')!.classList.contains('tw-feed-list')).toBe(true);
    cleanup();
    show({ columns: 2 });
    expect((document.querySelector('.tw-posts') as HTMLElement).style.getPropertyValue('--tw-cols')).toBe('2');
    cleanup();
    show({ posts: [], noPostsText: 'Nothing yet' });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(document.querySelector('.tw-posts')).toBeNull();
  });

  it('reports each followed link with the post’s place in the owner’s list', () => {
    const rec = show();
    fireEvent.click(screen.getByRole('link', { name: 'Old news' }));
    fireEvent.click(screen.getByRole('link', { name: 'Read more: New menu' }));
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'title', entityPath: 'posts.0' },
      { interaction: 'click', eventSubType: 'read-more', entityPath: 'posts.1' },
    ]);
  });

  it('translates the owner’s posts and texts, but shows a feed’s posts as the feed wrote them', () => {
    const fr = { title: 'Actualités', readMoreText: 'Lire la suite', 'post.new.title': 'Nouveau menu', 'post.new.summary': 'Des plats de saison.' };
    show({ localization: { languages: { 'fr-FR': fr } } }, { language: 'fr-FR' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Actualités');
    expect(titles()[0]).toBe('Nouveau menu');
    expect(screen.getByText('Des plats de saison.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire la suite: Nouveau menu' })).toBeTruthy();
    cleanup();
    show({ localization: { languages: { 'fr-FR': fr } }, postsFrom: 'rss' }, { language: 'fr-FR' });
    expect(titles()[0]).toBe('New menu');
  });
});
