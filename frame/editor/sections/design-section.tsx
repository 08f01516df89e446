// Design: colours, font (with a live sample), sizes and layout. Sizes and layout are device-aware: on
// tablet or mobile they write that device's rewrite (SPEC §3 deviceRewrites), on desktop the base styles.
import { FONT_CATALOGUE, FONT_SIZE_OPTIONS, DEFAULT_FONT_ID } from '../../../shared/design';
import { fontFor } from '../../widgets/common/font';
import { effectiveStyle, setData, stylePath, useEditor } from '../workspace/editor-context';
import { Checkbox, Group, NumberInput, Select } from '../ui/fields';
import { ColorControls } from './color-controls';
import { OwnFonts } from './own-fonts';

export function DesignSection() {
  const { doc, store, device, type } = useEditor();
  const data = doc.data;
  const fontId = (data.fontId as string | undefined) ?? DEFAULT_FONT_ID;
  const fonts = doc.fonts ?? [];
  const font = fontFor(fontId, fonts);
  const style = (k: string) => effectiveStyle(data, device, k);
  const setStyle = (k: string, v: unknown) => setData(store, stylePath(device, k), v);
  const scope = device === 'desktop' ? 'all devices unless a device overrides them' : `${device} only`;

  return (
    <div class="section-design">
      <ColorControls />
      <Group title="Font">
        {font.href ? <link rel="stylesheet" href={font.href('')} /> : <style>{font.face}</style>}
        <Select
          label="Font"
          name="fontId"
          value={font.id}
          onChange={(v) => setData(store, ['fontId'], v)}
          options={[...fonts.map((f) => ({ value: f.guid, label: `${f.name} (your font)` })), ...FONT_CATALOGUE.map((f) => ({ value: f.id, label: f.name }))]}
        />
        <p class="font-sample" style={{ fontFamily: font.family }} aria-label="Font sample">
          The quick brown fox jumps over the lazy dog.
        </p>
        <OwnFonts />
      </Group>
      <Group title="Sizes">
        <p class="hint" data-testid="device-scope">
          Sizes and layout apply to {scope}.
        </p>
        <Select
          label="Font size"
          name="fontSize"
          value={String(style('fontSize') ?? 14)}
          onChange={(v) => setStyle('fontSize', Number(v))}
          options={FONT_SIZE_OPTIONS.map((s) => ({ value: String(s), label: `${s}px` }))}
        />
        {type === 'form' && (
          <Select
            label="Description size"
            value={String(data.descriptionFontSize ?? 'medium')}
            onChange={(v) => setData(store, ['descriptionFontSize'], v)}
            options={['small', 'medium', 'large'].map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
          />
        )}
      </Group>
      <Group title="Layout">
        <NumberInput label="Corner radius" suffix="px" min={0} max={48} value={style('borderRadius') as number | undefined} onChange={(v) => setStyle('borderRadius', v)} />
        <NumberInput label="Padding" suffix="px" min={0} max={96} value={style('padding') as number | undefined} onChange={(v) => setStyle('padding', v)} />
        <NumberInput label="Maximum width" suffix="px, 0 for none" min={0} max={4000} value={style('maxWidth') as number | undefined} onChange={(v) => setStyle('maxWidth', v)} />
        <Select
          label="Text alignment"
          value={String(style('textAlign') ?? 'left')}
          onChange={(v) => setStyle('textAlign', v)}
          options={['left', 'center', 'right'].map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
        />
        <Checkbox label="Shadow" checked={style('shadow') === true} onChange={(v) => setStyle('shadow', v)} />
      </Group>
    </div>
  );
}
