// Reads dist/public/manifest.json (written by build.mjs), which names the hashed assets of each entry.
// Read on each request while the file changes (dev rebuilds), cached by mtime so production pays one
// stat per page. The builder and the viewer documents both name their assets from it.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildManifest {
  entries: Record<string, string>;
  css: Record<string, string>;
  widgets: Record<string, string>;
  imports: Record<string, string[]>;
  /** Lazy chunks named by build.mjs, each with its static imports (the bridge, issue 8). */
  lazy?: Record<string, string[]>;
}

let cache: { path: string; mtime: number; manifest: BuildManifest } | undefined;

/** The manifest, or undefined before the first build or while it is half-written. */
export function readBuildManifest(publicDir: string): BuildManifest | undefined {
  const path = join(publicDir, 'manifest.json');
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  if (!cache || cache.path !== path || cache.mtime !== mtime) {
    try {
      cache = { path, mtime, manifest: JSON.parse(readFileSync(path, 'utf8')) as BuildManifest };
    } catch {
      return undefined;
    }
  }
  return cache.manifest;
}
