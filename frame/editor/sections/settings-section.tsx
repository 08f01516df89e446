// Settings: name, description, privacy, status, localization, display rules, custom CSS, refresh interval.
import { REFRESH_INTERVAL_MIN_MS } from '../../../shared/constants';
import { PRIVACY_VALUES, STATUS_VALUES } from '../../../shared/rules/values';
import { setData, setField, useEditor } from '../workspace/editor-context';
import { getIn } from '../workspace/data-path';
import { Group, NumberInput, Select, TextInput } from '../ui/fields';
import { checkCss } from './css-check';
import { DisplayRulesControls } from './display-rules-controls';
import { LocalizationControls } from './localization-controls';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function SettingsSection() {
  const { doc, store } = useEditor();
  const css = String(doc.data.customCSS ?? '');
  const problems = checkCss(css);
  const refresh = getIn(doc.data, ['refreshInterval']) as number | undefined;
  return (
    <div class="section-settings">
      <Group title="General">
        <TextInput label="Name" name="name" value={doc.name} onChange={(v) => setField(store, 'name', v)} />
        <TextInput label="Description" name="description" value={doc.description} multiline onChange={(v) => setField(store, 'description', v)} />
        <Select label="Privacy" value={doc.privacy} onChange={(v) => setField(store, 'privacy', v)} options={PRIVACY_VALUES.map((v) => ({ value: v, label: cap(v) }))} />
        <Select label="Status" value={doc.status} onChange={(v) => setField(store, 'status', v)} options={STATUS_VALUES.map((v) => ({ value: v, label: cap(v) }))} />
      </Group>
      <LocalizationControls />
      <DisplayRulesControls />
      <Group title="Custom CSS">
        <label class="field">
          <span>CSS for this widget</span>
          <textarea
            class="code"
            rows={8}
            spellcheck={false}
            value={css}
            aria-invalid={problems.length > 0}
            aria-describedby="css-problems"
            onInput={(e) => setData(store, ['customCSS'], e.currentTarget.value)}
          />
        </label>
        <ul id="css-problems" class="field-errors" aria-live="polite">
          {problems.map((p, i) => (
            <li key={i} class="field-error">
              Line {p.line}: {p.message}
            </li>
          ))}
        </ul>
      </Group>
      <Group title="Data refresh">
        <NumberInput label="Refresh interval" suffix="ms, empty for never" min={0} step={500} value={refresh} onChange={(v) => setData(store, ['refreshInterval'], v)} />
        {refresh !== undefined && refresh > 0 && refresh < REFRESH_INTERVAL_MIN_MS && (
          <p class="field-error" role="alert">
            Intervals under {REFRESH_INTERVAL_MIN_MS} ms are ignored: the widget will not refresh.
          </p>
        )}
      </Group>
    </div>
  );
}
