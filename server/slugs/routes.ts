// SPEC §7 "Slugs and custom domains": update-slug, one-time slugs (created on GET, consumed only by the
// public delete call, atomically), and custom domains verified by a DNS TXT record.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { newId } from '../auth/tokens';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import { enforceRateLimit, clientIp } from '../http/rate-limit';
import { requireOwnedWidgetRow } from '../widgets/queries';
import { lookupTxt } from './dns-txt';
import { normalizeDomain, TXT_PREFIX, txtNames } from './domain-rules';
import { isUniqueViolation, normalizeSlug } from './slug-rules';

export const ONE_TIME_SLUG_TTL_MS = 24 * 3600_000;
const MAX_DOMAINS_PER_WIDGET = 10;
const SlugBody = z.object({ slug: z.string().nullable() });
const DomainBody = z.object({ domain: z.string().max(300) });

export function slugRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);
  const owned = (ownerId: string, id: string) => requireOwnedWidgetRow(deps, ownerId, id);
  const domainView = (r: { domain: string; token: string; verified_at: number | null }) => ({
    domain: r.domain,
    verified: r.verified_at !== null,
    verifiedAt: r.verified_at,
    txtRecord: { type: 'TXT', names: txtNames(r.domain), value: `${TXT_PREFIX}${r.token}` },
  });

  app.put('/api/v1/plugin/:id/update-slug', owner, async (c) => {
    const w = await owned(c.get('owner').id, c.req.param('id'));
    const { slug: raw } = await readJson(c, SlugBody);
    const slug = raw === null || raw.trim() === '' ? null : normalizeSlug(raw);
    try {
      await deps.db.updateTable('widgets').set({ slug, updated_at: deps.now() }).where('id', '=', w.id).execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('This slug is already taken. Please choose another one.', 'SLUG_TAKEN');
      throw e;
    }
    return ok(c, { slug }, 'Slug updated.');
  });

  app.get('/api/v1/plugin/:id/one-time-slug', owner, async (c) => {
    const w = await owned(c.get('owner').id, c.req.param('id'));
    const now = deps.now();
    const slug = randomBytes(18).toString('base64url');
    await deps.db.insertInto('one_time_slugs').values({ slug, widget_id: w.id, created_at: now, expires_at: now + ONE_TIME_SLUG_TTL_MS }).execute();
    await deps.db.deleteFrom('one_time_slugs').where('expires_at', '<', now).execute();
    c.header('Cache-Control', 'no-store');
    return ok(c, { slug, url: `${deps.config.publicUrl}/t/${slug}`, expiresAt: now + ONE_TIME_SLUG_TTL_MS });
  });

  app.post('/api/v1/plugin/:id/one-time-slug/:slug/delete', async (c) => {
    await enforceRateLimit(deps, `ots:${clientIp(c)}`, { limit: 120, windowSec: 60 });
    // One DELETE decides: of any number of concurrent calls exactly one sees a deleted row.
    const res = await deps.db
      .deleteFrom('one_time_slugs')
      .where('slug', '=', c.req.param('slug'))
      .where('widget_id', '=', c.req.param('id'))
      .where('expires_at', '>', deps.now())
      .executeTakeFirst();
    if (Number(res.numDeletedRows) !== 1) throw notFound('This link has already been used or has expired.', 'ONE_TIME_SLUG_USED');
    return ok(c, { widgetId: c.req.param('id'), consumed: true });
  });

  app.get('/api/v1/plugin/:id/custom-domain', owner, async (c) => {
    const w = await owned(c.get('owner').id, c.req.param('id'));
    const rows = await deps.db.selectFrom('custom_domains').selectAll().where('widget_id', '=', w.id).orderBy('created_at').execute();
    return ok(c, rows.map(domainView));
  });

  app.post('/api/v1/plugin/:id/custom-domain', owner, async (c) => {
    const w = await owned(c.get('owner').id, c.req.param('id'));
    const domain = normalizeDomain((await readJson(c, DomainBody)).domain, deps.config.publicUrl);
    const existing = await deps.db.selectFrom('custom_domains').selectAll().where('domain', '=', domain).executeTakeFirst();
    if (existing && existing.widget_id === w.id) return ok(c, domainView(existing));
    if (existing) throw conflict('This domain is already connected to another widget.', 'DOMAIN_TAKEN');
    const n = await deps.db.selectFrom('custom_domains').select((e) => e.fn.countAll().as('n')).where('widget_id', '=', w.id).executeTakeFirstOrThrow();
    if (Number(n.n) >= MAX_DOMAINS_PER_WIDGET) throw badRequest(`A widget can have at most ${MAX_DOMAINS_PER_WIDGET} domains.`, 'TOO_MANY_DOMAINS');
    const row = { domain, widget_id: w.id, token: newId(16), verified_at: null, created_at: deps.now() };
    try {
      await deps.db.insertInto('custom_domains').values(row).execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('This domain is already connected to another widget.', 'DOMAIN_TAKEN');
      throw e;
    }
    return ok(c, domainView(row), 'Domain added. Add the TXT record, then verify.', 201);
  });

  app.post('/api/v1/plugin/:id/custom-domain/verify', owner, async (c) => {
    const w = await owned(c.get('owner').id, c.req.param('id'));
    const domain = normalizeDomain((await readJson(c, DomainBody)).domain, deps.config.publicUrl);
    const row = await deps.db.selectFrom('custom_domains').selectAll().where('domain', '=', domain).where('widget_id', '=', w.id).executeTakeFirst();
    if (!row) throw notFound('This domain is not connected to the widget.', 'DOMAIN_NOT_FOUND');
    const expected = `${TXT_PREFIX}${row.token}`;
    const records = (await Promise.all(txtNames(domain).map(lookupTxt))).flat();
    if (!records.some((r) => r.trim() === expected)) {
      throw badRequest(`No TXT record "${expected}" found on ${domain} or _tessera.${domain} yet. DNS changes can take a while to appear.`, 'DOMAIN_NOT_VERIFIED');
    }
    const verifiedAt = row.verified_at ?? deps.now();
    await deps.db.updateTable('custom_domains').set({ verified_at: verifiedAt }).where('domain', '=', domain).execute();
    return ok(c, domainView({ ...row, verified_at: verifiedAt }), 'Domain verified.');
  });

  app.post('/api/v1/plugin/:id/custom-domain/delete', owner, async (c) => {
    const w = await owned(c.get('owner').id, c.req.param('id'));
    const domain = normalizeDomain((await readJson(c, DomainBody)).domain, deps.config.publicUrl);
    const res = await deps.db.deleteFrom('custom_domains').where('domain', '=', domain).where('widget_id', '=', w.id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound('This domain is not connected to the widget.', 'DOMAIN_NOT_FOUND');
    return ok(c, { domain }, 'Domain removed.');
  });

  return app;
}
