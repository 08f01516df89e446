// The demo host (a second origin): demo-host/index.html with {{APP_URL}} and {{WIDGET_ID:<type>}}
// filled in, plus the other files of demo-host/. It plays a customer's site, so it sends no
// special headers beyond nosniff.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { safeJoin, serveFile } from '../static/static-file';

export interface DemoHostOptions {
  rootDir: string;
  appUrl: string;
  widgetIds: Record<string, string | undefined>;
}

export function fillTemplate(html: string, opts: Pick<DemoHostOptions, 'appUrl' | 'widgetIds'>): string {
  return html
    .replaceAll('{{APP_URL}}', opts.appUrl)
    .replace(/\{\{WIDGET_ID:([a-z0-9_]+)\}\}/g, (_, type: string) => opts.widgetIds[type] ?? 'missing-demo-widget');
}

export function demoHostApp(opts: DemoHostOptions): Hono {
  const app = new Hono();
  const dir = join(opts.rootDir, 'demo-host');
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  // Every page (index.html and any other *.html) is a template.
  app.get('/*', async (c) => {
    const rel = c.req.path === '/' ? 'index.html' : c.req.path.slice(1);
    if (rel.endsWith('.html')) {
      const file = safeJoin(dir, rel);
      const html = file ? await readFile(file, 'utf8').catch(() => null) : null;
      if (html === null) return c.text(`demo-host/${rel} is missing.`, 404);
      c.header('Cache-Control', 'no-store');
      return c.html(fillTemplate(html, opts));
    }
    const res = await serveFile(c, dir, rel, 'no-cache');
    return res ?? c.text('Not found.', 404);
  });
  return app;
}
