// A news feed connected to a data source serves the source's latest posts with its viewer data, in the
// frame document too (the first paint); a slow or failing source serves no post rather than the type's
// sample posts, which are not the site's news.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSourceCache } from '../../../server/integrations/source-cache';
import { SOURCE_WAIT_MS } from '../../../server/integrations/source-within';
import { startFakeServer, type FakeServer } from './helpers/fake-server';
import { makeTestEnv, type TestEnv } from './helpers/test-env';
import { envelope as json } from '../../helpers/envelope';

// Out of order, HTML in the descriptions (as most feeds carry), entities, a Media RSS picture.
const RSS = `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Harbour Café</title>
<item><title>Summer menu</title><link>https://cafe.example/news/summer</link><guid>n1</guid><pubDate>Mon, 02 Jun 2026 08:00:00 GMT</pubDate><description><![CDATA[<p>Cold brew &amp; <b>iced</b> lattes are back.</p><script>alert(1)</script>]]></description></item>
<item><title>Winter hours &amp; more</title><link>https://cafe.example/news/winter</link><guid>n2</guid><pubDate>Fri, 20 Nov 2026 09:30:00 +0100</pubDate><description>We open at 7:00 from December.</description><media:content url="https://cafe.example/winter.jpg" medium="image"/></item>
<item><title>Bad link</title><link>javascript:alert(1)</link><guid>n3</guid><description>No date, no link.</description></item>
</channel></rss>`;
const ATOM = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title>
<entry><title>First post</title><link href="https://blog.example/1"/><id>urn:1</id><updated>2026-10-01T12:00:00Z</updated><summary>Hello.</summary></entry>
<entry><title>Second post</title><link rel="alternate" href="https://blog.example/2"/><id>urn:2</id><updated>2026-10-05T12:00:00Z</updated><summary>Again.</summary></entry>
</feed>`;

let env: TestEnv;
let upstream: FakeServer;
let slow = false;

beforeAll(async () => {
  upstream = await startFakeServer(async (req, res) => {
    if (slow) await new Promise((r) => setTimeout(r, SOURCE_WAIT_MS + 1000));
    if (req.url === '/down.rss') return void res.writeHead(500).end('down');
    if (req.url === '/atom.xml') return void res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
    if (req.url === '/news.csv') return void res.writeHead(200, { 'content-type': 'text/csv' }).end('Title,Date,Summary,Url\nOpen day,2026-09-01,Come and see,https://cafe.example/open\n');
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
  });
  env = await makeTestEnv('sqlite', { FETCH_ALLOW_HOSTS: upstream.hostPort });
});
afterAll(async () => {
  await env?.close();
  await upstream?.close();
});

const feed = async (type: string, url: string) => {
  clearSourceCache();
  const w = await env.createWidget(env.ownerId, 'news_feed', {});
  const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type, url } });
  expect(r.status, await r.clone().text()).toBe(201);
  return w;
};
const viewerData = async (w: string) => {
  clearSourceCache();
  return (await json(await env.call('GET', `/api/v1/plugin/viewer/${w}`, { key: null }))).data.data;
};

describe('a news feed fed by a data source', () => {
  it("serves an RSS feed's items as posts, newest first, as plain text, in the viewer data and the server-rendered document", async () => {
    const w = await feed('rss', `${upstream.url}/feed.rss`);
    const d = await viewerData(w);
    expect(d.postsFrom).toBe('rss');
    expect(d.posts).toEqual([
      { id: 'n2', title: 'Winter hours & more', link: 'https://cafe.example/news/winter', summary: 'We open at 7:00 from December.', date: '2026-11-20T08:30:00.000Z', image: 'https://cafe.example/winter.jpg' },
      { id: 'n1', title: 'Summer menu', link: 'https://cafe.example/news/summer', summary: 'Cold brew & iced lattes are back.', date: '2026-06-02T08:00:00.000Z', image: '' },
      { id: 'n3', title: 'Bad link', link: '', summary: 'No date, no link.', date: '', image: '' },
    ]);
    const html = await (await env.app.request(`/viewer/${w}`)).text();
    expect(html).toContain('Winter hours &amp; more');
    expect(html).toContain('href="https://cafe.example/news/winter"');
    // Not the type's sample posts, and no markup of the feed's.
    expect(html).not.toContain('We roast our own beans now');
    expect(html).not.toContain('<script>alert');
  });

  it("serves an Atom feed's entries and a CSV's rows", async () => {
    const atom = await viewerData(await feed('rss', `${upstream.url}/atom.xml`));
    expect(atom.posts.map((p: { title: string; link: string }) => [p.title, p.link])).toEqual([
      ['Second post', 'https://blog.example/2'],
      ['First post', 'https://blog.example/1'],
    ]);
    const csv = await viewerData(await feed('csv', `${upstream.url}/news.csv`));
    expect(csv.posts).toEqual([{ id: 'source-1', title: 'Open day', link: 'https://cafe.example/open', summary: 'Come and see', date: '2026-09-01T00:00:00.000Z', image: '' }]);
  });

  it('serves no post, never the samples, when the source fails or is slow, and the posts once it has answered', async () => {
    const down = await viewerData(await feed('rss', `${upstream.url}/down.rss`));
    expect(down).toMatchObject({ posts: [], postsFrom: 'rss' });
    const w = await feed('rss', `${upstream.url}/feed.rss`);
    slow = true;
    try {
      expect((await json(await env.call('GET', `/api/v1/plugin/viewer/${w}`, { key: null }))).data.data.posts).toEqual([]);
    } finally {
      slow = false;
    }
    await expect.poll(async () => (await json(await env.call('GET', `/api/v1/plugin/viewer/${w}`, { key: null }))).data.data.posts.length, { timeout: 15_000, interval: 500 }).toBe(3);
  });

  it("keeps the owner's posts when no source is connected", async () => {
    const w = await env.createWidget(env.ownerId, 'news_feed', { posts: [{ id: 'own', title: 'Our own news', date: '2026-11-01' }] });
    const d = await viewerData(w);
    expect(d.posts).toEqual([{ id: 'own', title: 'Our own news', date: '2026-11-01' }]);
    expect(d.postsFrom).toBeUndefined();
  });
});
