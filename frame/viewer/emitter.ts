/** A minimal listener set; returns unsubscribe from `on`. */
export function emitter<T>() {
  const fns = new Set<(v: T) => void>();
  return {
    on(fn: (v: T) => void): () => void {
      fns.add(fn);
      return () => fns.delete(fn);
    },
    emit(v: T) {
      for (const fn of [...fns]) fn(v);
    },
  };
}
