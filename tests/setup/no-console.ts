import { afterEach, vi } from 'vitest';

// Library code never logs on its own (STYLE.md 11): a stray console call fails the test that made it.
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
const calls: string[] = [];
for (const m of methods) {
  vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${m}: ${args.map(String).join(' ')}`);
  });
}
afterEach(() => {
  if (calls.length) {
    const seen = calls.splice(0);
    throw new Error(`unexpected console output:\n${seen.join('\n')}`);
  }
});
