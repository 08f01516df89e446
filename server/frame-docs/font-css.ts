// The widget font's rules for the frame document's head (issue 8). The widget used to link
// /fonts/<id>.css from its markup, and a stylesheet link in the body holds the frame's first paint until
// it has loaded: one more request on the critical path of every first visit. Inlined (about 1 KB
// gzipped), the text paints at once in the fallback face and swaps when the woff2 arrives
// (font-display: swap), as before. Read once per build (cached by the file's mtime).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FONTS_PATH } from '../../shared/design/fonts';

const cache = new Map<string, { mtime: number; css: string }>();

/** The font's @font-face rules with their URLs made absolute to the app, or null when not built. */
export function fontCss(publicDir: string, fontId: string): string | null {
  const path = join(publicDir, 'fonts', `${fontId}.css`);
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  let hit = cache.get(path);
  if (!hit || hit.mtime !== mtime) {
    // The files sit next to the stylesheet ("./files/…"); "<" never belongs in these rules, so none can
    // end the <style> element early.
    const css = readFileSync(path, 'utf8').replace(/url\(\s*(['"]?)\.\//g, `url($1${FONTS_PATH}/`).replace(/</g, '\\3c ');
    cache.set(path, (hit = { mtime, css }));
  }
  return hit.css;
}
