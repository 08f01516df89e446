// The frame document routes on a test app whose public folder holds only the given build outputs
// (a manifest, font stylesheets...), so each case controls exactly what the server finds built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { frameDocRoutes } from '../../../server/frame-docs/routes';
import { makeTestApp, type TestApp } from '../core/harness';

export interface FrameDocApp {
  t: TestApp;
  app: Hono;
  publicDir: string;
  close(): Promise<void>;
}

/** `files`: paths under the public folder and their contents. */
export async function frameDocApp(files: Record<string, string>): Promise<FrameDocApp> {
  const publicDir = mkdtempSync(join(tmpdir(), 'tessera-public-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    writeFileSync(join(publicDir, path), text);
  }
  const t = await makeTestApp('sqlite', { publicDir });
  const app = new Hono();
  app.route('/', frameDocRoutes(t.deps));
  return {
    t,
    app,
    publicDir,
    close: async () => {
      await t.close();
      rmSync(publicDir, { recursive: true, force: true });
    },
  };
}
