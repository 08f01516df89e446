// A gallery connected to a CSV or RSS source serves the source's pictures with its viewer data, in the
// frame document too (the first paint); a slow, failing or picture-less source leaves the owner's images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSourceCache } from '../../../server/integrations/source-cache';
import { SOURCE_WAIT_MS } from '../../../server/integrations/source-within';
import { startFakeServer, type FakeServer } from './helpers/fake-server';
import { makeTestEnv, type TestEnv } from './helpers/test-env';
import { envelope as json } from '../../helpers/envelope';

const CSV = 'Image,Title,Link\nhttps://cdn.example/pear.jpg,Pear,https://shop.example/pear\nhttps://cdn.example/fig.jpg,Fig,\n,No picture,\n';
const RSS = `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title>
<item><title>Harbour</title><link>https://news.example/1</link><guid>n1</guid><media:content url="https://news.example/1.jpg" medium="image"/></item>
<item><title>Podcast</title><link>https://news.example/2</link><guid>n2</guid><enclosure url="https://news.example/2.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;

let env: TestEnv;
let upstream: FakeServer;
let slow = false;

beforeAll(async () => {
  upstream = await startFakeServer(async (req, res) => {
    if (req.url === '/slow.csv' || slow) await new Promise((r) => setTimeout(r, SOURCE_WAIT_MS + 1000));
    if (req.url === '/down.csv') return void res.writeHead(500).end('down');
    if (req.url === '/feed.rss') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    if (req.url === '/numbers.csv') return void res.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n1,2\n');
    if (req.url === '/other.csv') return void res.writeHead(200, { 'content-type': 'text/csv' }).end('photo,name\nhttps://cdn.example/kiwi.jpg,Kiwi\n');
    res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
  });
  env = await makeTestEnv('sqlite', { FETCH_ALLOW_HOSTS: upstream.hostPort });
});
afterAll(async () => {
  await env?.close();
  await upstream?.close();
});

const gallery = async (type: string, url: string) => {
  clearSourceCache();
  const w = await env.createWidget(env.ownerId, 'image_gallery', {});
  const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type, url } });
  expect(r.status, await r.clone().text()).toBe(201);
  return w;
};
const viewerData = async (w: string) => (await json(await env.call('GET', `/api/v1/plugin/viewer/${w}`, { key: null }))).data.data;
const ownerImages = (d: { images: { id: string }[] }) => d.images.every((i) => i.id.startsWith('demo-'));

describe('a gallery fed by a data source', () => {
  it("serves a CSV's rows with a picture as its images, in the viewer data and the server-rendered document", async () => {
    const w = await gallery('csv', `${upstream.url}/photos.csv`);
    const d = await viewerData(w);
    expect(d.imagesFrom).toBe('csv');
    expect(d.images).toEqual([
      { id: 'source-1', src: 'https://cdn.example/pear.jpg', alt: 'Pear', caption: 'Pear', link: 'https://shop.example/pear' },
      { id: 'source-2', src: 'https://cdn.example/fig.jpg', alt: 'Fig', caption: 'Fig' },
    ]);
    const html = await (await env.app.request(`/viewer/${w}`)).text();
    expect(html).toContain('src="https://cdn.example/pear.jpg"');
    expect(html).not.toContain('/static/demo/gallery/photo-1.svg');
  });

  it('serves the new source at once when the owner changes its URL (the cached viewer answer is dropped)', async () => {
    const w = await gallery('csv', `${upstream.url}/photos.csv`);
    expect((await viewerData(w)).images[0].alt).toBe('Pear');
    const [row] = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { id: string }[];
    const put = await env.call('PUT', `/api/v1/plugin/${w}/integrations/${row!.id}`, { body: { url: `${upstream.url}/other.csv` } });
    expect(put.status).toBe(200);
    expect((await viewerData(w)).images.map((i: { alt: string }) => i.alt)).toEqual(['Kiwi']);
  });

  it("serves an RSS feed's Media RSS pictures, not its audio enclosures", async () => {
    const w = await gallery('rss', `${upstream.url}/feed.rss`);
    const d = await viewerData(w);
    expect(d.images).toEqual([{ id: 'n1', src: 'https://news.example/1.jpg', alt: 'Harbour', caption: 'Harbour', link: 'https://news.example/1' }]);
  });

  it("keeps the owner's images when the source fails, has no pictures, or is slow (and then serves the source once it has answered)", async () => {
    for (const path of ['/down.csv', '/numbers.csv']) {
      const d = await viewerData(await gallery('csv', `${upstream.url}${path}`));
      expect(ownerImages(d), path).toBe(true);
      expect(d.imagesFrom).toBeUndefined();
    }
    const w = await gallery('csv', `${upstream.url}/photos.csv`);
    slow = true;
    try {
      expect(ownerImages(await viewerData(w))).toBe(true);
    } finally {
      slow = false;
    }
    // The slow fetch went on and filled the cache: a later visitor gets the pictures (once the viewer
    // answer cached for the first one has expired, a few seconds).
    await expect.poll(async () => (await viewerData(w)).imagesFrom, { timeout: 15_000, interval: 500 }).toBe('csv');
    expect(env.logs.some((l) => l.includes('gallery source slow'))).toBe(true);
  });
});
