// loader.js (short cache: it is the one unhashed file host pages reference), content-hashed /assets/*
// (immutable), /static/* and /fonts/* from the built public folder.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { serveFile } from './static-file';

export const LOADER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const STATIC_CACHE_CONTROL = 'public, max-age=86400';

export function staticRoutes(deps: Deps): Hono {
  const app = new Hono();
  const root = deps.config.publicDir;
  const mounts: Array<[prefix: string, cacheControl: string]> = [
    ['/assets/', IMMUTABLE_CACHE_CONTROL],
    ['/static/', STATIC_CACHE_CONTROL],
    ['/fonts/', STATIC_CACHE_CONTROL],
  ];

  app.on(['GET', 'HEAD'], '/loader.js', async (c) => {
    const res = await serveFile(c, root, 'loader.js', LOADER_CACHE_CONTROL);
    if (!res) throw notFound('loader.js is not built yet: run `node build.mjs`.');
    return res;
  });
  for (const [prefix, cacheControl] of mounts) {
    app.on(['GET', 'HEAD'], `${prefix}*`, async (c) => {
      const rel = prefix.slice(1) + c.req.path.slice(prefix.length);
      const res = await serveFile(c, root, rel, cacheControl);
      if (!res) throw notFound('File not found.');
      return res;
    });
  }
  return app;
}
