// A viewer waits this long for a data source that is not in the cache yet; the fetch goes on after and
// fills the cache for the next visitor. Null: the source was slower.
import type { Deps } from '../deps';
import type { IntegrationRow } from './integration-table';
import { itemsOf } from './widget-data';

/** How long a viewer waits for a source not yet in the cache. */
export const SOURCE_WAIT_MS = 2500;

export async function within<T>(items: Promise<T>, ms = SOURCE_WAIT_MS): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), ms)));
  try {
    return await Promise.race([items, late]);
  } finally {
    clearTimeout(timer);
    // The race's loser must not become an unhandled rejection.
    items.catch(() => undefined);
  }
}

export function itemsWithin(deps: Deps, row: IntegrationRow, ms = SOURCE_WAIT_MS): Promise<unknown[] | null> {
  return within(itemsOf(deps, row), ms);
}
