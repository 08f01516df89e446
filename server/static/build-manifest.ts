// Reads dist/public/manifest.json (written by build.mjs), which names the hashed assets of each entry.
// Read on each request while the file changes (dev rebuilds), cached by mtime so production pays one
// stat per page. The builder and the viewer documents both name their assets from it.
import { join } from 'node:path';
import { readByMtime } from './read-by-mtime';

export interface BuildManifest {
  entries: Record<string, string>;
  css: Record<string, string>;
  widgets: Record<string, string>;
  imports: Record<string, string[]>;
  /** Lazy chunks named by build.mjs, each with its static imports (the bridge, issue 8). */
  lazy?: Record<string, string[]>;
}

/** The manifest, or undefined before the first build or while it is half-written. */
export function readBuildManifest(publicDir: string): BuildManifest | undefined {
  return readByMtime(join(publicDir, 'manifest.json'), (text) => JSON.parse(text) as BuildManifest);
}
