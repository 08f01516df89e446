// The news feed's reading of a source's rows (an RSS item after parseFeed, a CSV's columns, an API's
// fields) into posts, its order and its summaries, table-driven.
import { describe, expect, it } from 'vitest';
import { feedColumns, feedMaxPosts, feedPostsFrom, MAX_FEED_POSTS, newestFirst, plainText, postHref, summaryOf } from '../../../shared/widgets/news-feed';

describe('a source row as a post', () => {
  it.each([
    ['an RSS item', { title: 'Hi', link: 'https://a.example/1', description: '<p>Body</p>', pubDate: 'Tue, 10 Jun 2025 04:00:00 GMT', guid: 'g1', image: 'https://a.example/1.jpg' },
      { id: 'g1', title: 'Hi', link: 'https://a.example/1', summary: 'Body', date: '2025-06-10T04:00:00.000Z', image: 'https://a.example/1.jpg' }],
    ['CSV columns named otherwise, any case', { Headline: 'News', Permalink: 'https://a.example/n', Excerpt: 'Short', Published: '2025-01-02' },
      { id: 'source-1', title: 'News', link: 'https://a.example/n', summary: 'Short', date: '2025-01-02T00:00:00.000Z', image: '' }],
    ['a url that names a picture is the picture', { title: 'Pic', url: 'https://a.example/p.webp' },
      { id: 'source-1', title: 'Pic', link: '', summary: '', date: '', image: 'https://a.example/p.webp' }],
    ['a Media RSS thumbnail object', { title: 'M', 'media:thumbnail': { '@_url': 'https://a.example/t.jpg' } },
      { id: 'source-1', title: 'M', link: '', summary: '', date: '', image: 'https://a.example/t.jpg' }],
    ['a javascript: link and picture dropped', { title: 'X', link: 'javascript:alert(1)', image: 'javascript:alert(2)' },
      { id: 'source-1', title: 'X', link: '', summary: '', date: '', image: '' }],
    ['a date that does not read as one', { title: 'D', date: 'soon' },
      { id: 'source-1', title: 'D', link: '', summary: '', date: '', image: '' }],
    ['a numeric id and a summary only', { id: 42, content: 'Only text &amp; more' },
      { id: '42', title: '', link: '', summary: 'Only text & more', date: '', image: '' }],
  ])('%s', (_name, row, post) => {
    expect(feedPostsFrom([row])).toEqual([post]);
  });

  it('leaves out rows with neither title nor summary, and rows that are not objects', () => {
    expect(feedPostsFrom([null, 'text', [1], { link: 'https://a.example/' }, { title: ' ' }])).toEqual([]);
  });

  it(`orders newest first, undated last, and keeps at most ${MAX_FEED_POSTS}`, () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ title: `P${i}`, date: i === 0 ? '' : `2025-01-${String((i % 28) + 1).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:00:00Z` }));
    const posts = feedPostsFrom(rows);
    expect(posts).toHaveLength(MAX_FEED_POSTS);
    const times = posts.map((p) => Date.parse(p.date));
    expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
    expect(newestFirst([{ date: '' }, { date: '2025-01-01' }, { date: '2025-02-01' }, { date: 'x' }]).map((p) => p.date)).toEqual(['2025-02-01', '2025-01-01', '', 'x']);
  });
});

describe('plain text, summaries and bounds', () => {
  it.each([
    ['<p>A <b>bold</b> move</p>', 'A bold move'],
    ['<p>One</p><p>Two<br>three</p>', 'One Two three'],
    ['Written <b>before</b>. <a href="x">Link</a>!', 'Written before. Link!'],
    ['Tom &amp; Jerry &lt;3 &#8217;s &#x2014; ok&nbsp;now', 'Tom & Jerry <3 ’s — ok now'],
    ['<script>alert(1)</script>Safe<style>p{}</style>', 'Safe'],
    ['&unknown; stays', '&unknown; stays'],
    ['  many\n\n spaces ', 'many spaces'],
  ])('%j reads %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it.each([
    ['Short.', 160, 'Short.'],
    ['One two three four five six', 12, 'One two…'],
    ['Averyveryverylongwordwithoutspaces', 10, 'Averyveryv…'],
    ['Ends with a comma, and more', 17, 'Ends with a comma…'],
    ['Anything', 0, ''],
  ] as const)('%j cut at %i is %j', (text, max, out) => {
    expect(summaryOf(text, max)).toBe(out);
  });

  it.each([
    [3, 3, 6, 6], [0, 3, 0, 6], [9, 4, 99, 50], ['2', 2, '10', 10], [undefined, 3, undefined, 6], [-1, 1, -5, 1],
  ])('columns %j are %i and posts %j are %i', (c, cols, m, max) => {
    expect(feedColumns(c)).toBe(cols);
    expect(feedMaxPosts(m)).toBe(max);
  });

  it.each([
    ['https://a.example/x?y=1', 'https://a.example/x?y=1'], [' http://A.example ', 'http://a.example/'], ['/news', undefined], ['javascript:alert(1)', undefined], ['', undefined], [7, undefined],
  ])('the link %j is %j', (link, href) => {
    expect(postHref(link)).toBe(href);
  });
});
