import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimits } from '../../../server/http/rate-limit';
import { UPLOAD_CHUNK_BYTES, UPLOAD_QUOTA_BYTES, UPLOAD_RATE } from '../../../server/uploads/limits';
import { BACKENDS, json, makeTestApp, PUBLIC_URL, type TestApp } from '../core/harness';
import { EXE, FONT_SAMPLES, mp3OfSize, PNG, SAMPLES } from './samples';
import { countingStream, pathOf, stored, uploadMultipart, uploadRaw } from './upload-helpers';

describe.each(BACKENDS)('uploads on %s', (backend) => {
  let t: TestApp;
  // Sign-ups are rate-limited per IP: a few owners serve every test.
  let a: { cookie: string; id: string };
  let b: { cookie: string; id: string };
  beforeAll(async () => {
    t = await makeTestApp(backend);
    a = await t.owner('A');
    b = await t.owner('B');
  });
  afterAll(() => t.close());

  it.each(SAMPLES)('accepts a $label file and serves the same bytes back with its sniffed type', async (s) => {
    const o = a;
    const res = await uploadMultipart(t, o.cookie, s.bytes, s.name, s.type);
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ contentType: s.contentType, size: s.bytes.length });
    expect(body.data.name).toMatch(new RegExp(`^[\\p{L}\\p{N}._-]+\\.${s.ext}$`, 'u'));
    expect(body.data.url).toBe(`${PUBLIC_URL}/api/v1/uploads/${body.data.id}/${encodeURIComponent(body.data.name)}`);
    const got = await t.request(pathOf(body.data.url));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe(s.contentType);
    expect(Buffer.from(await got.arrayBuffer()).equals(s.bytes)).toBe(true);
  });

  it('names the file safely: no path, no quotes, the sniffed extension', async () => {
    const o = a;
    const body = await json(await uploadMultipart(t, o.cookie, PNG, '../../etc/My "best" photo.PNG', 'image/png'));
    expect(body.data.name).toBe('My-best-photo.png');
    const pdf = SAMPLES.find((s) => s.label === 'PDF')!;
    const b2 = await json(await uploadMultipart(t, o.cookie, pdf.bytes, pdf.name, pdf.type));
    expect(b2.data.name).toBe('Annual-Report-2024.pdf');
  });

  it('accepts a raw body with its Content-Type and ?name=', async () => {
    const o = a;
    const res = await uploadRaw(t, o.cookie, PNG, 'image/png', 'raw pic.png');
    const body = await json(res);
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ name: 'raw-pic.png', contentType: 'image/png', size: PNG.length });
  });

  it('refuses a renamed .exe with 415 and stores nothing', async () => {
    const o = a;
    const before = await stored(t);
    const res = await uploadMultipart(t, o.cookie, EXE, 'holiday.png', 'image/png');
    const body = await json(res);
    expect(res.status).toBe(415);
    expect(body).toMatchObject({ success: false, code: 'UPLOAD_TYPE_UNSUPPORTED' });
    expect(body.message).toMatch(/not supported.*PNG, JPEG/);
    expect(await stored(t)).toEqual(before);
  });

  it('refuses a file whose name or type contradicts its bytes with 415', async () => {
    const o = a;
    const before = await stored(t);
    const byName = await uploadMultipart(t, o.cookie, PNG, 'scan.pdf', 'application/octet-stream');
    expect(byName.status).toBe(415);
    expect(await json(byName)).toMatchObject({ code: 'UPLOAD_TYPE_MISMATCH', message: expect.stringMatching(/PNG image, but its name ends in \.pdf/) });
    const byType = await uploadRaw(t, o.cookie, PNG, 'audio/mpeg');
    expect(await json(byType)).toMatchObject({ code: 'UPLOAD_TYPE_MISMATCH', message: expect.stringMatching(/its type says MP3 audio/) });
    expect(await stored(t)).toEqual(before);
  });

  it.each([
    ['a script element', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an onload attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['an entity-encoded javascript: link', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><a x:href="&#106;ava&#x09;script:alert(1)"><text>hi</text></a></svg>'],
    ['a foreignObject', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>'],
    ['a DTD with entities', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>'],
    ['an href animation', '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" to="https://x"/><text>t</text></a></svg>'],
  ])('refuses an SVG with %s (415, nothing stored)', async (_label, svg) => {
    const o = a;
    const before = await stored(t);
    const res = await uploadMultipart(t, o.cookie, Buffer.from(svg), 'x.svg', 'image/svg+xml');
    expect(res.status).toBe(415);
    expect((await json(res)).code).toBe('UPLOAD_SVG_UNSAFE');
    expect(await stored(t)).toEqual(before);
  });

  it('refuses at once, unread, a body whose Content-Length is over the cap', async () => {
    const o = a;
    const { stream, seen } = countingStream(110 * 1024 * 1024);
    const res = await uploadRaw(t, o.cookie, stream, 'application/octet-stream', 'big.bin', { 'content-length': String(110 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'This file is too large. Font files can be at most 5 MB; images at most 10 MB; audio and PDF files at most 50 MB; video files at most 100 MB.',
    });
    expect(seen.pulled).toBeLessThan(1024 * 1024);
    // An announced audio file is held to the audio cap, under the video one.
    const mp3 = await uploadRaw(t, o.cookie, countingStream(60 * 1024 * 1024).stream, 'audio/mpeg', 'big.mp3', { 'content-length': String(60 * 1024 * 1024) });
    expect(mp3.status).toBe(413);
    expect((await json(mp3)).message).toBe('Audio files can be at most 50 MB.');
    // An announced image is held to the image cap.
    const img = await uploadRaw(t, o.cookie, countingStream(11 * 1024 * 1024).stream, 'image/png', 'x.png', { 'content-length': String(11 * 1024 * 1024) });
    expect(img.status).toBe(413);
    expect((await json(img)).message).toBe('Images can be at most 10 MB.');
  });

  it('refuses a streamed image over 10 MB part-way and leaves nothing written', async () => {
    const o = a;
    const before = await stored(t);
    const { stream, seen } = countingStream(12 * 1024 * 1024, 256 * 1024, PNG);
    const res = await uploadRaw(t, o.cookie, stream, 'application/octet-stream', 'huge.png');
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe('Images can be at most 10 MB.');
    expect(seen.pulled).toBeLessThanOrEqual(10 * 1024 * 1024 + 512 * 1024);
    expect(await stored(t)).toEqual(before);
  });

  it('refuses a font over 5 MB: at once when announced, part-way when not, storing nothing', async () => {
    const o = a;
    const before = await stored(t);
    const size = 6 * 1024 * 1024;
    const announced = await uploadRaw(t, o.cookie, countingStream(size).stream, 'font/woff2', 'Brand.woff2', { 'content-length': String(size) });
    expect(announced.status).toBe(413);
    expect((await json(announced)).message).toBe('Font files can be at most 5 MB.');
    const { stream, seen } = countingStream(size, 256 * 1024, FONT_SAMPLES[0]!.bytes);
    const streamed = await uploadRaw(t, o.cookie, stream, 'application/octet-stream', 'Brand');
    expect(streamed.status).toBe(413);
    expect((await json(streamed)).message).toBe('Font files can be at most 5 MB.');
    expect(seen.pulled).toBeLessThanOrEqual(5 * 1024 * 1024 + 512 * 1024);
    expect(await stored(t)).toEqual(before);
  });

  it('refuses a font whose name or type contradicts its bytes with 415', async () => {
    const o = a;
    const woff2 = FONT_SAMPLES.find((s) => s.ext === 'woff2')!;
    const byName = await uploadMultipart(t, o.cookie, woff2.bytes, 'Brand.ttf', 'application/octet-stream');
    expect(await json(byName)).toMatchObject({ code: 'UPLOAD_TYPE_MISMATCH', message: expect.stringMatching(/WOFF2 font, but its name ends in \.ttf/) });
    const byType = await uploadRaw(t, o.cookie, new Uint8Array(woff2.bytes), 'image/png', 'Brand');
    expect(await json(byType)).toMatchObject({ code: 'UPLOAD_TYPE_MISMATCH', message: expect.stringMatching(/its type says PNG image/) });
    expect(byType.status).toBe(415);
  });

  it('serves an uploaded font for a cross-origin @font-face: its type, CORS open, immutable, no CSP', async () => {
    const o = await t.owner('Fonts');
    const woff2 = FONT_SAMPLES.find((s) => s.ext === 'woff2')!;
    const body = await json(await uploadMultipart(t, o.cookie, woff2.bytes, woff2.name, ''));
    expect(body.data).toMatchObject({ contentType: 'font/woff2', kind: 'font', name: 'Brand-Bold.woff2' });
    const res = await t.request(pathOf(body.data.url), { headers: { origin: 'https://shop.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await res.arrayBuffer()).equals(woff2.bytes)).toBe(true);
    const fonts = await json(await t.call(o.cookie, 'GET', '/api/v1/uploads?kind=font'));
    expect(fonts.data.items.map((i: { id: string }) => i.id)).toEqual([body.data.id]);
  });

  describe('a multi-chunk audio file', () => {
    const size = UPLOAD_CHUNK_BYTES * 2 + 1234;
    const bytes = mp3OfSize(size);
    let path = '';
    beforeAll(async () => {
      const o = a;
      const body = await json(await uploadRaw(t, o.cookie, new Uint8Array(bytes), 'audio/mpeg', 'long.mp3'));
      path = pathOf(body.data.url);
      const chunks = await t.deps.db.selectFrom('upload_chunks').select('seq').where('upload_id', '=', body.data.id).execute();
      expect(chunks).toHaveLength(3);
    });
    const get = (headers: Record<string, string> = {}, method = 'GET') => t.request(path, { method, headers });

    it('serves it whole with the caching, type and safety headers', async () => {
      const res = await get();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="long\.mp3"/);
      expect(res.headers.get('content-length')).toBe(String(size));
      expect(res.headers.get('etag')).toMatch(/^"[\w-]{43}"$/);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('answers the first bytes with 206 and Content-Range', async () => {
      const res = await get({ range: 'bytes=0-99' });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
      expect(res.headers.get('content-length')).toBe('100');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    });

    it('answers a suffix range with the last bytes', async () => {
      const res = await get({ range: 'bytes=-500' });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(size - 500))).toBe(true);
    });

    it('answers a range across chunk boundaries and an open-ended one', async () => {
      const from = UPLOAD_CHUNK_BYTES - 10;
      const to = UPLOAD_CHUNK_BYTES * 2 + 10;
      const res = await get({ range: `bytes=${from}-${to}` });
      expect(res.status).toBe(206);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(from, to + 1))).toBe(true);
      const open = await get({ range: `bytes=${size - 3}-` });
      expect(Buffer.from(await open.arrayBuffer()).equals(bytes.subarray(size - 3))).toBe(true);
    });

    it('answers an unsatisfiable range with 416 and bytes */size; ignores a malformed one', async () => {
      const res = await get({ range: `bytes=${size}-` });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      expect((await get({ range: 'bytes=-0' })).status).toBe(416);
      const bad = await get({ range: 'bytes=abc' });
      expect(bad.status).toBe(200);
      expect((await bad.arrayBuffer()).byteLength).toBe(size);
    });

    it('honours If-None-Match (304) and serves whole when If-Range is stale', async () => {
      const etag = (await get({ range: 'bytes=0-0' })).headers.get('etag')!;
      expect((await get({ 'if-none-match': etag })).status).toBe(304);
      const stale = await get({ range: 'bytes=0-9', 'if-range': '"other"' });
      expect(stale.status).toBe(200);
      const fresh = await get({ range: 'bytes=0-9', 'if-range': etag });
      expect(fresh.status).toBe(206);
    });

    it('answers HEAD and CORS preflight without a body', async () => {
      const head = await get({}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(size));
      expect(await head.text()).toBe('');
      const pre = await t.request(path, { method: 'OPTIONS', headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' } });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      expect(pre.headers.get('access-control-allow-headers')).toMatch(/Range/);
    });
  });

  it('serves SVG under a sandboxing CSP', async () => {
    const o = a;
    const svg = SAMPLES.find((s) => s.label === 'SVG')!;
    const body = await json(await uploadMultipart(t, o.cookie, svg.bytes, svg.name, svg.type));
    const res = await t.request(pathOf(body.data.url));
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it("another owner's delete is 404 and the file stays; the owner's delete removes it", async () => {
    const body = await json(await uploadMultipart(t, a.cookie, PNG, 'a.png', 'image/png'));
    const id = body.data.id;
    const theirs = await t.call(b.cookie, 'DELETE', `/api/v1/uploads/${id}`);
    expect(theirs.status).toBe(404);
    expect((await t.request(pathOf(body.data.url))).status).toBe(200);
    const mine = await t.call(a.cookie, 'DELETE', `/api/v1/uploads/${id}`);
    expect(mine.status).toBe(200);
    expect((await t.request(pathOf(body.data.url))).status).toBe(404);
    const chunks = await t.deps.db.selectFrom('upload_chunks').select('seq').where('upload_id', '=', id).execute();
    expect(chunks).toHaveLength(0);
    expect((await t.call(a.cookie, 'DELETE', `/api/v1/uploads/${id}`)).status).toBe(404);
  });

  it('lists only the owner\'s uploads, newest first, with paging, kind filter and usage', async () => {
    let clock = 1_000;
    const a = await t.owner('Lister');
    const ids: string[] = [];
    for (const s of [SAMPLES[0]!, SAMPLES[1]!, SAMPLES[5]!]) {
      const body = await json(await uploadMultipart(t, a.cookie, s.bytes, s.name, s.type));
      ids.push(body.data.id);
      await t.deps.db.updateTable('uploads').set({ created_at: (clock += 1000) }).where('id', '=', body.data.id).execute();
    }
    await uploadMultipart(t, b.cookie, PNG, 'b.png', 'image/png');
    const p1 = await json(await t.call(a.cookie, 'GET', '/api/v1/uploads?limit=2'));
    expect(p1.data.total).toBe(3);
    expect(p1.data.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
    const p2 = await json(await t.call(a.cookie, 'GET', '/api/v1/uploads?limit=2&page=2'));
    expect(p2.data.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    const images = await json(await t.call(a.cookie, 'GET', '/api/v1/uploads?kind=image'));
    expect(images.data.total).toBe(2);
    expect(p1.data.usedBytes).toBe(SAMPLES[0]!.bytes.length + SAMPLES[1]!.bytes.length + SAMPLES[5]!.bytes.length);
    expect(p1.data.quotaBytes).toBe(UPLOAD_QUOTA_BYTES);
    expect((await t.call(a.cookie, 'GET', '/api/v1/uploads?kind=video')).status).toBe(200);
    expect((await t.call(a.cookie, 'GET', '/api/v1/uploads?kind=movie')).status).toBe(400);
  });

  it('refuses an upload that would exceed the owner quota (413) and stores nothing', async () => {
    const o = await t.owner('Quota');
    // An existing upload that leaves 50 bytes of room.
    await t.deps.db.insertInto('uploads').values({ id: `q-${o.id}`, owner_id: o.id, name: 'old.pdf', content_type: 'application/pdf', kind: 'pdf', size: UPLOAD_QUOTA_BYTES - 50, sha256: 'x', status: 'ready', created_at: 1 }).execute();
    const before = await stored(t);
    const res = await uploadMultipart(t, o.cookie, PNG, 'p.png', 'image/png');
    const body = await json(res);
    expect(res.status).toBe(413);
    expect(body).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', message: expect.stringMatching(/500 MB/) });
    expect(await stored(t)).toEqual(before);
    // A file that fits still goes in.
    expect((await uploadRaw(t, o.cookie, PNG.subarray(0, 40), 'image/png', 'tiny.png')).status).toBe(201);
  });

  it('needs an owner: 401 without credentials, 403 for a cross-site cookie post', async () => {
    const anon = await t.request('/api/v1/uploads', { method: 'POST', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(anon.status).toBe(401);
    const o = a;
    const cross = await t.request('/api/v1/uploads', { method: 'POST', headers: { cookie: o.cookie, origin: 'https://evil.example', 'content-type': 'image/png' }, body: PNG });
    expect(cross.status).toBe(403);
    expect((await t.request('/api/v1/uploads')).status).toBe(401);
  });

  it('rate-limits uploads per owner with 429 and Retry-After', async () => {
    const o = await t.owner('Busy');
    await hitRateLimits(t.deps, Array.from({ length: UPLOAD_RATE.limit }, () => ({ key: `upload:${o.id}`, rule: UPLOAD_RATE })));
    const res = await uploadRaw(t, o.cookie, PNG, 'image/png', 'p.png');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses an empty file and a form without a file field with 400', async () => {
    const o = a;
    expect((await json(await uploadRaw(t, o.cookie, new Uint8Array(0), 'image/png'))).code).toBe('UPLOAD_EMPTY');
    const form = new FormData();
    form.append('other', 'x');
    const res = await t.request('/api/v1/uploads', { method: 'POST', headers: { cookie: o.cookie, origin: PUBLIC_URL }, body: form });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('UPLOAD_NO_FILE');
  });
});
