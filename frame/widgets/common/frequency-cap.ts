// Frequency cap per visitor for floating widgets. Counts live in the per-widget store, which the loader
// keeps in the host page's sessionStorage (the frame has no storage of its own, ARCHITECTURE §4).
import type { WidgetContext } from '../types';

const KEY = 'shows';

export function showsLeft(store: WidgetContext['store'], maxShows: number | undefined): boolean {
  if (!maxShows || maxShows <= 0) return true;
  return (store.get<number>(KEY) ?? 0) < maxShows;
}

export function recordShow(store: WidgetContext['store']): void {
  store.set(KEY, (store.get<number>(KEY) ?? 0) + 1);
}
