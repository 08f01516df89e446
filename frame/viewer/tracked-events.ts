// SPEC §3 "Event tracking config per analytics integration": each configured event (key, category,
// action, label, value, name) names one of our events; the viewer sends the matching ones to the tag.
// Keys are our event types (IMPRESSION, VIEW, click, hover, scroll, submit, chat-message, widget-load),
// optionally narrowed by sub-type as `type:subType` (e.g. `click:open-image`). Matching ignores case.
import type { EventReport } from '../../shared/api/events';
import type { TrackedEvent } from '../../shared/schemas/integration';

/** One of our events as the tag receives it. */
export interface MappedEvent {
  name: string;
  category: string;
  action: string;
  label: string;
  value?: number | string;
}

export type OurEvent = Pick<EventReport, 'eventType' | 'eventSubType' | 'entityPath'>;

export function mapTrackedEvent(config: readonly Partial<TrackedEvent>[] | undefined, e: OurEvent): MappedEvent[] {
  const type = e.eventType.toLowerCase();
  const sub = e.eventSubType ? `${type}:${e.eventSubType.toLowerCase()}` : null;
  const out: MappedEvent[] = [];
  for (const c of config ?? []) {
    const key = typeof c.key === 'string' ? c.key.toLowerCase() : '';
    if (!key || (key !== type && key !== sub)) continue;
    const action = c.action || c.name || c.key!;
    out.push({
      name: c.name || action,
      category: c.category || 'tessera',
      action,
      label: c.label || e.entityPath || e.eventSubType || '',
      ...(c.value !== undefined && c.value !== '' ? { value: c.value } : {}),
    });
  }
  return out;
}
