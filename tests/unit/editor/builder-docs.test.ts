// The builder documents: the shell names the hashed editor assets and is never frameable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../../server/deps';
import { builderDocRoutes } from '../../../server/builder-docs/routes';

const dir = mkdtempSync(join(tmpdir(), 'builder-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function app(publicDir: string) {
  return builderDocRoutes({ config: { publicDir } } as unknown as Deps);
}

describe('builder documents', () => {
  const pub = join(dir, 'public');
  mkdirSync(pub);
  writeFileSync(
    join(pub, 'manifest.json'),
    JSON.stringify({ entries: { editor: 'assets/editor-ABC.js' }, css: { editor: 'assets/editor-ABC.css' }, imports: { editor: ['assets/chunks/c-1.js'] } }),
  );

  it.each(['/', '/login', '/signup', '/editor/w123'])('%s is the builder shell with frame-ancestors none', async (path) => {
    const res = await app(pub).request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('<script type="module" src="/assets/editor-ABC.js"></script>');
    // Without an icon link the browser asks for /favicon.ico, a 404 on every builder page.
    expect(html).toContain('<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/editor-ABC.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/c-1.js">');
    expect(html).toContain('data-theme="dark"');
  });

  it('answers 503 with a hint when the builder is not built', async () => {
    const res = await app(join(dir, 'missing')).request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/node build\.mjs/);
  });
});
