// Names the viewer's hashed assets from dist/public/manifest.json (build.mjs): the entry, its static
// imports and the widget type's chunk, so the frame document can modulepreload all of them at once.
// The manifest is read through server/static/build-manifest.ts (cached by mtime).
import { readBuildManifest as readManifest } from '../static/build-manifest';

export interface ViewerAssets {
  script: string;
  /** Files to modulepreload: the entry, its imports, the widget chunk and its imports (no duplicates). */
  preload: string[];
  css: string[];
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
