// The widget font's rules for the frame document's head (issue 8). The widget used to link
// /fonts/<id>.css from its markup, and a stylesheet link in the body holds the frame's first paint until
// it has loaded: one more request on the critical path of every first visit. Inlined (about 1 KB
// gzipped), the text paints at once in the fallback face and swaps when the woff2 arrives
// (font-display: swap), as before.
import { join } from 'node:path';
import { FONTS_PATH } from '../../shared/design/fonts';
import { readByMtime } from '../static/read-by-mtime';

/** The font's @font-face rules with their URLs made absolute to the app, or null when not built. */
export function fontCss(publicDir: string, fontId: string): string | null {
  // The files sit next to the stylesheet ("./files/…"); "<" never belongs in these rules, so none can
  // end the <style> element early.
  const css = readByMtime(join(publicDir, 'fonts', `${fontId}.css`), (text) =>
    text.replace(/url\(\s*(['"]?)\.\//g, `url($1${FONTS_PATH}/`).replace(/</g, '\\3c '),
  );
  return css ?? null;
}
