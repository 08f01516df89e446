// Which widget an AI call is about: `sessionId` / `{id}` is an ai_chat widget's id (ARCHITECTURE §3.6).
import type { Deps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { isWidgetId } from '../widgets/queries';
import { mergeOverDefaults } from '../widgets/merge-defaults';
import { parseData, typeDefaults } from '../widgets/widget-record';

export const AI_WIDGET_NOT_FOUND = 'AI chat widget not found.';

export interface AiWidget {
  id: string;
  ownerId: string;
  name: string;
  data: Record<string, unknown>;
}

async function load(deps: Deps, id: string, ownerId?: string): Promise<AiWidget> {
  if (!isWidgetId(id)) throw badRequest('sessionId must be a widget id.', 'BAD_SESSION_ID');
  let q = deps.db.selectFrom('widgets').select(['id', 'owner_id', 'type', 'name', 'data']).where('id', '=', id);
  if (ownerId) q = q.where('owner_id', '=', ownerId);
  const row = await q.executeTakeFirst();
  if (!row || row.type !== 'ai_chat') throw notFound(AI_WIDGET_NOT_FOUND, 'AI_WIDGET_NOT_FOUND');
  // Data over the type's defaults, so an untouched widget still has its default fallback message.
  return { id: row.id, ownerId: row.owner_id, name: row.name, data: mergeOverDefaults(typeDefaults(row.type), parseData(row.data)) };
}

/** The owner's own ai_chat widget (knowledge management). Someone else's is a 404, not a 403. */
export const ownedAiWidget = (deps: Deps, ownerId: string, id: string) => load(deps, id, ownerId);

/** Any ai_chat widget (visitor chat calls need no credentials). */
export const publicAiWidget = (deps: Deps, id: string) => load(deps, id);
