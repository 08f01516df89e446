// An analytics integration's events (SPEC §3 "Event tracking config"): which of the widget's events go
// to the tag, under which name, category, label and value. Without any, the tag loads and gets none.
import type { TrackedEvent } from '../../../shared/schemas/integration';
import { TRACKED_EVENT_CHOICES } from '../../../shared/integrations/tracked-event-choices';

export type EditedEvent = Pick<TrackedEvent, 'key' | 'name' | 'category' | 'label'> & { value?: string | number };

const choiceOf = (key: string) => TRACKED_EVENT_CHOICES.find((c) => c.key === key);

export function TrackedEventsField(props: { service: string; events: EditedEvent[]; onChange(events: EditedEvent[]): void; errors: Record<number, string> }) {
  const { events } = props;
  const set = (i: number, patch: Partial<EditedEvent>) => props.onChange(events.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const add = () => {
    const next = TRACKED_EVENT_CHOICES.find((c) => !events.some((e) => e.key === c.key)) ?? TRACKED_EVENT_CHOICES[0]!;
    props.onChange([...events, { key: next.key, name: next.name, category: 'tessera', label: '' }]);
  };
  return (
    <fieldset class="group tracked-events">
      <legend>Events sent to {props.service}</legend>
      <p class="hint">Each goes to the tag under its name when it happens on the widget. With none, the tag loads but gets no events.</p>
      <ol class="tracked-list">
        {events.map((e, i) => {
          const n = i + 1;
          return (
            <li key={i} class="tracked-row">
              <label class="field">
                <span>Event {n}: when</span>
                <select
                  value={e.key}
                  onChange={(ev) => {
                    const key = ev.currentTarget.value;
                    // A name still the suggested one follows the new choice; one the owner typed stays.
                    const renamed = !e.name || e.name === choiceOf(e.key)?.name;
                    set(i, { key, ...(renamed && { name: choiceOf(key)?.name ?? e.name }) });
                  }}
                >
                  {!choiceOf(e.key) && <option value={e.key}>{e.key}</option>}
                  {TRACKED_EVENT_CHOICES.map((c) => (
                    <option key={c.key} value={c.key}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </label>
              <div class="tracked-grid">
                <label class="field">
                  <span>Event {n}: name</span>
                  <input value={e.name} maxLength={200} aria-invalid={props.errors[i] ? true : undefined} onInput={(ev) => set(i, { name: ev.currentTarget.value })} />
                </label>
                <label class="field">
                  <span>Event {n}: category</span>
                  <input value={e.category} maxLength={200} placeholder="tessera" onInput={(ev) => set(i, { category: ev.currentTarget.value })} />
                </label>
                <label class="field">
                  <span>Event {n}: label</span>
                  <input value={e.label} maxLength={200} placeholder="what was clicked" onInput={(ev) => set(i, { label: ev.currentTarget.value })} />
                </label>
                <label class="field">
                  <span>Event {n}: value</span>
                  <input value={e.value ?? ''} maxLength={200} inputMode="decimal" onInput={(ev) => set(i, { value: ev.currentTarget.value })} />
                </label>
              </div>
              {props.errors[i] && <p class="field-error">{props.errors[i]}</p>}
              <button type="button" class="btn btn-small" onClick={() => props.onChange(events.filter((_, j) => j !== i))} aria-label={`Remove event ${n}`}>
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" class="btn btn-small" onClick={add} disabled={events.length >= 200}>
        Add an event
      </button>
    </fieldset>
  );
}

/** The events as saved: a number where the value is one, nothing for an empty value; and what is wrong with each. */
export function savedEvents(events: EditedEvent[]): { events: TrackedEvent[]; errors: Record<number, string> } {
  const errors: Record<number, string> = {};
  const out = events.map((e, i) => {
    if (!e.name.trim()) errors[i] = 'Give the event a name.';
    const raw = typeof e.value === 'string' ? e.value.trim() : e.value;
    const value = raw === '' || raw === undefined ? undefined : typeof raw === 'number' || !/^-?\d+(\.\d+)?$/.test(raw) ? raw : Number(raw);
    return { key: e.key, name: e.name.trim(), action: e.name.trim(), category: e.category.trim(), label: e.label.trim(), ...(value !== undefined && { value }) };
  });
  return { events: out, errors };
}

/** Saved events as the editor holds them (anything malformed in stored data is left out). */
export function readEvents(stored: unknown[] | undefined): EditedEvent[] {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return (stored ?? [])
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && typeof (e as { key?: unknown }).key === 'string')
    .map((e) => ({
      key: text(e.key),
      name: text(e.name) || text(e.action),
      category: text(e.category),
      label: text(e.label),
      ...((typeof e.value === 'string' || typeof e.value === 'number') && { value: e.value }),
    }));
}
