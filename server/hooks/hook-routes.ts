// REST hooks for Zapier and Make (ours, shared/api/hooks.ts; README "HTTP API"). Their apps call these
// with the owner's API key, the builder with the owner's session (a pasted Catch Hook URL):
//   GET    /api/v1/hooks?widgetId&type                              owner: { docs: HookInfo[] }
//   POST   /api/v1/hooks { widgetId, type, url | hookUrl, event? }  owner: HookInfo (201; 200 when already subscribed)
//   DELETE /api/v1/hooks/{id}                                       owner
//   GET    /api/v1/hooks/sample?widgetId                            owner: { docs: HookPayload[] }
// A hook belongs to the widget's zapier or make integration, which the owner connects in the builder
// first: that is where the owner sees, checks and disconnects what their submissions are sent to.
import { Hono } from 'hono';
import { HOOK_KINDS, HookSubscribeBody, isHookKind, type HookKind } from '../../shared/api/hooks';
import { kindLabel, PASSES_ON_TYPES } from '../../shared/integrations';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import { requireOwnedWidgetRow } from '../widgets/queries';
import { hookSamples } from './hook-sample';
import { addHook, listHooks, removeHook } from './hook-store';
import { readHookUrl } from './hook-url';

export function hookRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);
  /** The owner's form or AI chat: the widgets whose submissions are passed on. */
  const passingWidget = async (ownerId: string, widgetId: string | undefined, label = 'A hook') => {
    if (!widgetId) throw badRequest('widgetId is required.', 'WIDGET_ID_REQUIRED');
    const w = await requireOwnedWidgetRow(deps, ownerId, widgetId);
    if (!PASSES_ON_TYPES.includes(w.type)) {
      throw badRequest(`${label} takes the submissions of a form or the contacts of an AI chat; this widget is of type ${w.type}.`, 'HOOK_WIDGET_TYPE');
    }
    return w;
  };

  app.get('/api/v1/hooks/sample', owner, async (c) => {
    const w = await passingWidget(c.get('owner').id, c.req.query('widgetId'));
    return ok(c, { docs: await hookSamples(deps, w) });
  });

  app.get('/api/v1/hooks', owner, async (c) => {
    const widgetId = c.req.query('widgetId');
    const type = c.req.query('type');
    if (type !== undefined && !isHookKind(type)) throw badRequest(`type must be one of ${HOOK_KINDS.join(', ')}.`, 'HOOK_TYPE');
    if (widgetId !== undefined) await requireOwnedWidgetRow(deps, c.get('owner').id, widgetId);
    return ok(c, { docs: await listHooks(deps, c.get('owner').id, { widgetId, type }) });
  });

  app.post('/api/v1/hooks', owner, async (c) => {
    const body = await readJson(c, HookSubscribeBody);
    const type: HookKind = body.type;
    const label = kindLabel(type);
    const w = await passingWidget(c.get('owner').id, body.widgetId, label);
    const integration = await deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w.id).where('type', '=', type).executeTakeFirst();
    if (!integration) {
      throw conflict(`Connect ${label} to this widget first: in the builder, open the widget's Integrations and pick ${label}.`, 'HOOK_NOT_CONNECTED');
    }
    const url = await readHookUrl(deps, body.url ?? body.hookUrl);
    const { hook, created } = await addHook(deps, { id: integration.id, widgetId: w.id, type }, url);
    return created ? ok(c, hook, 'Hook added.', 201) : ok(c, hook, 'This hook was already added.');
  });

  app.delete('/api/v1/hooks/:id', owner, async (c) => {
    if (!(await removeHook(deps, c.get('owner').id, c.req.param('id')))) throw notFound('Hook not found.', 'HOOK_NOT_FOUND');
    return ok(c, { id: c.req.param('id') }, 'Hook removed.');
  });

  return app;
}
