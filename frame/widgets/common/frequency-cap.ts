// Frequency cap per visitor for floating widgets. Counts live in the per-widget store, which the loader
// keeps in the host page's sessionStorage (the frame has no storage of its own, ARCHITECTURE §4).
// Like the other display rules, the cap does not apply in the builder's preview (ignoresRules).
import type { WidgetContext } from '../types';
import { ignoresRules } from './display-rules';

const KEY = 'shows';

export function showsLeft(ctx: Pick<WidgetContext, 'store' | 'mode'>, maxShows: number | undefined): boolean {
  if (ignoresRules(ctx.mode) || !maxShows || maxShows <= 0) return true;
  return (ctx.store.get<number>(KEY) ?? 0) < maxShows;
}

export function recordShow(store: WidgetContext['store']): void {
  store.set(KEY, (store.get<number>(KEY) ?? 0) + 1);
}
