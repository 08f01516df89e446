import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { withinOneMinute } from '../../core/harness';
import { envelope as json } from '../../../helpers/envelope';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'topic', type: 'select', label: 'Topic', options: ['Question', 'Other'] },
  { id: 'qty', type: 'number', label: 'Quantity', min: 1, max: 5 },
  { id: 'message', type: 'textarea', label: 'Message' },
];
const RECAPTCHA_SECRET = 'recaptcha-secret-SENTINEL-1';
const OOPSPAM_KEY = 'oopspam-key-SENTINEL-2';

describe.each(BACKENDS)('form submissions (%s)', (backend) => {
  let env: TestEnv;
  let google: FakeServer;
  let oops: FakeServer;
  let googleDown = false;
  const stored = async (w: string) => (await env.deps.db.selectFrom('form_submissions').select('id').where('widget_id', '=', w).execute()).length;
  const submit = (w: string, body: unknown) => env.call('POST', `/api/v1/forms/${w}/submissions`, { body, key: null });
  const form = () => env.createWidget(env.ownerId, 'form', { fields: FIELDS });

  beforeAll(async () => {
    // Google's siteverify: form-encoded secret + response; token "good-<action>-<score>-<host>".
    google = await startFakeServer((req, res, body) => {
      if (googleDown) return void res.destroy();
      const p = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      const [kind, action, score, hostname] = (p.get('response') ?? '').split('|');
      if (req.url !== '/recaptcha/api/siteverify' || p.get('secret') !== RECAPTCHA_SECRET || kind !== 'good') {
        return void res.end(JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }));
      }
      res.end(JSON.stringify({ success: true, score: Number(score), action, hostname, challenge_ts: new Date().toISOString() }));
    });
    oops = await startFakeServer((req, res, body) => {
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/v1/spamdetection' || req.headers['x-api-key'] !== OOPSPAM_KEY) {
        res.statusCode = 401;
        return void res.end('{"message":"bad key"}');
      }
      const spam = /viagra/i.test(JSON.parse(body).content);
      res.end(JSON.stringify({ Score: spam ? 6 : 0, Details: { isContentSpam: spam ? 'spam' : 'nospam' } }));
    });
    env = await makeTestEnv(backend, { RECAPTCHA_BASE_URL: google.url, OOPSPAM_BASE_URL: oops.url }, withinOneMinute());
  });
  afterAll(async () => {
    await env?.close();
    await google?.close();
    await oops?.close();
  });

  it('stores a valid submission and lists it for the owner with counters', async () => {
    const w = await form();
    const r = await submit(w, { data: { name: ' Ann ', email: 'ann@example.com', topic: 'Question', qty: '2' }, pageUrl: 'https://shop.example/p' });
    expect(r.status).toBe(201);
    const id = (await json(r)).data.id;
    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/submissions?page=1&limit=10`));
    expect(list.data.total).toBe(1);
    expect(list.data.counters).toMatchObject({ total: 1, unread: 1, last24h: 1 });
    expect(list.data.docs[0]).toMatchObject({ id, data: { name: 'Ann', email: 'ann@example.com', topic: 'Question', qty: 2 }, pageUrl: 'https://shop.example/p' });
    const counters = await json(await env.call('GET', `/api/v1/plugin/${w}/submissions/counters`));
    expect(counters.data).toMatchObject({ total: 1, unread: 0 });
  });

  it('validates against the form’s own fields and writes nothing on a bad submission', async () => {
    const w = await form();
    const bad: [unknown, RegExp][] = [
      [{ data: { email: 'a@b.co' } }, /"Name" is required/],
      [{ data: { name: 'A', email: 'not-an-email' } }, /"Email" must be an email/],
      [{ data: { name: 'A', email: 'a@b.co', topic: 'Nope' } }, /not offered/],
      [{ data: { name: 'A', email: 'a@b.co', qty: 9 } }, /at most 5/],
      [{ data: { name: 'A', email: 'a@b.co', admin: true } }, /not a field of this form/],
      [{ data: { name: { $ne: 1 }, email: 'a@b.co' } }, /must be text/],
      [{ nodata: true }, /data/],
    ];
    for (const [body, msg] of bad) {
      const r = await submit(w, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect((await json(r)).message).toMatch(msg);
    }
    expect(await stored(w)).toBe(0);
  });

  it('silently drops a filled honeypot', async () => {
    const w = await form();
    const r = await submit(w, { data: { name: 'Bot', email: 'b@b.co' }, honeypot: 'http://spam' });
    expect(r.status).toBe(201);
    expect(await stored(w)).toBe(0);
  });

  it('refuses unknown, non-form and private widgets with 404', async () => {
    expect((await submit('missing', { data: {} })).status).toBe(404);
    const g = await env.createWidget(env.ownerId, 'image_gallery');
    expect((await submit(g, { data: {} })).status).toBe(404);
    const p = await env.createWidget(env.ownerId, 'form', { fields: FIELDS }, { privacy: 'private' });
    expect((await submit(p, { data: { name: 'A', email: 'a@b.co' } })).status).toBe(404);
  });

  it('rate-limits one visitor with 429 and Retry-After', async () => {
    const w = await form();
    const statuses: number[] = [];
    let retry: string | null = null;
    for (let i = 0; i < 12; i++) {
      const r = await submit(w, { data: { name: `N${i}`, email: 'a@b.co' } });
      statuses.push(r.status);
      if (r.status === 429) retry = r.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retry)).toBeGreaterThan(0);
    expect(await stored(w)).toBe(10);
  });

  it('checks reCAPTCHA v3 when connected: score, action and hostname, failing closed', async () => {
    const w = await form();
    const add = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'recaptcha', version: 'v3', siteKey: 'site-key', secretKey: RECAPTCHA_SECRET } });
    expect(add.status).toBe(201);
    const data = { name: 'A', email: 'a@b.co' };
    const cases: [string | undefined, number, string][] = [
      [undefined, 400, 'RECAPTCHA_MISSING'],
      ['bad-token', 403, 'RECAPTCHA_FAILED'],
      ['good|submit|0.1|localhost', 403, 'RECAPTCHA_FAILED'],
      ['good|login|0.9|localhost', 403, 'RECAPTCHA_FAILED'],
      ['good|submit|0.9|evil.example', 403, 'RECAPTCHA_FAILED'],
    ];
    for (const [token, status, code] of cases) {
      const r = await submit(w, { data, recaptchaToken: token });
      expect(r.status, token).toBe(status);
      expect((await json(r)).code).toBe(code);
    }
    googleDown = true;
    const down = await submit(w, { data, recaptchaToken: 'good|submit|0.9|localhost' });
    googleDown = false;
    expect(down.status).toBe(503);
    expect(await stored(w)).toBe(0);
    expect((await submit(w, { data, recaptchaToken: 'good|submit|0.9|localhost' })).status).toBe(201);
    expect(await stored(w)).toBe(1);
    expect(google.requests.at(-1)?.body).toContain(`secret=${RECAPTCHA_SECRET}`);
  });

  it('hands the connected reCAPTCHA site key (never the secret) to the viewer', async () => {
    const w = await form();
    const before = await env.call('GET', `/api/v1/plugin/viewer/${w}`);
    expect((await before.json()).data.data.recaptchaSiteKey).toBeUndefined();
    await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'recaptcha', version: 'v3', siteKey: 'public-site-key', secretKey: RECAPTCHA_SECRET } });
    const after = await env.call('GET', `/api/v1/plugin/viewer/${w}`);
    const text = await after.text();
    expect(JSON.parse(text).data.data.recaptchaSiteKey).toBe('public-site-key');
    expect(text).not.toContain(RECAPTCHA_SECRET);
  });

  it('checks OOPSpam when connected', async () => {
    const w = await form();
    await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'oopspam', apiKey: OOPSPAM_KEY } });
    const spam = await submit(w, { data: { name: 'A', email: 'a@b.co', message: 'cheap viagra' } });
    expect(spam.status).toBe(403);
    expect((await json(spam)).code).toBe('SPAM_DETECTED');
    expect(await stored(w)).toBe(0);
    expect((await submit(w, { data: { name: 'A', email: 'a@b.co', message: 'hello' } })).status).toBe(201);
    expect(oops.requests.at(-1)?.headers['x-api-key']).toBe(OOPSPAM_KEY);
  });

  it('exports CSV with formula cells escaped, deletes, and keeps other owners out', async () => {
    const w = await form();
    await submit(w, { data: { name: '=HYPERLINK("http://evil","x")', email: 'a@b.co', message: '+1 "quoted"\nline' } });
    const r = await env.call('GET', `/api/v1/plugin/${w}/submissions/export.csv`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await r.arrayBuffer());
    // A UTF-8 BOM so spreadsheet apps read accents correctly.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(text).toContain(`"'+1 ""quoted""\nline"`);
    expect(text.split('\r\n')[0]).toBe('"Submitted at","ID","Name","Email","Topic","Quantity","Message"');

    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/submissions`));
    const sid = list.data.docs[0].id;
    expect((await env.call('GET', `/api/v1/plugin/${w}/submissions`, { key: env.otherKey })).status).toBe(404);
    expect((await env.call('GET', `/api/v1/plugin/${w}/submissions/export.csv`, { key: env.otherKey })).status).toBe(404);
    expect((await env.call('DELETE', `/api/v1/plugin/${w}/submissions/${sid}`, { key: env.otherKey })).status).toBe(404);
    expect(await stored(w)).toBe(1);
    expect((await env.call('DELETE', `/api/v1/plugin/${w}/submissions/${sid}`)).status).toBe(200);
    expect(await stored(w)).toBe(0);
  });

  it('never shows the security secrets in responses or logs', async () => {
    const all = env.logs.join('\n');
    expect(all).not.toContain('SENTINEL');
  });
});
