// Owner file uploads (issue 6 "upload or URL"):
//   POST   /api/v1/uploads             owner; multipart field `file`, or the raw body (+ ?name=)
//   GET    /api/v1/uploads             owner; ?page=1&limit=20&kind=image|audio|video|pdf|font
//   DELETE /api/v1/uploads/{id}        owner; another owner's id is 404
//   GET    /api/v1/uploads/{id}/{name} public file, Range/ETag/immutable, CORS open (name is cosmetic)
import { Hono } from 'hono';
import * as z from 'zod';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { BODY_LIMIT_OVERRIDES } from '../http/body-limit';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { incomingFile } from './incoming-file';
import { UPLOAD_KINDS, UPLOAD_QUOTA_BYTES, UPLOAD_RATE } from './limits';
import { serveUpload, UPLOAD_CORS_HEADERS } from './serve-upload';
import { storeUpload, usedBytes } from './store-upload';
import { toUploadDto } from './upload-dto';

export interface UploadOptions {
  quotaBytes?: number;
}

const ListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.enum(UPLOAD_KINDS).optional(),
});

const PREFIX = '/api/v1/uploads';

export function uploadRoutes(deps: Deps, opts: UploadOptions = {}): Hono<AppEnv> {
  const quota = opts.quotaBytes ?? UPLOAD_QUOTA_BYTES;
  // The upload route streams and caps its own body per file kind (incoming-file.ts, store-upload.ts).
  if (!BODY_LIMIT_OVERRIDES.some(([p]) => p === PREFIX)) BODY_LIMIT_OVERRIDES.push([PREFIX, Infinity]);
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);

  app.post(PREFIX, owner, async (c) => {
    const me = c.get('owner');
    await enforceRateLimit(deps, `upload:${me.id}`, UPLOAD_RATE);
    const row = await storeUpload(deps, me.id, await incomingFile(c), quota);
    return ok(c, toUploadDto(deps.config.publicUrl, row), undefined, 201);
  });

  app.get(PREFIX, owner, async (c) => {
    const me = c.get('owner');
    const q = ListQuery.parse(c.req.query());
    let base = deps.db.selectFrom('uploads').where('owner_id', '=', me.id).where('status', '=', 'ready');
    if (q.kind) base = base.where('kind', '=', q.kind);
    const [rows, count, used] = await Promise.all([
      base
        .select(['id', 'name', 'content_type', 'size', 'kind', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      usedBytes(deps, me.id),
    ]);
    return ok(c, {
      items: rows.map((r) => toUploadDto(deps.config.publicUrl, r)),
      total: Number(count?.n ?? 0),
      page: q.page,
      limit: q.limit,
      usedBytes: used,
      quotaBytes: quota,
    });
  });

  app.delete(`${PREFIX}/:id`, owner, async (c) => {
    const res = await deps.db
      .deleteFrom('uploads')
      .where('id', '=', c.req.param('id'))
      .where('owner_id', '=', c.get('owner').id)
      .executeTakeFirst();
    if (!Number(res.numDeletedRows)) throw notFound('File not found.', 'UPLOAD_NOT_FOUND');
    return ok(c, { id: c.req.param('id') });
  });

  const serve = (c: { req: { param(k: 'id'): string; raw: Request } }) => serveUpload(deps, c.req.param('id'), c.req.raw);
  app.get(`${PREFIX}/:id/:name`, (c) => serve(c));
  app.get(`${PREFIX}/:id`, (c) => serve(c));
  const preflight = () => new Response(null, { status: 204, headers: UPLOAD_CORS_HEADERS });
  app.options(`${PREFIX}/:id/:name`, preflight);
  app.options(`${PREFIX}/:id`, preflight);

  return app;
}
