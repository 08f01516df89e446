// SPEC §4 "Apps list": loading true, then the list; on failure the list is empty (SPEC §8: swallowed).
import { batch, signal } from '@preact/signals';
import type { AppListEntry } from '../schemas/user';

export function createAppsList(load: () => Promise<AppListEntry[]>) {
  const loading = signal(true);
  const apps = signal<AppListEntry[]>([]);
  return {
    loading,
    apps,
    async refresh() {
      loading.value = true;
      let list: AppListEntry[] = [];
      try {
        list = await load();
      } catch {
        /* SPEC §8: apps list failures are swallowed; the list is empty */
      }
      batch(() => {
        apps.value = Array.isArray(list) ? list : [];
        loading.value = false;
      });
    },
  };
}
