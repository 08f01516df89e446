// Build step: serves the font catalogue (fonts.json) from our own origin. For each font whose
// @fontsource/<id> package is installed, concatenates its per-weight CSS into fonts/<id>.css and copies
// only the woff2/woff files that CSS references into fonts/files/. A font whose package is missing gets
// a CSS file holding only a comment, so the page's font stack falls back (Open Sans, then generic)
// without a 404. Plain ESM so build.mjs can import it without a TypeScript loader.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @returns {{ copied: string[], missing: string[] }} */
export function copyFonts({ root, outDir }) {
  const catalogue = JSON.parse(readFileSync(join(root, 'shared/fonts/fonts.json'), 'utf8'));
  mkdirSync(join(outDir, 'files'), { recursive: true });
  const copied = [];
  const missing = [];
  for (const font of catalogue) {
    const pkg = join(root, 'node_modules/@fontsource', font.id);
    const parts = [];
    for (const w of font.weights) {
      const css = join(pkg, `${w}.css`);
      if (existsSync(css)) parts.push(readFileSync(css, 'utf8'));
    }
    if (!parts.length) {
      missing.push(font.id);
      writeFileSync(join(outDir, `${font.id}.css`), `/* @fontsource/${font.id} is not installed: the fallback font is used */\n`);
      continue;
    }
    const css = parts.join('\n');
    for (const m of css.matchAll(/url\(\.\/files\/([^)]+)\)/g)) {
      const file = m[1];
      const dest = join(outDir, 'files', file);
      if (!existsSync(dest)) copyFileSync(join(pkg, 'files', file), dest);
    }
    writeFileSync(join(outDir, `${font.id}.css`), css);
    copied.push(font.id);
  }
  writeFileSync(join(outDir, 'available.json'), JSON.stringify(copied));
  return { copied, missing };
}
