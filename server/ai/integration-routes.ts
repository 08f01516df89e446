// Owner calls on a widget's integrations from the AI side (SPEC §7): credentials/{credentialId} shows
// an integration's non-secret fields (secrets are write-only: only their last 4 characters),
// update-integration toggles isActive or merges staticInputs, delete-integration removes it.
import { Hono } from 'hono';
import { UpdateAiIntegrationBody } from '../../shared/schemas/api-bodies-ai';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { INTEGRATION_DELETED, integrationNotFound } from '../integrations/integration-dto';
import { readJson, safeJsonParse } from '../http/read-json';


function parseObject(text: string | null): Record<string, unknown> {
  try {
    const v = text ? safeJsonParse(text) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function integrationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);
  const find = (ownerId: string, id: string) =>
    deps.db.selectFrom('integrations').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();

  const dto = (row: NonNullable<Awaited<ReturnType<typeof find>>>) => {
    const values = parseObject(row.values);
    const secrets = parseObject(row.secrets) as Record<string, { last4?: string }>;
    return {
      id: row.id, widgetId: row.widget_id, type: row.type, isActive: !!row.is_active,
      staticInputs: (values.staticInputs as Record<string, unknown> | undefined) ?? {},
      fields: values,
      secrets: Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, { last4: v?.last4 ?? '' }])),
    };
  };

  app.get('/ai/api/credentials/:credentialId', owner, async (c) => {
    const row = await find(c.get('owner').id, c.req.param('credentialId'));
    if (!row) throw integrationNotFound();
    return ok(c, dto(row));
  });

  app.post('/ai/api/update-integration/:integrationId', owner, async (c) => {
    const body = await readJson(c, UpdateAiIntegrationBody);
    const row = await find(c.get('owner').id, c.req.param('integrationId'));
    if (!row) throw integrationNotFound();
    const values = parseObject(row.values);
    if (body.staticInputs) values.staticInputs = { ...((values.staticInputs as object) ?? {}), ...body.staticInputs };
    await deps.db.updateTable('integrations')
      .set({
        ...(body.isActive !== undefined ? { is_active: body.isActive ? 1 : 0 } : {}),
        values: JSON.stringify(values),
        updated_at: deps.now(),
      })
      .where('id', '=', row.id)
      .execute();
    return ok(c, dto({ ...row, values: JSON.stringify(values), is_active: body.isActive === undefined ? row.is_active : body.isActive ? 1 : 0 }));
  });

  app.delete('/ai/api/delete-integration/:integrationId', owner, async (c) => {
    const res = await deps.db.deleteFrom('integrations').where('id', '=', c.req.param('integrationId'))
      .where('owner_id', '=', c.get('owner').id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw integrationNotFound();
    return ok(c, { deleted: true }, INTEGRATION_DELETED);
  });

  return app;
}
