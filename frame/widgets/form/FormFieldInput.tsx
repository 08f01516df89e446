// One form field with its label, inline error and the attributes assistive tech needs.
import type { FormField } from '../../../shared/widgets/form';
import type { Translate } from '../common/localize';
import { RichText } from '../common/RichText';
import type { FieldValue } from './validate';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';

const PREFIX = TRANSLATED_ITEMS.form!.prefix;
const OPTION = TRANSLATED_ITEMS.form!.lists!.options!;

type Props = {
  field: FormField;
  value: FieldValue | undefined;
  error?: string;
  t: Translate;
  onChange(v: FieldValue): void;
  onBlur(): void;
};

const INPUT_TYPES: Record<string, 'text' | 'email' | 'tel' | 'number' | 'date'> = { text: 'text', email: 'email', phone: 'tel', number: 'number', date: 'date' };
const AUTOCOMPLETE: Record<string, string> = { email: 'email', phone: 'tel' };

export function FormFieldInput({ field, value, error, t, onChange, onBlur }: Props) {
  const id = `f-${field.id}`;
  const errId = `${id}-err`;
  const label = t(itemTextKey(PREFIX, field.id, 'label'), field.label);
  const placeholder = field.placeholder ? t(itemTextKey(PREFIX, field.id, 'placeholder'), field.placeholder) : undefined;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errId : undefined, 'aria-required': field.required || undefined };
  const mark = field.required ? <span aria-hidden="true" className="tw-req"> *</span> : null;
  const err = error ? <p id={errId} className="tw-field-error">{error}</p> : null;
  const str = typeof value === 'string' ? value : '';
  const options = field.options ?? [];

  if (field.type === 'radio' || (field.type === 'checkbox' && options.length)) {
    const multi = field.type === 'checkbox';
    const list = Array.isArray(value) ? value : [];
    return (
      <fieldset className="tw-field" {...aria} role={multi ? 'group' : 'radiogroup'}>
        <legend>{label}{mark}</legend>
        {options.map((o, i) => (
          <label key={o} className="tw-choice">
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={id}
              id={`${id}-${i}`}
              value={o}
              checked={multi ? list.includes(o) : str === o}
              onChange={(e) => {
                const on = (e.currentTarget as HTMLInputElement).checked;
                onChange(multi ? (on ? [...list, o] : list.filter((x) => x !== o)) : o);
              }}
              onBlur={onBlur}
            />{' '}
            {t(itemTextKey(PREFIX, field.id, `${OPTION}.${i}`), o)}
          </label>
        ))}
        {err}
      </fieldset>
    );
  }

  if (field.type === 'checkbox' || field.type === 'consent') {
    return (
      <div className="tw-field tw-check">
        <input
          type="checkbox"
          id={id}
          name={field.id}
          checked={value === true}
          onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
          onBlur={onBlur}
          {...aria}
        />
        <label htmlFor={id}>
          {field.type === 'consent' && field.text ? <RichText html={t(itemTextKey(PREFIX, field.id, 'text'), field.text)} className="tw-inline-rich" /> : label}
          {mark}
        </label>
        {err}
      </div>
    );
  }

  const common = { id, name: field.id, value: str, placeholder, onBlur, ...aria, onInput: (e: Event) => onChange((e.currentTarget as HTMLInputElement).value) };
  return (
    <div className="tw-field">
      <label htmlFor={id}>{label}{mark}</label>
      {field.type === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : field.type === 'select' ? (
        <select {...common} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
          <option value="">{t('select.placeholder', 'Choose…')}</option>
          {options.map((o, i) => (
            <option key={o} value={o}>{t(itemTextKey(PREFIX, field.id, `${OPTION}.${i}`), o)}</option>
          ))}
        </select>
      ) : (
        <input
          type={(INPUT_TYPES[field.type] ?? 'text') as 'text'}
          autoComplete={AUTOCOMPLETE[field.type] ?? (field.id === 'name' ? 'name' : undefined)}
          min={field.min}
          max={field.max}
          inputMode={field.type === 'phone' ? ('tel' as const) : undefined}
          {...common}
        />
      )}
      {err}
    </div>
  );
}
