// The changed/saved indicator with the saving and error states (SPEC §4 editor save state).
import type { SaveState } from './editor-store';

export function saveStatusText(s: SaveState): string {
  if (s.saving) return 'Saving...';
  if (s.hasError) return `Not saved: ${s.error}`;
  if (s.isChanged) return 'Unsaved changes';
  return 'All changes saved';
}

export function SaveStatus(props: { save: SaveState }) {
  const s = props.save;
  const kind = s.saving ? 'saving' : s.hasError ? 'error' : s.isChanged ? 'changed' : 'saved';
  return (
    <span class={`save-status save-${kind}`} role={s.hasError ? 'alert' : 'status'} data-state={kind}>
      {saveStatusText(s)}
    </span>
  );
}
