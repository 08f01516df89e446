// Form submissions passed on to the marketing and communication integrations (server/deliveries/),
// each service a local fake speaking its real HTTP API at its configured base URL.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KLAVIYO_REVISION } from '../../../../server/deliveries/klaviyo';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { envelope as json } from '../../../helpers/envelope';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name', required: true },
  { id: 'email', type: 'email', label: 'Email' },
  { id: 'phone', type: 'phone', label: 'Phone' },
  { id: 'message', type: 'textarea', label: 'Message' },
  { id: 'news', type: 'consent', label: 'Newsletter', text: 'Send me news' },
];
const ANN = { name: 'Ann Lee', email: 'Ann@Example.com', phone: '+44 20 7946 0958', message: 'Hello there', news: true };
const KEY = 'SENTINEL-key-0123456789';
const MAILCHIMP_KEY = `${KEY}-us21`;
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

interface Vendor {
  kind: string;
  /** The connect body (besides type), given the fake's base URL. */
  connect(fakeUrl: string): Record<string, string>;
  /** Checks the requests the fake got for ANN and returns nothing (expect inside). */
  check(requests: FakeServer['requests']): void;
}

describe.each(BACKENDS)('form submissions passed on to integrations (%s)', (backend) => {
  let env: TestEnv;
  let vendor: FakeServer;
  /** Set per test: a status and body every vendor path answers with instead of success. */
  let failWith: { status: number; body: string } | null = null;
  /** Set per test: how many more requests answer 503 (a service down for a moment). */
  let unavailable = 0;

  beforeAll(async () => {
    // One fake with each service under its own prefix (their base URLs point there); Mailchimp's keeps the
    // data centre the key names in its path ({dc}), as the real host name does.
    vendor = await startFakeServer((req, res) => {
      if (unavailable > 0) {
        unavailable--;
        res.statusCode = 503;
        return void res.end('{"message":"Service temporarily unavailable"}');
      }
      if (failWith) {
        res.statusCode = failWith.status;
        return void res.end(failWith.body);
      }
      const url = req.url ?? '';
      res.setHeader('content-type', 'application/json');
      if (url.startsWith('/mailchimp/us21/3.0/lists?')) return void res.end(JSON.stringify({ lists: [{ id: 'aud1', name: 'Newsletter' }], total_items: 1 }));
      if (url === '/sendgrid/v3/scopes') return void res.end('{"scopes":["marketing.read","marketing.write"]}');
      if (url === '/mailerlite/api/subscribers?limit=1') return void res.end('{"data":[]}');
      if (url === '/klaviyo/api/accounts') return void res.end('{"data":[{"type":"account","id":"A1"}]}');
      if (url === '/twilio/2010-04-01/Accounts/AC123.json') return void res.end('{"sid":"AC123","status":"active"}');
      if (url.startsWith('/mailchimp/us21/3.0/lists/aud1/members/')) return void res.end(JSON.stringify({ id: 'm1', status: 'subscribed' }));
      if (url === '/sendgrid/v3/marketing/contacts') return void ((res.statusCode = 202), res.end('{"job_id":"j1"}'));
      if (url === '/mailerlite/api/subscribers') return void ((res.statusCode = 201), res.end('{"data":{"id":"1"}}'));
      if (url === '/klaviyo/api/profile-import') return void ((res.statusCode = 201), res.end('{"data":{"type":"profile","id":"p1"}}'));
      if (url === '/twilio/2010-04-01/Accounts/AC123/Messages.json') return void ((res.statusCode = 201), res.end('{"sid":"SM1","status":"queued"}'));
      if (url === '/teams/hook') return void ((res.statusCode = 202), res.end());
      if (url === '/zendesk/acme/oauth/tokens') return void res.end('{"access_token":"zd-token","token_type":"bearer","scope":"tickets:write"}');
      if (url === '/zendesk/acme/api/v2/tickets') return void ((res.statusCode = 201), res.end('{"ticket":{"id":35436}}'));
      res.statusCode = 404;
      res.end('{"message":"no such path"}');
    });
    env = await makeTestEnv(backend, {
      MAILCHIMP_BASE_URL: `${vendor.url}/mailchimp/{dc}`,
      SENDGRID_BASE_URL: `${vendor.url}/sendgrid`,
      MAILERLITE_BASE_URL: `${vendor.url}/mailerlite`,
      KLAVIYO_BASE_URL: `${vendor.url}/klaviyo`,
      TWILIO_BASE_URL: `${vendor.url}/twilio`,
      ZENDESK_BASE_URL: `${vendor.url}/zendesk/{subdomain}`,
      FETCH_ALLOW_HOSTS: vendor.hostPort,
      DELIVERY_RETRY_MS: '300',
    });
  });
  afterAll(async () => {
    await env?.close();
    await vendor?.close();
  });

  const form = (fields: unknown[] = FIELDS) => env.createWidget(env.ownerId, 'form', { fields }, { name: 'Contact us' });
  const connect = async (w: string, type: string, body: Record<string, string>) => {
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type, ...body } });
    expect(r.status, await r.clone().text()).toBe(201);
    return (await json(r)).data.id as string;
  };
  const submit = async (w: string, data: Record<string, unknown>) => {
    const r = await env.call('POST', `/api/v1/forms/${w}/submissions`, { body: { data, pageUrl: 'https://shop.example/contact' }, key: null });
    expect(r.status, await r.clone().text()).toBe(201);
  };
  const delivery = async (w: string, id: string) => {
    const list = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { id: string; delivery: { lastSentAt: number | null; lastError: string | null } }[];
    return list.find((i) => i.id === id)!.delivery;
  };
  /** Waits for the delivery that runs after the visitor's answer to write its outcome. */
  const settled = async (w: string, id: string) => {
    for (let i = 0; i < 100; i++) {
      const d = await delivery(w, id);
      if (d.lastSentAt || d.lastError) return d;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no delivery outcome within 5 s');
  };
  const sent = (prefix: string) => vendor.requests.filter((r) => r.url.startsWith(prefix));

  const VENDORS: Vendor[] = [
    {
      kind: 'mailchimp',
      connect: () => ({ apiKey: MAILCHIMP_KEY }),
      check: (reqs) => {
        const [lists, put] = reqs;
        expect(lists.headers.authorization).toBe(basic('tessera', MAILCHIMP_KEY));
        // The member's id is the MD5 of the lower-cased email (Mailchimp's subscriber hash).
        expect(put.method).toBe('PUT');
        expect(put.url).toBe(`/mailchimp/us21/3.0/lists/aud1/members/${createHash('md5').update('ann@example.com').digest('hex')}`);
        expect(JSON.parse(put.body)).toEqual({ email_address: 'Ann@Example.com', status_if_new: 'subscribed', merge_fields: { FNAME: 'Ann', LNAME: 'Lee' } });
      },
    },
    {
      kind: 'sendgrid',
      connect: () => ({ apiKey: KEY }),
      check: ([r]) => {
        expect([r.method, r.headers.authorization]).toEqual(['PUT', `Bearer ${KEY}`]);
        expect(JSON.parse(r.body)).toEqual({ contacts: [{ email: 'Ann@Example.com', first_name: 'Ann', last_name: 'Lee', phone_number: ANN.phone }] });
      },
    },
    {
      kind: 'mailerlite',
      connect: () => ({ apiKey: KEY }),
      check: ([r]) => {
        expect([r.method, r.headers.authorization]).toEqual(['POST', `Bearer ${KEY}`]);
        expect(JSON.parse(r.body)).toEqual({ email: 'Ann@Example.com', fields: { name: 'Ann', last_name: 'Lee', phone: ANN.phone } });
      },
    },
    {
      kind: 'klaviyo',
      connect: () => ({ apiKey: KEY }),
      check: ([r]) => {
        expect([r.headers.authorization, r.headers.revision]).toEqual([`Klaviyo-API-Key ${KEY}`, KLAVIYO_REVISION]);
        // The phone goes in E.164, as Klaviyo requires.
        expect(JSON.parse(r.body)).toEqual({ data: { type: 'profile', attributes: { email: 'Ann@Example.com', first_name: 'Ann', last_name: 'Lee', phone_number: '+442079460958' } } });
      },
    },
    {
      kind: 'twilio',
      connect: () => ({ toNumber: '+15550001111', fromNumber: '+15550002222', accountSid: 'AC123', authToken: KEY }),
      check: ([r]) => {
        expect(r.headers.authorization).toBe(basic('AC123', KEY));
        const form = new URLSearchParams(r.body);
        expect([form.get('To'), form.get('From')]).toEqual(['+15550001111', '+15550002222']);
        expect(form.get('Body')).toBe(`New submission: Contact us\nName: Ann Lee\nEmail: Ann@Example.com\nPhone: ${ANN.phone}\nMessage: Hello there\nNewsletter: Yes`);
      },
    },
    {
      kind: 'microsoft-teams',
      connect: (url) => ({ webhookUrl: `${url}/teams/hook` }),
      check: ([r]) => {
        const card = JSON.parse(r.body).attachments[0];
        expect(card.contentType).toBe('application/vnd.microsoft.card.adaptive');
        expect(card.content.body[0].text).toBe('New submission: Contact us');
        expect(card.content.body[1].facts).toContainEqual({ title: 'Message', value: 'Hello there' });
        expect(card.content.body[2].text).toBe('Sent from https://shop.example/contact');
      },
    },
    {
      kind: 'zendesk',
      connect: () => ({ accountName: 'acme', clientId: 'tessera_zd', clientSecret: KEY }),
      check: ([token, ticket]) => {
        expect(JSON.parse(token.body)).toEqual({ grant_type: 'client_credentials', client_id: 'tessera_zd', client_secret: KEY, scope: 'tickets:write' });
        expect(ticket.headers.authorization).toBe('Bearer zd-token');
        expect(JSON.parse(ticket.body)).toEqual({
          ticket: {
            subject: 'New submission: Contact us',
            comment: { body: `Name: Ann Lee\nEmail: Ann@Example.com\nPhone: ${ANN.phone}\nMessage: Hello there\nNewsletter: Yes\n\nSent from https://shop.example/contact` },
            requester: { email: 'Ann@Example.com', name: 'Ann Lee' },
          },
        });
      },
    },
  ];

  it.each(VENDORS.map((v) => [v.kind, v] as const))('%s gets each submission in its own API', async (kind, v) => {
    const prefix = `/${kind === 'microsoft-teams' ? 'teams' : kind}/`;
    const w = await form();
    const id = await connect(w, kind, v.connect(vendor.url));
    const before = sent(prefix).length;
    await submit(w, ANN);
    const d = await settled(w, id);
    expect(d.lastError).toBeNull();
    expect(d.lastSentAt).toBeGreaterThan(0);
    v.check(sent(prefix).slice(before));
    expect(env.logs.join('\n')).not.toContain(KEY);
  });

  const check = async (w: string, id: string) => {
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations/${id}/check`);
    expect(r.status).toBe(200);
    return (await json(r)).data as { connected: boolean; message: string };
  };
  const CHECKED: Record<string, string> = {
    mailchimp: 'Connected: people go to the audience "Newsletter".',
    sendgrid: 'Connected.',
    mailerlite: 'Connected.',
    klaviyo: 'Connected.',
    twilio: 'Connected: texts go to +15550001111 from +15550002222.',
    'microsoft-teams': 'Sent a test message to the channel.',
    zendesk: 'Connected: the OAuth client may open tickets.',
  };

  it.each(VENDORS.map((v) => [v.kind, v] as const))('%s: the owner can check the connection, which adds nobody and texts nothing', async (kind, v) => {
    const w = await form();
    const id = await connect(w, kind, v.connect(vendor.url));
    const before = vendor.requests.length;
    expect(await check(w, id)).toEqual({ connected: true, message: CHECKED[kind] });
    const calls = vendor.requests.slice(before).map((r) => `${r.method} ${r.url}`);
    // Only a channel gets something posted (a test message); mailing lists and texts are only read.
    const writes = calls.filter((c) => !c.startsWith('GET') && !c.includes('/oauth/tokens'));
    expect(writes).toEqual(kind === 'microsoft-teams' ? ['POST /teams/hook'] : []);
    failWith = { status: 401, body: '{"message":"Invalid credentials"}' };
    try {
      expect((await check(w, id)).connected).toBe(false);
    } finally {
      failWith = null;
    }
  });

  it('says so when there is nothing to check', async () => {
    const w = await form();
    const id = await connect(w, 'recaptcha', { version: 'v3', siteKey: 'site', secretKey: KEY });
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations/${id}/check`);
    expect(r.status).toBe(400);
    expect((await json(r)).message).toBe('There is nothing to check for reCAPTCHA.');
  });

  it('adds nobody to a mailing list without an email, or when a consent box was left unticked', async () => {
    const w = await form();
    const id = await connect(w, 'sendgrid', { apiKey: KEY });
    const sms = await connect(w, 'twilio', { toNumber: '+15550001111', fromNumber: '+15550002222', accountSid: 'AC123', authToken: KEY });
    const before = sent('/sendgrid/').length;
    await submit(w, { name: 'No Mail', message: 'hi', news: true });
    await submit(w, { name: 'Ann', email: 'ann@example.com', news: false });
    // The owner's text still goes out for each (it is not a mailing list).
    for (let i = 0; i < 100 && sent('/twilio/').filter((r) => r.body.includes('Ann') || r.body.includes('No+Mail')).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await settled(w, sms)).lastSentAt).toBeGreaterThan(0);
    expect(sent('/sendgrid/').length).toBe(before);
    expect(await delivery(w, id)).toEqual({ lastSentAt: null, lastError: null, lastErrorAt: null });
  });

  it('keeps the submission when a service refuses it, shows the owner why, and clears it when the integration is saved again', async () => {
    const w = await form();
    const id = await connect(w, 'mailchimp', { apiKey: MAILCHIMP_KEY });
    failWith = { status: 401, body: JSON.stringify({ type: 'https://mailchimp.com/developer/', title: 'API Key Invalid', status: 401, detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter." }) };
    try {
      await submit(w, ANN);
      const d = await settled(w, id);
      expect(d.lastError).toBe("Mailchimp answered 401: Your API key may be invalid, or you've attempted to access the wrong datacenter.");
      expect(d.lastSentAt).toBeNull();
    } finally {
      failWith = null;
    }
    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/submissions`));
    expect(list.data.docs).toHaveLength(1);
    const put = await env.call('PUT', `/api/v1/plugin/${w}/integrations/${id}`, { body: { apiKey: 'another-key-us21' } });
    expect(put.status).toBe(200);
    expect(await delivery(w, id)).toMatchObject({ lastError: null });
    await submit(w, ANN);
    expect((await settled(w, id)).lastSentAt).toBeGreaterThan(0);
  });

  it('tries once more when the service was down for a moment, and not again when it refuses', async () => {
    const w = await form();
    const id = await connect(w, 'mailerlite', { apiKey: KEY });
    const before = sent('/mailerlite/').length;
    unavailable = 1;
    await submit(w, ANN);
    expect((await settled(w, id)).lastError).toBe('MailerLite answered 503: Service temporarily unavailable');
    await expect.poll(async () => (await delivery(w, id)).lastSentAt, { timeout: 5000 }).toBeGreaterThan(0);
    expect(sent('/mailerlite/').length - before).toBe(2);

    // A refusal for good (401) is not tried again.
    failWith = { status: 401, body: '{"message":"Unauthenticated."}' };
    try {
      const n = sent('/mailerlite/').length;
      await submit(w, ANN);
      await expect.poll(async () => (await delivery(w, id)).lastError, { timeout: 5000 }).toBe('MailerLite answered 401: Unauthenticated.');
      await new Promise((r) => setTimeout(r, 800));
      expect(sent('/mailerlite/').length - n).toBe(1);
    } finally {
      failWith = null;
    }
  });

  it('says what is wrong with a key it cannot use without calling out, and what a webhook answered', async () => {
    const w = await form();
    const mc = await connect(w, 'mailchimp', { apiKey: 'no-data-centre' });
    const sms = await connect(w, 'twilio', { toNumber: '+15550001111', fromNumber: '+15550002222', accountSid: 'XY123', authToken: KEY });
    const teams = await connect(w, 'microsoft-teams', { webhookUrl: `${vendor.url}/teams/removed` });
    const before = vendor.requests.length;
    await submit(w, ANN);
    expect((await settled(w, mc)).lastError).toMatch(/^The Mailchimp API key should end with its data centre/);
    expect((await settled(w, sms)).lastError).toMatch(/^The Twilio account SID should start with "AC"/);
    expect((await settled(w, teams)).lastError).toBe('Microsoft Teams answered 404: no such path');
    expect(vendor.requests.slice(before).map((r) => r.url)).toEqual(['/teams/removed']);
  });

  it('names a service that does not answer', async () => {
    const w = await form();
    const id = await connect(w, 'sendgrid', { apiKey: KEY });
    const down = await startFakeServer((_req, res) => void res.destroy());
    // Another env pointing SendGrid at a server that hangs up.
    const other = await makeTestEnv(backend, { SENDGRID_BASE_URL: down.url, DELIVERY_RETRY_MS: '100' });
    try {
      const w2 = await other.createWidget(other.ownerId, 'form', { fields: FIELDS });
      const r = await other.call('POST', `/api/v1/plugin/${w2}/integrations`, { body: { type: 'sendgrid', apiKey: KEY } });
      const id2 = (await json(r)).data.id;
      await other.call('POST', `/api/v1/forms/${w2}/submissions`, { body: { data: ANN }, key: null });
      let d: { lastError: string | null } = { lastError: null };
      for (let i = 0; i < 100 && !d.lastError; i++) {
        await new Promise((res) => setTimeout(res, 50));
        d = ((await json(await other.call('GET', `/api/v1/plugin/${w2}/integrations`))).data as { id: string; delivery: { lastError: string | null } }[]).find((x) => x.id === id2)!.delivery;
      }
      expect(d.lastError).toBe('SendGrid could not be reached.');
      // Its one retry (no answer is worth another try) fails the same way, before this env closes.
      await expect.poll(() => down.requests.length, { timeout: 5000 }).toBe(2);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await other.close();
      await down.close();
    }
    expect(await delivery(w, id)).toMatchObject({ lastError: null });
  });
});
