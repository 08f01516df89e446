// Names the builder's hashed assets from the build manifest (server/static/build-manifest.ts).
import { readBuildManifest } from '../static/build-manifest';

export interface BuilderAssets {
  script: string;
  css: string | undefined;
  preload: string[];
}

export function builderAssets(publicDir: string): BuilderAssets | undefined {
  const m = readBuildManifest(publicDir);
  const script = m?.entries?.editor;
  if (!m || !script) return undefined;
  return { script, css: m.css?.editor, preload: m.imports?.editor ?? [] };
}
