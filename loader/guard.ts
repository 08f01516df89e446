/** Runs host-page callbacks so that nothing the loader does can throw into the host page. */
export const safe =
  <A extends unknown[], R>(fn: (...a: A) => R) =>
  (...a: A): R | undefined => {
    try {
      return fn(...a);
    } catch {
      return undefined;
    }
  };
