// Display rules (shared/widgets/common-data DisplayRules): devices, page scroll, delay, exit intent, urls.
import { useState } from 'react';
import { getIn } from '../workspace/data-path';
import { setData, useEditor } from '../workspace/editor-context';
import { Checkbox, Group, NumberInput, Select, TextInput } from '../ui/fields';

const DEVICES = ['desktop', 'tablet', 'mobile'] as const;

export function DisplayRulesControls() {
  const { doc, store } = useEditor();
  const rules = doc.data.displayRules ?? {};
  const get = (...p: string[]) => getIn(rules, p);
  const set = (p: string[], v: unknown) => setData(store, ['displayRules', ...p], v);
  const devices = (get('devices') as string[] | undefined) ?? [];
  const patterns = (get('urlMatch', 'patterns') as string[] | undefined) ?? [];
  return (
    <Group title="Display rules">
      <p class="hint">Show on these devices (none ticked means all):</p>
      {DEVICES.map((d) => (
        <Checkbox key={d} label={d[0]!.toUpperCase() + d.slice(1)} checked={devices.includes(d)} onChange={(on) => set(['devices'], on ? [...devices, d] : devices.filter((x) => x !== d))} />
      ))}
      <Checkbox label="Show after the visitor scrolls" checked={get('triggers', 'pageScroll', 'active') === true} onChange={(v) => set(['triggers', 'pageScroll', 'active'], v)} />
      {get('triggers', 'pageScroll', 'active') === true && (
        <NumberInput label="Scrolled" suffix="% of the page" min={0} max={100} value={get('triggers', 'pageScroll', 'percentage') as number | undefined} onChange={(v) => set(['triggers', 'pageScroll', 'percentage'], v)} />
      )}
      <Checkbox label="Show after a delay" checked={get('triggers', 'delay', 'active') === true} onChange={(v) => set(['triggers', 'delay', 'active'], v)} />
      {get('triggers', 'delay', 'active') === true && (
        <NumberInput label="Delay" suffix="seconds" min={0} value={get('triggers', 'delay', 'seconds') as number | undefined} onChange={(v) => set(['triggers', 'delay', 'seconds'], v)} />
      )}
      <Checkbox label="Show when the visitor is about to leave" checked={get('triggers', 'exitIntent', 'active') === true} onChange={(v) => set(['triggers', 'exitIntent', 'active'], v)} />
      <Select
        label="Page addresses"
        value={String(get('urlMatch', 'mode') ?? 'contains')}
        onChange={(v) => set(['urlMatch', 'mode'], v)}
        options={[
          { value: 'contains', label: 'Contain' },
          { value: 'equals', label: 'Equal' },
          { value: 'regex', label: 'Match the pattern' },
        ]}
      />
      <PatternsInput patterns={patterns} onChange={(p) => set(['urlMatch', 'patterns'], p)} />
      <Checkbox label="Hide on these addresses instead" checked={get('urlMatch', 'exclude') === true} onChange={(v) => set(['urlMatch', 'exclude'], v)} />
    </Group>
  );
}

/** One pattern per line. The text is kept as typed (blank lines while typing); the data gets only the
 *  non-empty lines, since an empty "contains" pattern would match every page. */
function PatternsInput(props: { patterns: string[]; onChange(p: string[]): void }) {
  const [text, setText] = useState(props.patterns.join('\n'));
  const clean = (v: string) => v.split('\n').map((x) => x.trim()).filter(Boolean);
  // Undo/redo elsewhere changes the patterns: follow them when they differ from what is typed.
  const shown = clean(text).join('\n') === props.patterns.join('\n') ? text : props.patterns.join('\n');
  return (
    <TextInput
      label="Addresses (one per line, empty for every page)"
      multiline
      value={shown}
      onChange={(v) => {
        setText(v);
        props.onChange(clean(v));
      }}
    />
  );
}
