// SPEC §4 "Integration loading status": not-loaded → loading → loaded. Loading starts when the widget
// has integrations and is skipped while already loading; raw data is fetched only for analytics-group
// integrations not yet held; one integration's failure is ignored; once loaded, analytics tags are set
// up per the mode rule. Saving in viewer or gallery mode with integrations triggers loading.
//
// The mode rule has two readings (SPEC §4), both kept:
// - 'intent' (default): tags load in editor-like or unset mode, not in viewer or gallery;
// - 'as-written': `!mode || mode !== 'viewer' || mode !== 'gallery'`, which no mode fails, so tags
//   load in every mode.
import { batch, signal } from '@preact/signals';
import { isAnalyticsIntegration } from '../integrations/catalogue';
import type { Mode, IntegrationLoadState } from '../rules/values';
import type { AnalyticsRawData } from '../schemas/integration';
import { tagFor, type TagSpec } from './analytics-tags';

export type TagModeReading = 'intent' | 'as-written';

export function shouldSetUpTags(mode: Mode | undefined | null, reading: TagModeReading = 'intent'): boolean {
  // Kept verbatim on purpose: the condition is always true (see the comment at the top).
  const m: string | null | undefined = mode;
  if (reading === 'as-written') return !m || m !== 'viewer' || (m as string) !== 'gallery';
  return mode !== 'viewer' && mode !== 'gallery';
}

export interface IntegrationLoaderOptions {
  /** Raw data for one analytics integration of the widget (the raw-data call). */
  fetchRawData(key: string): Promise<AnalyticsRawData | null>;
  /** Sets up one tag (installTag on the page); never called for a tag without id/type/token. */
  setUpTag(tag: TagSpec): void;
  mode?: Mode | null;
  reading?: TagModeReading;
}

export function createIntegrationLoader(o: IntegrationLoaderOptions) {
  const status = signal<IntegrationLoadState>('not-loaded');
  const rawData = signal<Record<string, AnalyticsRawData>>({});

  async function load(integrations: readonly string[] | null | undefined): Promise<void> {
    if (!integrations?.length || status.value === 'loading') return;
    status.value = 'loading';
    const wanted = integrations.filter((k) => isAnalyticsIntegration(k) && !(k in rawData.value));
    const got = await Promise.all(
      wanted.map((k) => o.fetchRawData(k).then((d) => [k, d] as const, () => [k, null] as const)),
    );
    const held = { ...rawData.value };
    for (const [k, d] of got) if (d) held[k] = d;
    batch(() => {
      rawData.value = held;
      status.value = 'loaded';
    });
    if (!shouldSetUpTags(o.mode, o.reading)) return;
    for (const k of integrations) {
      const tag = tagFor(k, held[k]);
      if (tag) o.setUpTag(tag);
    }
  }

  return {
    status,
    rawData,
    load,
    /** SPEC §4: saving in viewer or gallery mode with integrations triggers integration loading. */
    afterSave(integrations: readonly string[] | null | undefined): Promise<void> {
      return o.mode === 'viewer' || o.mode === 'gallery' ? load(integrations) : Promise.resolve();
    },
  };
}
