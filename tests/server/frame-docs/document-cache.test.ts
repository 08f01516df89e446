// The frame document cache on its own (server/frame-docs/document-cache.ts): expiry, its bound, and
// which documents an edit or a learned height drops. The route and fast path on top of it are tested
// end to end in document-fast-path.test.ts.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerDocument, DocumentCache } from '../../../server/frame-docs/document-cache';

const headers = { 'content-type': 'text/html; charset=UTF-8' };
const viewerDoc = (widgetId: string, device: string, known: number | undefined) => ({ widgetId, height: { device, known }, headers });

describe('frame document cache', () => {
  it('keeps a document 5 s, gzipped once, with a tag per variant', () => {
    const c = new DocumentCache();
    const d = c.set('http://a/viewer/w1', viewerDoc('w1', 'desktop', 400), '<p>hello</p>', 1000);
    expect(gunzipSync(d.gzip.bytes).toString()).toBe('<p>hello</p>');
    expect(d.gzip.etag).not.toBe(d.identity.etag);
    expect(c.get('http://a/viewer/w1', 5999)).toBe(d);
    expect(c.get('http://a/viewer/w1', 6000)).toBeUndefined();
    expect(c.get('http://a/viewer/w1', 1000)).toBeUndefined();
  });

  it('holds at most 1,000 documents, dropping the oldest first', () => {
    const c = new DocumentCache();
    for (let i = 0; i <= 1000; i++) c.set(`http://a/viewer/w${i}`, viewerDoc(`w${i}`, 'desktop', 1), 'x', 0);
    expect(c.get('http://a/viewer/w0', 1)).toBeUndefined();
    expect(c.get('http://a/viewer/w1', 1)).toBeDefined();
    expect(c.get('http://a/viewer/w1000', 1)).toBeDefined();
  });

  it("forgets every document of one widget, and only that widget's", () => {
    const c = new DocumentCache();
    c.set('http://a/viewer/w1?origin=x', viewerDoc('w1', 'desktop', 1), 'a', 0);
    c.set('http://a/lp/g1', { widgetId: 'w1', height: null, headers }, 'b', 0);
    c.set('http://a/viewer/w2', viewerDoc('w2', 'desktop', 1), 'c', 0);
    c.forget('w1');
    expect(c.get('http://a/viewer/w1?origin=x', 1)).toBeUndefined();
    expect(c.get('http://a/lp/g1', 1)).toBeUndefined();
    expect(c.get('http://a/viewer/w2', 1)).toBeDefined();
  });

  it('drops on a learned height only the documents of that device class that carry another height', () => {
    const c = new DocumentCache();
    c.set('desk', viewerDoc('w1', 'desktop', 400), 'a', 0);
    c.set('desk-unknown', viewerDoc('w1', 'desktop', undefined), 'b', 0);
    c.set('phone', viewerDoc('w1', 'mobile', 700), 'c', 0);
    c.set('landing', { widgetId: 'w1', height: null, headers }, 'd', 0);
    c.heightLearned('w1', 'desktop', 400);
    expect(['desk', 'desk-unknown', 'phone', 'landing'].map((k) => !!c.get(k, 1))).toEqual([true, false, true, true]);
    c.heightLearned('w1', 'desktop', 420);
    expect(['desk', 'phone', 'landing'].map((k) => !!c.get(k, 1))).toEqual([false, true, true]);
  });

  it('answers gzip only to a client that accepts it, and 304 only for the variant the client holds', () => {
    const d = new DocumentCache().set('k', viewerDoc('w1', 'desktop', 1), '<p>hi</p>', 0);
    const gz = answerDocument(d, 'gzip, deflate, br', undefined);
    expect([gz.status, gz.headers['content-encoding'], gz.headers.etag, gz.headers.vary]).toEqual([200, 'gzip', d.gzip.etag, 'Accept-Encoding']);
    expect(gz.body).toBe(d.gzip.bytes);
    const refused = answerDocument(d, 'gzip;q=0, br', undefined);
    expect([refused.headers['content-encoding'], refused.body?.toString()]).toEqual([undefined, '<p>hi</p>']);
    expect(answerDocument(d, 'gzip', d.gzip.etag!).status).toBe(304);
    expect(answerDocument(d, 'gzip', d.identity.etag!).status).toBe(200);
    expect(answerDocument(d, undefined, `W/${d.identity.etag}`).status).toBe(304);
  });
});
