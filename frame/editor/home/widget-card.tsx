// One widget in the home list, with open, rename, duplicate and delete (confirmed).
import { useState } from 'react';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { deleteWidget, duplicateWidget, getWidget, updateWidget, type AppEntry, type WidgetSummary } from '../api/widgets-api';
import { ConfirmDialog, Dialog, DialogActions } from '../ui/dialog';
import { useToast } from '../ui/toast';
import { TypePreview } from './type-preview';
import { typeLabel } from './type-labels';
import { moveWidget, type Project } from './projects';

export function WidgetCard(props: { widget: WidgetSummary; apps: AppEntry[]; onChanged(): void; projects?: Project[] }) {
  const b = useBuilder();
  const toast = useToast();
  const w = props.widget;
  const [dialog, setDialog] = useState<'rename' | 'delete' | 'move' | null>(null);
  const [target, setTarget] = useState(w.projectId ?? '');
  const [name, setName] = useState(w.name);
  const href = `/editor/${encodeURIComponent(w.guid)}`;

  const act = async (fn: () => Promise<unknown>, failure: string) => {
    try {
      await fn();
      setDialog(null);
      props.onChanged();
    } catch (e) {
      toast(errorMessage(e, failure), 'error');
    }
  };

  const rename = () =>
    act(async () => {
      // PUT carries the whole widget (SPEC §7), so read it first and change only the name.
      const full = await getWidget(b.api, w.guid);
      await updateWidget(b.api, w.guid, { data: full.data, name: name.trim() || full.name, description: full.description, privacy: full.privacy, modelVersion: full.modelVersion, status: full.status });
    }, 'Could not rename the widget.');

  return (
    <li class="widget-card" data-widget-id={w.guid}>
      <a
        class="widget-open"
        href={href}
        onClick={(e) => {
          e.preventDefault();
          b.navigate(href);
        }}
      >
        {w.previewImage ? <img src={w.previewImage} alt="" width={48} height={48} class="type-preview" /> : <TypePreview app={{ type: w.type, name: w.name }} />}
        <span class="widget-name">{w.name}</span>
        <small>{typeLabel(w.type, props.apps)}</small>
      </a>
      <div class="widget-actions">
        <button type="button" class="btn btn-small" onClick={() => setDialog('rename')} aria-label={`Rename ${w.name}`}>
          Rename
        </button>
        {(props.projects?.length ?? 0) > 0 && (
          <button type="button" class="btn btn-small" onClick={() => (setTarget(w.projectId ?? ''), setDialog('move'))} aria-label={`Move ${w.name} to a project`}>
            Move
          </button>
        )}
        <button type="button" class="btn btn-small" onClick={() => act(() => duplicateWidget(b.api, w.guid), 'Could not duplicate the widget.')} aria-label={`Duplicate ${w.name}`}>
          Duplicate
        </button>
        <button type="button" class="btn btn-small btn-danger" onClick={() => setDialog('delete')} aria-label={`Delete ${w.name}`}>
          Delete
        </button>
      </div>
      {dialog === 'rename' && (
        <Dialog title="Rename widget" onClose={() => setDialog(null)}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              rename();
            }}
          >
            <label class="field">
              <span>Name</span>
              <input value={name} required onInput={(e) => setName(e.currentTarget.value)} />
            </label>
            <DialogActions label="Save name" onCancel={() => setDialog(null)} />
          </form>
        </Dialog>
      )}
      {dialog === 'move' && (
        <Dialog title="Move to project" onClose={() => setDialog(null)}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void act(() => moveWidget(b.api, w.guid, target || null), 'Could not move the widget.');
            }}
          >
            <label class="field">
              <span>Project</span>
              <select value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
                <option value="">No project</option>
                {props.projects!.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <DialogActions label="Move" onCancel={() => setDialog(null)} />
          </form>
        </Dialog>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete widget"
          message={`Delete "${w.name}"? Sites that embed it will stop showing it. This cannot be undone.`}
          confirmLabel="Delete widget"
          onCancel={() => setDialog(null)}
          onConfirm={() => act(() => deleteWidget(b.api, w.guid), 'Could not delete the widget.')}
        />
      )}
    </li>
  );
}
