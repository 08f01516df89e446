// Reads dist/public/manifest.json (written by build.mjs) to name the builder's hashed assets. Read on each
// request while the file changes (dev rebuilds), cached by mtime so production pays one stat per page.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuilderAssets {
  script: string;
  css: string | undefined;
  preload: string[];
}

interface Manifest {
  entries: Record<string, string>;
  css: Record<string, string>;
  imports: Record<string, string[]>;
}

let cache: { path: string; mtime: number; manifest: Manifest } | undefined;

export function builderAssets(publicDir: string): BuilderAssets | undefined {
  const path = join(publicDir, 'manifest.json');
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  if (!cache || cache.path !== path || cache.mtime !== mtime) {
    cache = { path, mtime, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
  }
  const m = cache.manifest;
  const script = m.entries.editor;
  if (!script) return undefined;
  return { script, css: m.css?.editor, preload: m.imports?.editor ?? [] };
}
