// SPEC §2 `cnDebug=true` turns on debug logging. Library code never logs on its own (STYLE.md 11): the
// viewer gets this logger injected, silent unless the frame URL asked for debugging.

export interface Logger {
  debug(message: string, detail?: unknown): void;
}

export const silentLogger: Logger = { debug() {} };

/** Writes to `sink` (the console in a browser) only when `enabled`; otherwise the silent logger. */
export function debugLogger(enabled: boolean, sink: Pick<Console, 'debug'> | undefined = globalThis.console): Logger {
  if (!enabled || !sink) return silentLogger;
  return {
    debug: (message, detail) => (detail === undefined ? sink.debug(`[tessera] ${message}`) : sink.debug(`[tessera] ${message}`, detail)),
  };
}
