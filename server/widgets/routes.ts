// Every widget route: public reads first (their fixed segments must win over `:id`), then owner calls.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { editorRoutes } from './editor-routes';
import { viewerRoutes } from './viewer-routes';

export function widgetRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', viewerRoutes(deps));
  app.route('/', editorRoutes(deps));
  return app;
}
