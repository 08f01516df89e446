// A widget may only be filed under a project of its own owner: another owner's project (or a made-up
// id) answers 404 exactly like a missing one, so project ids cannot be probed through widget writes.
import type { Deps } from '../deps';
import { notFound } from '../http/errors';

export async function assertOwnedProject(deps: Deps, ownerId: string, projectId: string | null | undefined): Promise<void> {
  if (projectId == null) return;
  const row = await deps.db.selectFrom('projects').select('id').where('id', '=', projectId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw notFound('Project not found.', 'PROJECT_NOT_FOUND');
}
