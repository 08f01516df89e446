// The 14 colour presets and custom colours with the 11-step shade scale of each (SPEC §3 Color scheme).
import { COLOR_PRESET_NAMES, COLOR_PRESETS, DEFAULT_COLOR_PRESET, shadeScale, SHADE_LEVELS } from '../../../shared/design';
import { setData, useEditor } from '../workspace/editor-context';
import { Group } from '../ui/fields';

type Scheme = { preset?: string; text?: string; background?: string; accent?: string };
const ROLES = ['text', 'background', 'accent'] as const;

export function ColorControls() {
  const { doc, store } = useEditor();
  const scheme = (doc.data.colorScheme ?? {}) as Scheme;
  const preset = scheme.preset ?? DEFAULT_COLOR_PRESET;
  const base = COLOR_PRESETS[preset] ?? COLOR_PRESETS[DEFAULT_COLOR_PRESET]!;
  const colour = (r: (typeof ROLES)[number]) => scheme[r] ?? base[r];

  return (
    <>
      <Group title="Colour preset">
        <div class="preset-grid" role="radiogroup" aria-label="Colour presets">
          {COLOR_PRESET_NAMES.map((name) => {
            const p = COLOR_PRESETS[name]!;
            return (
              <button
                key={name}
                type="button"
                role="radio"
                aria-checked={preset === name}
                aria-label={`Preset ${name}`}
                class="preset"
                style={{ background: p.background, color: p.text, borderColor: p.accent }}
                // A preset replaces the custom colours: owners pick a preset, then tweak.
                onClick={() => setData(store, ['colorScheme'], { preset: name })}
              >
                <span style={{ background: p.accent }} class="preset-dot" />
                {name}
              </button>
            );
          })}
        </div>
      </Group>
      <Group title="Custom colours">
        {ROLES.map((r) => (
          <div key={r} class="colour-row">
            <label class="field inline">
              <span>{r[0]!.toUpperCase() + r.slice(1)}</span>
              <input type="color" value={colour(r)} onInput={(e) => setData(store, ['colorScheme', r], e.currentTarget.value)} />
            </label>
            <ol class="shades" aria-label={`${r} shades`}>
              {Object.entries(shadeScale(colour(r))).map(([level, hex]) => (
                <li key={level} title={`${level}: ${hex}`} style={{ background: hex }} />
              ))}
            </ol>
          </div>
        ))}
        <p class="hint">Each colour gives {SHADE_LEVELS.length} shades the widget uses for borders, hovers and muted text.</p>
      </Group>
    </>
  );
}
