// Builder documents: home `/`, sign-in `/login`, sign-up `/signup`, editor `/editor/:id`. The client app
// (frame/editor) reads the path and renders the page; the server only sends the shell.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { BUILDER_HEADERS, builderDocument } from './builder-document';
import { builderAssets } from './manifest';

const PAGES: Array<[path: string, title: string]> = [
  ['/', 'Tessera: your widgets'],
  ['/login', 'Log in to Tessera'],
  ['/signup', 'Sign up for Tessera'],
  ['/editor/:id', 'Tessera editor'],
];

export function builderDocRoutes(deps: Deps): Hono {
  const app = new Hono();
  for (const [path, title] of PAGES) {
    app.get(path, (c) => {
      const assets = builderAssets(deps.config.publicDir);
      if (!assets) {
        return c.text('The builder is not built yet: run `node build.mjs`.', 503, BUILDER_HEADERS);
      }
      return c.html(builderDocument(title, assets), 200, BUILDER_HEADERS);
    });
  }
  return app;
}
