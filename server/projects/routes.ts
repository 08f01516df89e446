// Owner projects, the builder's folders of widgets (issue 6; paths are ours, listed in README):
//   GET    /api/v1/projects        the owner's projects, oldest first, each with its widget count
//   POST   /api/v1/projects        body { name }                          → 201 the project
//   PUT    /api/v1/projects/{id}   body { name }                          → the project
//   DELETE /api/v1/projects/{id}   its widgets move to no project, in the same transaction
// Another owner's project answers 404, exactly like a missing one, so ids cannot be probed.
import { Hono } from 'hono';
import * as z from 'zod';
import { newId } from '../auth/tokens';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import { type ProjectTable, toProjectDto } from './project-table';

const PREFIX = '/api/v1/projects';
/** Folders are for people to scan: a cap keeps the list (and a runaway script) bounded. */
export const MAX_PROJECTS = 200;

const ProjectBody = z.object({ name: z.string().trim().min(1, 'Give the project a name.').max(80, 'Project names are at most 80 characters.') });

export function projectRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);

  const mine = async (ownerId: string, id: string): Promise<ProjectTable> => {
    const row = await deps.db.selectFrom('projects').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!row) throw notFound('Project not found.', 'PROJECT_NOT_FOUND');
    return row;
  };
  const countIn = async (ownerId: string, id: string): Promise<number> => {
    const r = await deps.db.selectFrom('widgets').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ownerId).where('project_id', '=', id).executeTakeFirst();
    return Number(r?.n ?? 0);
  };

  app.get(PREFIX, owner, async (c) => {
    const me = c.get('owner').id;
    const [rows, counts] = await Promise.all([
      deps.db.selectFrom('projects').selectAll().where('owner_id', '=', me).orderBy('created_at').orderBy('id').execute(),
      deps.db.selectFrom('widgets').select(['project_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('owner_id', '=', me).where('project_id', 'is not', null).groupBy('project_id').execute(),
    ]);
    const byId = new Map(counts.map((r) => [r.project_id, Number(r.n)]));
    const items = rows.map((r) => toProjectDto(r, byId.get(r.id) ?? 0));
    return ok(c, { items, total: items.length });
  });

  app.post(PREFIX, owner, async (c) => {
    const me = c.get('owner').id;
    const { name } = await readJson(c, ProjectBody);
    const have = await deps.db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', me).executeTakeFirst();
    if (Number(have?.n ?? 0) >= MAX_PROJECTS) throw conflict(`You can have at most ${MAX_PROJECTS} projects.`, 'PROJECT_LIMIT');
    const now = deps.now();
    const row: ProjectTable = { id: newId(), owner_id: me, name, created_at: now, updated_at: now };
    await deps.db.insertInto('projects').values(row).execute();
    return ok(c, toProjectDto(row), 'Project created.', 201);
  });

  app.put(`${PREFIX}/:id`, owner, async (c) => {
    const me = c.get('owner').id;
    const row = await mine(me, c.req.param('id'));
    const { name } = await readJson(c, ProjectBody);
    const updated = { ...row, name, updated_at: deps.now() };
    await deps.db.updateTable('projects').set({ name, updated_at: updated.updated_at }).where('id', '=', row.id).execute();
    return ok(c, toProjectDto(updated, await countIn(me, row.id)), 'Project renamed.');
  });

  app.delete(`${PREFIX}/:id`, owner, async (c) => {
    const me = c.get('owner').id;
    const row = await mine(me, c.req.param('id'));
    const moved = await deps.db.transaction().execute(async (trx) => {
      const res = await trx.updateTable('widgets').set({ project_id: null })
        .where('owner_id', '=', me).where('project_id', '=', row.id).executeTakeFirst();
      await trx.deleteFrom('projects').where('id', '=', row.id).where('owner_id', '=', me).execute();
      return Number(res.numUpdatedRows);
    });
    return ok(c, { id: row.id, deleted: true, widgetsMoved: moved }, 'Project deleted. Its widgets are now in no project.');
  });

  return app;
}
