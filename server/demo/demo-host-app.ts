// The demo host (a second origin): demo-host/index.html with {{APP_URL}}, {{WIDGET_ID:<type>}} and
// {{WIDGET_HEIGHT:<type>}} filled in, plus the other files of demo-host/. It plays a customer's site, so
// it sends no special headers beyond nosniff. The height is what the builder's snippet would reserve
// (issue 8): the last desktop height viewers reported, else a measured default for the seeded widget.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { LastHeights } from '../events/widget-heights';
import { safeJoin, serveFile } from '../static/static-file';

export interface DemoHostOptions {
  rootDir: string;
  appUrl: string;
  widgetIds: Record<string, string | undefined>;
  /** Last known heights per widget id (server/events/widget-heights.ts); none known: the defaults. */
  heights?: (widgetIds: string[]) => Promise<Map<string, LastHeights>>;
}

/** The seeded demo widgets' desktop heights in the demo page's column (Chromium, 1280 px wide). */
export const DEFAULT_DEMO_HEIGHTS: Record<string, number> = {
  image_gallery: 1016,
  form: 546,
  audio_player: 369,
  pdf_gallery: 708,
  pdf_flipbook: 871,
  event_list: 417,
  faq: 222,
  countdown: 185,
  testimonials: 397,
  pricing_table: 471,
  before_after: 806,
  share_buttons: 99,
  video_gallery: 301,
  logo_showcase: 115,
  news_feed: 420,
  map: 428,
  business_hours: 483,
  social_links: 99,
  team_members: 468,
};

export function fillTemplate(
  html: string,
  opts: Pick<DemoHostOptions, 'appUrl' | 'widgetIds'> & { heights?: Record<string, number | undefined> },
): string {
  return html
    .replaceAll('{{APP_URL}}', opts.appUrl)
    .replace(/\{\{WIDGET_ID:([a-z0-9_]+)\}\}/g, (_, type: string) => opts.widgetIds[type] ?? 'missing-demo-widget')
    .replace(/\{\{WIDGET_HEIGHT:([a-z0-9_]+)\}\}/g, (_, type: string) => String(opts.heights?.[type] ?? DEFAULT_DEMO_HEIGHTS[type] ?? 0));
}

/** Type → desktop height as the builder's snippet would pick it; a failed lookup leaves the defaults. */
async function heightsByType(opts: DemoHostOptions): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  if (!opts.heights) return out;
  const ids = Object.values(opts.widgetIds).filter((x): x is string => !!x);
  const known = await opts.heights(ids).catch(() => new Map<string, LastHeights>());
  for (const [type, id] of Object.entries(opts.widgetIds)) {
    const h = id ? known.get(id) : undefined;
    const px = h?.desktop ?? h?.tablet ?? h?.mobile;
    if (px) out[type] = px;
  }
  return out;
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
      return c.html(fillTemplate(html, { ...opts, heights: await heightsByType(opts) }));
    }
    const res = await serveFile(c, dir, rel, 'no-cache');
    return res ?? c.text('Not found.', 404);
  });
  return app;
}
