// Top bar of the editor: back, name, save state, undo/redo/save, device switch, theme.
import type { DeviceName } from '../../../shared/widgets/common-data';
import { ThemeToggle } from '../ui/theme-toggle';
import type { EditorSnapshot } from './editor-store';
import { SaveStatus } from './save-status';

const DEVICES: DeviceName[] = ['desktop', 'tablet', 'mobile'];

export function EditorToolbar(props: {
  snap: EditorSnapshot;
  device: DeviceName;
  onDevice(d: DeviceName): void;
  onBack(): void;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
}) {
  const { snap } = props;
  return (
    <header class="topbar editor-topbar">
      <button type="button" class="btn" onClick={props.onBack}>
        ← Widgets
      </button>
      <strong class="widget-title">{snap.doc.name}</strong>
      <SaveStatus save={snap.save} />
      <span class="spacer" />
      <div class="segmented" role="group" aria-label="Device you are editing">
        {DEVICES.map((d) => (
          <button key={d} type="button" aria-pressed={props.device === d} onClick={() => props.onDevice(d)}>
            {d[0]!.toUpperCase() + d.slice(1)}
          </button>
        ))}
      </div>
      <button type="button" class="btn" onClick={props.onUndo} disabled={!snap.undoHistory.length} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </button>
      <button type="button" class="btn" onClick={props.onRedo} disabled={!snap.redoHistory.length} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
        Redo
      </button>
      <button type="button" class="btn btn-primary" onClick={props.onSave} disabled={snap.save.saving || (!snap.save.isChanged && !snap.save.hasError)} aria-keyshortcuts="Control+S Meta+S">
        {snap.save.saving ? 'Saving...' : 'Save'}
      </button>
      <ThemeToggle />
    </header>
  );
}
