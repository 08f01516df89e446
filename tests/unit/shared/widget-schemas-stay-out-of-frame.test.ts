// Frame chunks carry the plain defaults (shared/widgets/<type>.ts) only: the zod data schemas are for the
// server and tests, and would add their weight to every widget chunk.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

it('no frame or loader file imports a widget data schema', () => {
  const offenders = [...sources(join(ROOT, 'frame')), ...sources(join(ROOT, 'loader'))].filter((f) =>
    /from\s+['"][^'"]*(\.schema|shared\/widgets\/schemas)['"]/.test(readFileSync(f, 'utf8')),
  );
  expect(offenders).toEqual([]);
});

it('the widget schemas module is found by the pattern above', () => {
  const server = readFileSync(join(ROOT, 'server/widgets/validate-widget-data.ts'), 'utf8');
  expect(/from\s+['"][^'"]*(\.schema|shared\/widgets\/schemas)['"]/.test(server)).toBe(true);
});
