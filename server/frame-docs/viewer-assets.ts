// Names the viewer's hashed assets from dist/public/manifest.json (build.mjs): the entry, its static
// imports and the widget type's chunk, so the frame document can modulepreload all of them at once.
// Cached by mtime: production pays one stat per document, dev rebuilds are picked up.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Manifest {
  entries: Record<string, string>;
  css: Record<string, string>;
  widgets: Record<string, string>;
  imports: Record<string, string[]>;
  /** Lazy chunks named by build.mjs, each with its static imports (the bridge, issue 8). */
  lazy?: Record<string, string[]>;
}

export interface ViewerAssets {
  script: string;
  /** Files to modulepreload: the entry, its imports, the widget chunk and its imports (no duplicates). */
  preload: string[];
  css: string[];
}

let cache: { path: string; mtime: number; manifest: Manifest } | undefined;

function readManifest(publicDir: string): Manifest | undefined {
  const path = join(publicDir, 'manifest.json');
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  if (!cache || cache.path !== path || cache.mtime !== mtime) {
    try {
      cache = { path, mtime, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    } catch {
      return undefined;
    }
  }
  return cache.manifest;
}

export function viewerAssets(publicDir: string, widgetType: string | null): ViewerAssets | undefined {
  const m = readManifest(publicDir);
  const script = m?.entries?.viewer;
  if (!m || !script) return undefined;
  const files = [script, ...(m.imports?.viewer ?? [])];
  const css: string[] = [];
  if (m.css?.viewer) css.push(m.css.viewer);
  const chunk = widgetType ? m.widgets?.[widgetType] : undefined;
  if (chunk) {
    files.push(chunk, ...(m.imports?.[`widget:${widgetType}`] ?? []));
    const widgetCss = m.css?.[`widget:${widgetType}`];
    if (widgetCss) css.push(widgetCss);
  }
  // The bridge is a lazy chunk (kept out of the entry's bytes) but every embedded frame opens it at once.
  files.push(...(m.lazy?.bridge ?? []));
  return { script, preload: [...new Set(files)], css };
}
