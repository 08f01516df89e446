// Labelled inputs used across the editor. Each input is a real <label>ed control for screen readers.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'react';

export function TextInput(props: { label: string; value: string; onChange(v: string): void; multiline?: boolean; type?: 'text' | 'url' | 'email' | 'search' | 'datetime-local' | 'date'; placeholder?: string; name?: string }) {
  return (
    <label class="field">
      <span>{props.label}</span>
      {props.multiline ? (
        <textarea name={props.name} rows={3} value={props.value} placeholder={props.placeholder} onInput={(e) => props.onChange(e.currentTarget.value)} />
      ) : (
        <input name={props.name} type={(props.type ?? 'text') as 'text'} value={props.value} placeholder={props.placeholder} onInput={(e) => props.onChange(e.currentTarget.value)} />
      )}
    </label>
  );
}

const toLines = (text: string) => text.split('\n').map((s) => s.trim()).filter(Boolean);

/**
 * A list of strings edited one per line. The box keeps the text as typed (the empty line an Enter
 * starts, a space before the next word); the list written leaves out blank lines and outer spaces.
 * Written straight back, the Enter's empty line vanished and no second line could be typed.
 */
export function LinesInput(props: { label: string; value: readonly string[]; onChange(v: string[]): void; name?: string }) {
  const joined = props.value.join('\n');
  const [text, setText] = useState(joined);
  // Follow the list when it changes from elsewhere (undo, a reload), not when it is what this box wrote.
  useEffect(() => {
    if (toLines(text).join('\n') !== joined) setText(joined);
  }, [joined]);
  return (
    <TextInput
      name={props.name}
      label={props.label}
      multiline
      value={text}
      onChange={(t) => {
        setText(t);
        props.onChange(toLines(t));
      }}
    />
  );
}

export function NumberInput(props: { label: string; value: number | undefined; onChange(v: number | undefined): void; min?: number; max?: number; step?: number; suffix?: string }) {
  return (
    <label class="field">
      <span>
        {props.label}
        {props.suffix ? ` (${props.suffix})` : ''}
      </span>
      <input
        type="number"
        value={props.value ?? ''}
        min={props.min}
        max={props.max}
        step={props.step}
        onInput={(e) => {
          const raw = e.currentTarget.value;
          const n = Number(raw);
          props.onChange(raw === '' || !Number.isFinite(n) ? undefined : n);
        }}
      />
    </label>
  );
}

export function Checkbox(props: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label class="check">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      <span>{props.label}</span>
    </label>
  );
}

export function Select(props: { label: string; value: string; onChange(v: string): void; options: ReadonlyArray<{ value: string; label: string }>; name?: string }) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Group(props: { title: string; children: ComponentChildren }) {
  return (
    <fieldset class="group">
      <legend>{props.title}</legend>
      {props.children}
    </fieldset>
  );
}

/** A form's or a section's error, announced to screen readers; nothing when there is none. */
export function FormError(props: { error: string | null | undefined }) {
  return props.error ? (
    <p class="form-error" role="alert">
      {props.error}
    </p>
  ) : null;
}
