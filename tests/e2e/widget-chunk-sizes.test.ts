// Byte budget of the widget catalogue (the number moves only when someone decides it should): each widget
// type's chunk plus the chunks it imports beyond the viewer entry stays within 30,000 bytes gzipped, and
// pdf.js stays out of every widget chunk and the viewer entry (it is fetched lazily when a PDF renders), and
// DOMPurify (about 9 KB) out of the types that render no owner rich text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness';
import { WIDGET_TYPES } from '../../shared/widget-types';

const WIDGET_CHUNK_BUDGET_GZ = 30_000;
/** A name only pdf.js carries (our code never spells it). */
const PDFJS_MARKER = 'RenderingCancelledException';
/** A name only DOMPurify carries (its hook for each element). */
const DOMPURIFY_MARKER = 'uponSanitizeElement';
/** The types that render owner rich text (frame/widgets/common/RichText.tsx). */
const RICH_TEXT_TYPES = ['form', 'faq', 'notification_bar', 'popup'];
const pub = join(ROOT, 'dist/public');

describe('widget chunk budgets', () => {
  it('keeps every widget type within 30,000 bytes gzipped beyond the viewer entry, without pdf.js', () => {
    if (!existsSync(join(pub, 'manifest.json'))) throw new Error('dist/public/manifest.json is missing: run `node build.mjs` first');
    const m = JSON.parse(readFileSync(join(pub, 'manifest.json'), 'utf8')) as {
      entries: Record<string, string>;
      widgets: Record<string, string>;
      imports: Record<string, string[]>;
    };
    const viewer = new Set([m.entries.viewer, ...(m.imports.viewer ?? [])]);
    const read = (f: string) => readFileSync(join(pub, f));
    const sizes: Record<string, number> = {};
    // The marker is a message only pdf.js carries; the lazy pdf chunk itself must exist and hold it.
    const holdsPdfJs = (f: string) => read(f).toString('utf8').includes(PDFJS_MARKER);
    expect(readdirSync(join(pub, 'assets/chunks')).some((f) => holdsPdfJs(`assets/chunks/${f}`)), 'the lazy pdf.js chunk exists').toBe(true);
    const purifies: Record<string, boolean> = {};
    for (const [type, file] of Object.entries(m.widgets)) {
      const files = [file, ...(m.imports[`widget:${type}`] ?? []).filter((f) => !viewer.has(f))];
      sizes[type] = files.reduce((n, f) => n + gzipSync(read(f)).length, 0);
      purifies[type] = files.some((f) => read(f).toString('utf8').includes(DOMPURIFY_MARKER));
      for (const f of [...files, ...viewer]) expect(holdsPdfJs(f), `${f} must not hold pdf.js`).toBe(false);
    }
    for (const type of WIDGET_TYPES) {
      expect(sizes[type], `${type} chunk is built`).toBeGreaterThan(0);
      expect(sizes[type], `${type} gzipped bytes`).toBeLessThanOrEqual(WIDGET_CHUNK_BUDGET_GZ);
      expect(purifies[type], `${type} loads DOMPurify`).toBe(RICH_TEXT_TYPES.includes(type));
    }
  });
});
