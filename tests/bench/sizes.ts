// Bench section 1: sizes of everything a visitor or an owner downloads, gzip and brotli.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Row } from './table';

export function sizeRows(root: string): Row[] {
  const pub = join(root, 'dist/public');
  const manifest = JSON.parse(readFileSync(join(pub, 'manifest.json'), 'utf8'));
  const frameMeta = JSON.parse(readFileSync(join(root, 'dist/meta/frame.json'), 'utf8'));
  const closure = (entry: string, stop = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f) || stop.has(f)) return;
      seen.add(f);
      for (const i of frameMeta.outputs[`dist/public/${f}`]?.imports ?? [])
        if (i.kind === 'import-statement') visit(i.path.replace(/^dist\/public\//, ''));
    };
    visit(entry);
    return [...seen];
  };
  const measure = (files: string[]) => {
    const buf = Buffer.concat(files.map((f) => readFileSync(join(pub, f))));
    // Each file is compressed on its own, as a browser fetches it.
    const gz = files.reduce((n, f) => n + gzipSync(readFileSync(join(pub, f)), { level: 9 }).length, 0);
    const br = files.reduce(
      (n, f) => n + brotliCompressSync(readFileSync(join(pub, f)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    return { raw: buf.length, gz, br };
  };
  const rows: Row[] = [];
  const add = (figure: string, files: string[], target?: number) => {
    const m = measure(files);
    rows.push({ figure: `${figure} (gzip)`, ours: m.gz, unit: 'B', target: target ? `≤ ${target}` : undefined, ok: target ? m.gz <= target : undefined });
    rows.push({ figure: `${figure} (brotli)`, ours: m.br, unit: 'B' });
  };
  add('loader.js', ['loader.js'], 4500);
  add('loader runtime (lazy)', [manifest.loaderRuntime]);
  const viewer = closure(manifest.entries.viewer);
  add('viewer entry', viewer, 18_000);
  const viewerSet = new Set(viewer);
  for (const [type, file] of Object.entries<string>(manifest.widgets)) {
    add(`widget chunk ${type}`, closure(file, viewerSet), 30_000);
  }
  if (manifest.entries.editor) add('editor chunk', closure(manifest.entries.editor, viewerSet), 120_000);
  return rows;
}
