// One catalogue field as a form control. Secrets are password inputs that never show a stored value:
// a saved secret shows only "saved, ending in 1234" and an empty input keeps it.
import { fieldPresentation, type IntegrationField } from '../../../shared/integrations';
import type { SecretView } from '../api/integrations-api';
import type { WidgetSummary } from '../api/widgets-api';

export interface FieldControlProps {
  field: IntegrationField;
  values: Record<string, unknown>;
  onChange(name: string, v: unknown): void;
  error?: string;
  stored?: SecretView;
  /** For `widget` inputs: the owner's widgets of field.widgetType. */
  widgets?: WidgetSummary[];
}

export function FieldControl(p: FieldControlProps) {
  const f = p.field;
  const { label, placeholder } = fieldPresentation(f, p.values);
  const id = `int-${f.name}`;
  const errId = `${id}-error`;
  const value = p.values[f.name];
  const common = {
    id,
    name: f.name,
    'aria-invalid': p.error ? true : undefined,
    'aria-describedby': [p.error ? errId : '', f.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
  };
  const set = (v: unknown) => p.onChange(f.name, v);
  let control;
  if (f.input === 'checkbox') {
    return (
      <div class="field">
        <label class="check">
          <input type="checkbox" {...common} checked={value === true} onChange={(e) => set(e.currentTarget.checked)} />
          <span>{label}</span>
        </label>
        {p.error && <p id={errId} class="field-error">{p.error}</p>}
      </div>
    );
  } else if (f.input === 'select') {
    control = (
      <select {...common} value={String(value ?? f.default ?? '')} onChange={(e) => set(e.currentTarget.value)}>
        {f.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (f.input === 'widget') {
    control = (
      <select {...common} value={String(value ?? '')} onChange={(e) => set(e.currentTarget.value)}>
        <option value="">Choose a widget...</option>
        {p.widgets?.map((w) => (
          <option key={w.guid} value={w.guid}>
            {w.name}
          </option>
        ))}
      </select>
    );
  } else if (f.input === 'json') {
    control = <textarea {...common} class="code" rows={4} placeholder={placeholder} value={String(value ?? '')} onInput={(e) => set(e.currentTarget.value)} />;
  } else {
    const secret = f.secret || f.input === 'password';
    control = (
      <input
        {...common}
        type={(secret ? 'password' : f.input === 'url' ? 'url' : f.input === 'tel' ? 'tel' : 'text') as 'text'}
        autoComplete={secret ? 'new-password' : 'off'}
        required={f.required && !(secret && p.stored?.isSet)}
        placeholder={secret && p.stored?.isSet ? 'Leave empty to keep the saved value' : placeholder}
        value={secret ? String(value ?? '') : String(value ?? '')}
        onInput={(e) => set(e.currentTarget.value)}
      />
    );
  }
  return (
    <div class="field">
      <label for={id}>
        {label}
        {!f.required && <span class="optional"> (optional)</span>}
      </label>
      <div class={f.prefix || f.suffix ? 'affix' : undefined}>
        {f.prefix && <span class="affix-part" aria-hidden="true">{f.prefix}</span>}
        {control}
        {f.suffix && <span class="affix-part" aria-hidden="true">{f.suffix}</span>}
      </div>
      {(f.secret || f.input === 'password') && p.stored?.isSet && (
        <p class="hint">Saved{p.stored.last4 ? `, ending in ${p.stored.last4}` : ''}. Type a new value to replace it.</p>
      )}
      {f.hint && <p id={`${id}-hint`} class="hint">{f.hint}</p>}
      {p.error && (
        <p id={errId} class="field-error">
          {p.error}
        </p>
      )}
    </div>
  );
}
