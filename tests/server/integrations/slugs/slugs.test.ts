import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customDomainMiddleware } from '../../../../server/slugs/custom-domain-middleware';
import { findOneTimeSlug, widgetIdForDomain } from '../../../../server/slugs/slug-queries';
import { startFakeDns, type FakeDns } from '../helpers/fake-dns';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { envelope as json } from '../../../helpers/envelope';

describe.each(BACKENDS)('slugs and custom domains (%s)', (backend) => {
  let env: TestEnv;
  let dns: FakeDns;
  let w: string;
  beforeAll(async () => {
    dns = await startFakeDns();
    process.env.DNS_SERVERS = dns.server;
    env = await makeTestEnv(backend);
    w = await env.createWidget(env.ownerId, 'form');
  });
  afterAll(async () => {
    delete process.env.DNS_SERVERS;
    await env?.close();
    await dns?.close();
  });

  describe('update-slug', () => {
    it('sets a valid slug, lowercased, and refuses a taken one with 409', async () => {
      const r = await env.call('PUT', `/api/v1/plugin/${w}/update-slug`, { body: { slug: ' My-Form ' } });
      expect(r.status).toBe(200);
      expect((await json(r)).data.slug).toBe('my-form');
      const row = await env.deps.db.selectFrom('widgets').select('slug').where('id', '=', w).executeTakeFirstOrThrow();
      expect(row.slug).toBe('my-form');
      const w2 = await env.createWidget(env.ownerId, 'form');
      const taken = await env.call('PUT', `/api/v1/plugin/${w2}/update-slug`, { body: { slug: 'my-form' } });
      expect(taken.status).toBe(409);
      expect((await json(taken)).code).toBe('SLUG_TAKEN');
    });

    it('refuses invalid and reserved slugs and other owners, writing nothing', async () => {
      for (const slug of ['a', 'has space', '-x-', 'a--b', 'ünï', 'x'.repeat(65), 'api']) {
        expect((await env.call('PUT', `/api/v1/plugin/${w}/update-slug`, { body: { slug } })).status).toBe(400);
      }
      expect((await env.call('PUT', `/api/v1/plugin/${w}/update-slug`, { body: { slug: 'theirs' }, key: env.otherKey })).status).toBe(404);
      const row = await env.deps.db.selectFrom('widgets').select('slug').where('id', '=', w).executeTakeFirstOrThrow();
      expect(row.slug).toBe('my-form');
    });
  });

  describe('one-time slug', () => {
    it('is created on GET, never consumed by a GET, consumed once by the delete call', async () => {
      const r = await env.call('GET', `/api/v1/plugin/${w}/one-time-slug`);
      const { slug, url } = (await json(r)).data;
      expect(url).toBe(`http://localhost:4000/t/${slug}`);
      expect(await findOneTimeSlug(env.deps, slug)).toBe(w);
      expect(await findOneTimeSlug(env.deps, slug)).toBe(w);
      const del = `/api/v1/plugin/${w}/one-time-slug/${slug}/delete`;
      expect((await env.call('POST', del, { key: null })).status).toBe(200);
      const again = await env.call('POST', del, { key: null });
      expect(again.status).toBe(404);
      expect((await json(again)).message).toBe('This link has already been used or has expired.');
      expect(await findOneTimeSlug(env.deps, slug)).toBeNull();
    });

    it('50 concurrent consumes: exactly one wins', async () => {
      const { slug } = (await json(await env.call('GET', `/api/v1/plugin/${w}/one-time-slug`))).data;
      const results = await Promise.all(
        Array.from({ length: 50 }, () => env.call('POST', `/api/v1/plugin/${w}/one-time-slug/${slug}/delete`, { key: null })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 404)).toHaveLength(49);
    });

    it('needs the owner to create, and the right widget to consume', async () => {
      expect((await env.call('GET', `/api/v1/plugin/${w}/one-time-slug`, { key: null })).status).toBe(401);
      expect((await env.call('GET', `/api/v1/plugin/${w}/one-time-slug`, { key: env.otherKey })).status).toBe(404);
      const { slug } = (await json(await env.call('GET', `/api/v1/plugin/${w}/one-time-slug`))).data;
      expect((await env.call('POST', `/api/v1/plugin/other/one-time-slug/${slug}/delete`, { key: null })).status).toBe(404);
      expect(await findOneTimeSlug(env.deps, slug)).toBe(w);
    });
  });

  describe('custom domains', () => {
    it('adds, verifies by TXT record, lists and deletes', async () => {
      const add = await env.call('POST', `/api/v1/plugin/${w}/custom-domain`, { body: { domain: 'Widgets.Example.COM' } });
      expect(add.status).toBe(201);
      const added = (await json(add)).data;
      expect(added).toMatchObject({ domain: 'widgets.example.com', verified: false });
      expect(added.txtRecord.value).toMatch(/^tessera-verify=[\w-]{16,}$/);

      const early = await env.call('POST', `/api/v1/plugin/${w}/custom-domain/verify`, { body: { domain: 'widgets.example.com' } });
      expect(early.status).toBe(400);
      expect((await json(early)).code).toBe('DOMAIN_NOT_VERIFIED');
      expect(await widgetIdForDomain(env.deps, 'widgets.example.com')).toBeNull();

      dns.txt.set('widgets.example.com', ['tessera-verify=wrong-token', 'v=spf1 -all']);
      expect((await env.call('POST', `/api/v1/plugin/${w}/custom-domain/verify`, { body: { domain: 'widgets.example.com' } })).status).toBe(400);
      dns.txt.set('_tessera.widgets.example.com', [added.txtRecord.value]);
      const ok = await env.call('POST', `/api/v1/plugin/${w}/custom-domain/verify`, { body: { domain: 'widgets.example.com' } });
      expect(ok.status).toBe(200);
      expect((await json(ok)).data.verified).toBe(true);
      expect(dns.queries).toContain('_tessera.widgets.example.com');
      expect(await widgetIdForDomain(env.deps, 'WIDGETS.example.com:443')).toBe(w);
      const site = new Hono().use('*', customDomainMiddleware(env.deps)).get('/', (c) => c.text('builder'));
      const served = await site.request('/', { headers: { host: 'widgets.example.com' } });
      expect(served.status).toBe(302);
      expect(served.headers.get('location')).toBe(`/viewer/${w}`);
      expect(await (await site.request('/', { headers: { host: 'localhost:4000' } })).text()).toBe('builder');
      expect(await (await site.request('/', { headers: { host: 'unverified.example.com' } })).text()).toBe('builder');

      const list = await json(await env.call('GET', `/api/v1/plugin/${w}/custom-domain`));
      expect(list.data.map((d: { domain: string; verified: boolean }) => [d.domain, d.verified])).toEqual([['widgets.example.com', true]]);

      expect((await env.call('POST', `/api/v1/plugin/${w}/custom-domain/delete`, { body: { domain: 'widgets.example.com' } })).status).toBe(200);
      expect((await env.call('POST', `/api/v1/plugin/${w}/custom-domain/delete`, { body: { domain: 'widgets.example.com' } })).status).toBe(404);
      expect(await widgetIdForDomain(env.deps, 'widgets.example.com')).toBeNull();
    });

    it('refuses bad domains, a domain of another widget, and other owners', async () => {
      for (const domain of ['', 'localhost', '127.0.0.1', 'http://a.com:8080/', 'user@a.com', '-a.com', 'localhost:4000']) {
        expect((await env.call('POST', `/api/v1/plugin/${w}/custom-domain`, { body: { domain } })).status, domain).toBe(400);
      }
      expect((await env.call('POST', `/api/v1/plugin/${w}/custom-domain`, { body: { domain: 'shop.example.org' } })).status).toBe(201);
      const w2 = await env.createWidget(env.otherId, 'form');
      expect((await env.call('POST', `/api/v1/plugin/${w2}/custom-domain`, { body: { domain: 'shop.example.org' }, key: env.otherKey })).status).toBe(409);
      expect((await env.call('POST', `/api/v1/plugin/${w}/custom-domain/delete`, { body: { domain: 'shop.example.org' }, key: env.otherKey })).status).toBe(404);
      expect((await env.call('GET', `/api/v1/plugin/${w}/custom-domain`, { key: env.otherKey })).status).toBe(404);
    });
  });
});
