import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';

const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

describe.each(BACKENDS)('masking (%s)', (backend) => {
  let env: TestEnv;
  let up: FakeServer;
  let audio: string;
  beforeAll(async () => {
    up = await startFakeServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/secret-path/song.mp3') {
        res.setHeader('content-type', 'audio/mpeg');
        res.setHeader('accept-ranges', 'bytes');
        res.setHeader('set-cookie', 'upstream=1');
        const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
        if (!m) return void res.end(AUDIO);
        const start = Number(m[1]);
        const end = m[2] ? Number(m[2]) : AUDIO.length - 1;
        res.statusCode = 206;
        res.setHeader('content-range', `bytes ${start}-${end}/${AUDIO.length}`);
        return void res.end(AUDIO.subarray(start, end + 1));
      }
      if (path === '/page.html') {
        res.setHeader('content-type', 'text/html');
        return void res.end('<script>alert(1)</script>');
      }
      if (path === '/moved.pdf') {
        res.statusCode = 302;
        res.setHeader('location', '/secret-path/song.mp3');
        return void res.end();
      }
      res.statusCode = 404;
      res.end();
    });
    env = await makeTestEnv(backend, { FETCH_ALLOW_HOSTS: up.hostPort });
    audio = await env.createWidget(env.ownerId, 'audio_player', {
      songs: [
        { id: 's1', title: 'A', content: { audioSrc: `${up.url}/secret-path/song.mp3` } },
        { id: 's2', title: 'B', content: { audioSrc: '/static/demo/tone-1.wav' } },
        { id: 's3', title: 'C', content: { audioSrc: 'http://10.0.0.7/internal.mp3' } },
      ],
    });
  });
  afterAll(async () => {
    await env?.close();
    await up?.close();
  });

  it('maps item ids to masked urls on our origin for all three types', async () => {
    const r = await env.call('GET', `/api/masking/${audio}/urls`, { key: null });
    const body = await r.json();
    expect(body.data).toEqual({
      s1: `http://localhost:4000/api/masking/${audio}/file/s1`,
      s3: `http://localhost:4000/api/masking/${audio}/file/s3`,
    });
    const gallery = await env.createWidget(env.ownerId, 'pdf_gallery', { pdfs: [{ id: 'p1', title: 'x', document: `${up.url}/a.pdf` }] });
    const book = await env.createWidget(env.ownerId, 'pdf_flipbook', { content: { items: [{ id: 'b1', title: 'x', pdfUrl: `${up.url}/b.pdf` }] } });
    expect(Object.keys((await (await env.call('GET', `/api/masking/${gallery}/urls`, { key: null })).json()).data)).toEqual(['p1']);
    expect(Object.keys((await (await env.call('GET', `/api/masking/${book}/urls`, { key: null })).json()).data)).toEqual(['b1']);
  });

  it('never hands the originals to visitors once url-masking is connected', async () => {
    const original = `${up.url}/secret-path/song.mp3`;
    const before = await (await env.call('GET', `/api/v1/plugin/viewer/${audio}`, { key: null })).text();
    expect(before).toContain(original);
    expect((await env.call('POST', `/api/v1/plugin/${audio}/integrations`, { body: { type: 'url-masking' } })).status).toBe(201);
    const viewer = await (await env.call('GET', `/api/v1/plugin/viewer/${audio}`, { key: null })).text();
    const doc = await (await env.call('GET', `/viewer/${audio}`, { key: null })).text();
    for (const body of [viewer, doc]) {
      expect(body).not.toContain('secret-path');
      expect(body).toContain(`/api/masking/${audio}/file/s1`);
    }
    // The masked file still streams: the masking routes read the stored original, not the viewer copy.
    const file = await env.call('GET', `/api/masking/${audio}/file/s1`, { key: null });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(AUDIO)).toBe(true);
    await env.call('DELETE', `/api/v1/plugin/${audio}/integrations/${(await (await env.call('GET', `/api/v1/plugin/${audio}/integrations`)).json()).data[0].id}`);
  });

  it('streams the original with Range (206) and never reveals its URL', async () => {
    const r = await env.call('GET', `/api/masking/${audio}/file/s1`, { key: null, headers: { range: 'bytes=100-199' } });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(r.headers.get('content-type')).toBe('audio/mpeg');
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(Buffer.from(await r.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
    const full = await env.call('GET', `/api/masking/${audio}/file/s1`, { key: null });
    expect(full.status).toBe(200);
    expect(Buffer.from(await full.arrayBuffer())).toEqual(AUDIO);
    const all = [...full.headers.entries(), ...r.headers.entries()].join(' ');
    expect(all).not.toContain('secret-path');
    expect(all).not.toContain(up.hostPort);
  });

  it('refuses a private original with 403 and serves non-media as a sandboxed download', async () => {
    const r = await env.call('GET', `/api/masking/${audio}/file/s3`, { key: null });
    expect(r.status).toBe(403);
    expect((await r.json()).code).toBe('MASKED_BLOCKED_ADDRESS');
    const w = await env.createWidget(env.ownerId, 'pdf_gallery', { pdfs: [{ id: 'h', title: 'x', document: `${up.url}/page.html` }] });
    const html = await env.call('GET', `/api/masking/${w}/file/h`, { key: null });
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('content-disposition')).toBe('attachment');
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers 404 for unknown items, unknown and private widgets', async () => {
    expect((await env.call('GET', `/api/masking/${audio}/file/nope`, { key: null })).status).toBe(404);
    expect((await env.call('GET', '/api/masking/missing/urls', { key: null })).status).toBe(404);
    const priv = await env.createWidget(env.ownerId, 'audio_player', {}, { privacy: 'private' });
    expect((await env.call('GET', `/api/masking/${priv}/urls`, { key: null })).status).toBe(404);
  });
});

describe('mask map', () => {
  it('leaves files already on our own origin (owner uploads) unmasked and masks third-party files', async () => {
    const { maskableItems } = await import('../../../../server/masking/mask-map');
    const own = 'http://localhost:4000';
    const items = maskableItems(
      {
        type: 'audio_player',
        data: {
          songs: [
            { id: 'a', content: { audioSrc: `${own}/api/v1/uploads/u1/song.mp3` } },
            { id: 'b', content: { audioSrc: 'https://cdn.example.com/song.mp3' } },
          ],
        },
      },
      own,
    );
    expect(items).toEqual([{ id: 'b', url: 'https://cdn.example.com/song.mp3' }]);
  });
});
