import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PLAN_FEATURE_UNLIMITED, applyMaskMap, chatSignaturePayload, createWidgetStorage, deviceForWidth, planFeature,
  scrambleComponentId, signChatRequest, verifyChatSignature, widgetStorageKey, type StorageLike,
} from '../../../shared/rules';

describe('plan feature lookup (SPEC §6)', () => {
  it.each([
    ['numOfForms', false], ['numberOfSeats', false], ['maxFileSize', false], ['refreshInterval', false], ['removeBranding', PLAN_FEATURE_UNLIMITED],
  ])('missing %s defaults to %s', (name, v) => expect(planFeature({}, name)).toBe(v));
  it('returns the plan value when present', () => expect(planFeature({ numOfForms: 3, removeBranding: true }, 'numOfForms')).toBe(3));
  it('keeps an explicit false in the stated reading, replaces it in the as-implemented one', () => {
    expect(planFeature({ removeBranding: false }, 'removeBranding')).toBe(false);
    expect(planFeature({ removeBranding: false }, 'removeBranding', 'as-implemented')).toBe(PLAN_FEATURE_UNLIMITED);
    expect(planFeature({ numOfForms: 0 }, 'numOfForms', 'as-implemented')).toBe(false);
  });
  it('tolerates missing plan features', () => expect(planFeature(undefined, 'x')).toBe(PLAN_FEATURE_UNLIMITED));
});

class MapStorage implements StorageLike {
  m = new Map<string, string>();
  getItem(k: string) { return this.m.get(k) ?? null; }
  setItem(k: string, v: string) { this.m.set(k, v); }
  removeItem(k: string) { this.m.delete(k); }
}
const throwing = () => { throw new DOMException('blocked', 'SecurityError'); };

describe('local storage helper (SPEC §7, §5)', () => {
  it('stores per widget under widget_storage + id', () => {
    const local = new MapStorage();
    const s = createWidgetStorage({ local: () => local, session: () => new MapStorage() });
    s.set('w1', { a: 1 });
    expect(widgetStorageKey('w1')).toBe('widget_storagew1');
    expect(local.m.get('widget_storagew1')).toBe('{"a":1}');
    expect(s.get('w1')).toEqual({ a: 1 });
  });
  it('keeps a persistent visitor id in local and a session id in session storage', () => {
    const local = new MapStorage(); const session = new MapStorage();
    const a = createWidgetStorage({ local: () => local, session: () => session });
    const v = a.visitorId(); const sid = a.sessionId();
    expect(v).not.toBe(sid);
    const b = createWidgetStorage({ local: () => local, session: () => new MapStorage() });
    expect(b.visitorId()).toBe(v);
    expect(b.sessionId()).not.toBe(sid);
  });
  it('tolerates missing or throwing storage by keeping values in memory', () => {
    const s = createWidgetStorage({ local: throwing, session: () => undefined });
    s.set('w', [1]);
    expect(s.get('w')).toEqual([1]);
    expect(s.visitorId()).toBe(s.visitorId());
    expect(s.sessionId()).toMatch(/\S{8,}/);
  });
  it('ignores corrupt stored JSON', () => {
    const local = new MapStorage(); local.m.set('widget_storagew', '{oops');
    expect(createWidgetStorage({ local: () => local }).get('w')).toBeUndefined();
  });
});

describe('chat signature (SPEC §7)', () => {
  const req = { componentId: 'abc123', input: 'Hello', history: [{ role: 'user', content: 'hi' }] };
  it('scrambles the id deterministically and the payload has the JSON of input and history', () => {
    expect(scrambleComponentId('abc123')).toBe('333fff');
    expect(chatSignaturePayload(req)).toBe('333fff:{"input":"Hello","history":[{"role":"user","content":"hi"}]}');
  });
  it('is the SHA-256 hex of the payload (cross-checked with node:crypto)', async () => {
    const sig = await signChatRequest(req);
    const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(chatSignaturePayload(req)));
    expect(sig).toBe(Buffer.from(digest).toString('hex'));
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
  });
  it('verifies its own signature and rejects edited input, history or id', async () => {
    const signature = await signChatRequest(req);
    expect(await verifyChatSignature({ ...req, signature })).toBe(true);
    expect(await verifyChatSignature({ ...req, input: 'Hellp', signature })).toBe(false);
    expect(await verifyChatSignature({ ...req, history: [], signature })).toBe(false);
    expect(await verifyChatSignature({ ...req, componentId: 'abc124', signature })).toBe(false);
    expect(await verifyChatSignature({ ...req, signature: 'short' })).toBe(false);
  });
});

describe('device rule (SPEC §4)', () => {
  it.each([[0, 'mobile'], [479, 'mobile'], [480, 'tablet'], [1023, 'tablet'], [1024, 'desktop']] as const)('%i px is %s', (w, d) =>
    expect(deviceForWidth(w)).toBe(d));
});

describe('mask map (SPEC §3)', () => {
  it.each([
    ['audio_player', { songs: [{ id: 's1', content: { audioSrc: 'a.mp3' } }] }, { songs: [{ id: 's1', content: { audioSrc: 'M' } }] }],
    ['pdf_gallery', { pdfs: [{ id: 'p1', document: 'a.pdf' }, { id: 'p2', document: 'b.pdf' }] }, { pdfs: [{ id: 'p1', document: 'M' }, { id: 'p2', document: 'b.pdf' }] }],
    ['pdf_flipbook', { content: { title: 't', items: [{ id: 'f1', pdfUrl: 'x.pdf' }] } }, { content: { title: 't', items: [{ id: 'f1', pdfUrl: 'M' }] } }],
  ])('masks %s urls by item id', (type, data, out) => {
    expect(applyMaskMap(type, data, { s1: 'M', p1: 'M', f1: 'M' })).toEqual(out);
  });
  it('leaves other types and malformed data unchanged', () => {
    const d = { songs: 'x' };
    expect(applyMaskMap('audio_player', d, { a: 'b' })).toBe(d);
    expect(applyMaskMap('form', d, {})).toBe(d);
  });
});
