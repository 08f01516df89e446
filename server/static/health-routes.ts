// GET /healthz: 200 once the server can serve (the database answers), 503 otherwise.
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Deps } from '../deps';

export function healthRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(deps.db);
      return c.json({ success: true, data: { status: 'ok', dialect: deps.dialect }, message: 'ok' });
    } catch {
      return c.json({ success: false, data: { status: 'unavailable' }, message: 'Database unavailable.' }, 503);
    }
  });
  return app;
}
