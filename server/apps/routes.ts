// GET /nindo/api/apps (SPEC §7): the widget types this server offers.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Deps } from '../deps';
import { ok } from '../http/envelope';
import { appCatalogue } from './app-catalogue';

export function appsRoutes(_deps: Deps): Hono {
  const app = new Hono();
  const docs = appCatalogue();
  app.use('/nindo/api/apps', cors({ origin: '*' }));
  app.get('/nindo/api/apps', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return ok(c, { docs, total: docs.length });
  });
  return app;
}
