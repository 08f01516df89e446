/**
 * Runs `fn` in an idle period of the host page (at the latest after `timeoutMs`), or after `fallbackMs`
 * where requestIdleCallback is missing (Safari before 18). Host-page work that can wait goes through it.
 */
export function whenIdle(fn: () => void, timeoutMs: number, fallbackMs: number): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(fn, { timeout: timeoutMs });
  else setTimeout(fn, fallbackMs);
}
