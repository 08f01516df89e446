// The viewer and loader must not pull zod through shared modules (TOOLCHAIN.md, ARCHITECTURE §2):
// bundles each plain-data entry with esbuild and checks no zod source is among its inputs.
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const ZOD_FREE = [
  'shared/rules/index.ts', 'shared/design/index.ts', 'shared/integrations/index.ts', 'shared/api/index.ts',
  'shared/state/integration-loading.ts', 'shared/state/analytics-tags.ts', 'shared/state/paypal-connect.ts', 'shared/state/apps-list.ts',
];

describe('plain shared modules stay zod-free', () => {
  it.each(ZOD_FREE)('%s bundles without zod', async (entry) => {
    const r = await esbuild.build({
      entryPoints: [entry], absWorkingDir: process.cwd(), bundle: true, write: false, metafile: true, format: 'esm',
      platform: 'browser', logLevel: 'silent', loader: { '.json': 'json' },
    });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs).toContain(entry);
    expect(inputs.filter((i) => i.includes('node_modules/zod'))).toEqual([]);
  });
  it('the schemas do pull zod (the check can fail)', async () => {
    const r = await esbuild.build({ entryPoints: ['shared/schemas/index.ts'], absWorkingDir: process.cwd(), bundle: true, write: false, metafile: true, logLevel: 'silent' });
    expect(Object.keys(r.metafile.inputs).some((i) => i.includes('node_modules/zod'))).toBe(true);
  });
});
