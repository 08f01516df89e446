import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { errorResponse } from '../../../server/http/error-handler';
import { readJson, safeJsonParse } from '../../../server/http/read-json';
import { BACKENDS, json, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('HTTP hardening on %s', (backend) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const log = { info: (msg: string, f?: object) => lines.push({ msg, ...f }), warn: () => {}, error: (msg: string, f?: object) => lines.push({ msg, ...f }) };
    t = await makeTestApp(backend, { log });
  });
  afterAll(() => t.close());

  it('malformed JSON answers 400 in the envelope and writes nothing', async () => {
    const o = await t.owner();
    const res = await t.request('/api/v1/plugin/?pluginType=form', {
      method: 'POST', headers: { cookie: o.cookie, origin: 'http://localhost:4000', 'content-type': 'application/json' }, body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ success: false, data: null, message: 'Malformed JSON body.' });
    expect(await t.deps.db.selectFrom('widgets').select('id').where('owner_id', '=', o.id).execute()).toHaveLength(0);
  });

  it('__proto__ and constructor keys never reach stored data or pollute prototypes', async () => {
    const o = await t.owner();
    const body = '{"name":"P","data":{"__proto__":{"polluted":true},"nested":{"constructor":{"prototype":{"bad":1}},"ok":1}}}';
    const res = await t.request('/api/v1/plugin/?pluginType=form', {
      method: 'POST', headers: { cookie: o.cookie, origin: 'http://localhost:4000', 'content-type': 'application/json' }, body,
    });
    expect(res.status).toBe(201);
    const id = (await json(res)).data.guid;
    const row = await t.deps.db.selectFrom('widgets').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.data).not.toContain('__proto__');
    expect(row.data).not.toContain('constructor');
    expect(JSON.parse(row.data).nested.ok).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
  });

  it('a 20 MB body gets 413 without being buffered, with or without Content-Length', async () => {
    const o = await t.owner();
    const big = 'x'.repeat(20 * 1024 * 1024);
    const declared = await t.request('/api/v1/plugin/?pluginType=form', {
      method: 'POST', headers: { cookie: o.cookie, origin: 'http://localhost:4000', 'content-type': 'application/json', 'content-length': String(big.length) }, body: big,
    });
    expect(declared.status).toBe(413);
    expect((await json(declared)).success).toBe(false);
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const stream = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (pulled >= 20 * 1024 * 1024) return ctrl.close();
        pulled += chunk.byteLength;
        ctrl.enqueue(chunk);
      },
    });
    const streamed = await t.request('/api/v1/plugin/?pluginType=form', {
      method: 'POST', headers: { cookie: o.cookie, origin: 'http://localhost:4000', 'content-type': 'application/json' }, body: stream, duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(4 * 1024 * 1024);
  });

  it('sends nosniff and a referrer policy everywhere; HTML is unframeable unless the route set frame-ancestors', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await t.request('/login');
    expect(html.headers.get('x-frame-options')).toBe('DENY');
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('logs one structured line per request with no query string and no cookie', async () => {
    const o = await t.owner();
    lines.length = 0;
    await t.request('/api/v1/plugin/instances?search=secret-token-123', { headers: { cookie: o.cookie } });
    const line = lines.find((l) => l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/v1/plugin/instances', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('secret-token-123');
    expect(JSON.stringify(lines)).not.toContain(o.cookie.split('=')[1]);
  });

  it('unknown paths answer a 404 envelope', async () => {
    const res = await t.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ success: false, data: null });
  });
});

describe('error handler and readJson', () => {
  const log = { info() {}, warn() {}, error() {} };
  const app = new Hono();
  app.post('/zod', async (c) => c.json(await readJson(c, z.object({ a: z.object({ b: z.number() }) }))));
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  app.onError((err, c) => errorResponse(c, err, log));

  it('zod errors answer 400 naming the path', async () => {
    const res = await app.request('/zod', { method: 'POST', body: '{"a":{"b":"x"}}' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toContain('a.b');
    expect(body.issues[0].path).toBe('a.b');
  });

  it('unknown errors answer 500 without leaking the message', async () => {
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({ success: false, data: null, message: 'Internal server error.', code: 'INTERNAL' });
  });

  it('safeJsonParse drops prototype keys at every depth', () => {
    const v = safeJsonParse('{"__proto__":{"x":1},"a":[{"constructor":1,"k":2}],"prototype":3}') as any;
    expect(Object.keys(v)).toEqual(['a']);
    expect(v.a[0]).toEqual({ k: 2 });
  });
});
