// The folder column of the home page: all widgets, each of the owner's projects (from the server), a
// new-folder form, and rename / delete (confirmed) for the selected folder. Deleting a folder keeps
// its widgets: the server moves them to no project.
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { ConfirmDialog, Dialog, DialogActions } from '../ui/dialog';
import { createProject, deleteProject, listProjects, renameProject, type Project } from './projects';

interface Props {
  selected: string | null;
  onSelect(id: string | null): void;
  /** Widgets changed folder (a folder was deleted): the list should reload. */
  onWidgetsMoved?(): void;
  /** Bumped by the home page when widgets were created or deleted, so counts stay right. */
  refresh?: number;
  /** The folders as loaded, for the widget cards' Move action. */
  onLoaded?(projects: Project[]): void;
}

export function ProjectList(props: Props) {
  const b = useBuilder();
  const [projects, setProjects] = useState<Project[]>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [newName, setNewName] = useState('');
  const current = projects.find((p) => p.id === props.selected) ?? null;

  const load = () =>
    listProjects(b.api).then(
      (list) => (setProjects(list), setError(''), props.onLoaded?.(list)),
      (e) => setError(errorMessage(e, 'Could not load your projects.')),
    );
  useEffect(() => void load(), [props.refresh]);

  const act = async (fn: () => Promise<unknown>, fallback: string) => {
    try {
      await fn();
      setError('');
      return true;
    } catch (e) {
      setError(errorMessage(e, fallback));
      return false;
    }
  };

  const add = async (e: Event) => {
    e.preventDefault();
    const n = name.trim();
    if (!n) return;
    let made: Project | null = null;
    if (await act(async () => (made = await createProject(b.api, n)), 'Could not create the project.')) {
      setName('');
      await load();
      props.onSelect(made!.id);
    }
  };

  return (
    <nav class="projects" aria-label="Projects">
      <h2>Projects</h2>
      <ul>
        <li>
          <button type="button" aria-current={props.selected === null ? 'page' : undefined} onClick={() => props.onSelect(null)}>
            All widgets
          </button>
        </li>
        {projects.map((p) => (
          <li key={p.id}>
            <button type="button" aria-current={props.selected === p.id ? 'page' : undefined} onClick={() => props.onSelect(p.id)}>
              {p.name}
              {typeof p.widgetCount === 'number' && <span class="count" aria-label={`${p.widgetCount} widgets`}> {p.widgetCount}</span>}
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <div class="project-actions">
          <button type="button" class="btn btn-small" onClick={() => (setNewName(current.name), setDialog('rename'))}>
            Rename project
          </button>
          <button type="button" class="btn btn-small btn-danger" onClick={() => setDialog('delete')}>
            Delete project
          </button>
        </div>
      )}
      <form onSubmit={add} class="project-new">
        <label class="field">
          <span>New project</span>
          <input value={name} maxLength={80} onInput={(e) => setName(e.currentTarget.value)} placeholder="Folder name" />
        </label>
        <button type="submit" class="btn btn-small">
          Add project
        </button>
      </form>
      {error && <p class="form-error" role="alert">{error}</p>}
      {dialog === 'rename' && current && (
        <Dialog title="Rename project" onClose={() => setDialog(null)}>
          <form
            onSubmit={async (e) => {
              e.preventDefault();
              if (await act(() => renameProject(b.api, current.id, newName.trim()), 'Could not rename the project.')) {
                setDialog(null);
                await load();
              }
            }}
          >
            <label class="field">
              <span>Project name</span>
              <input value={newName} required maxLength={80} onInput={(e) => setNewName(e.currentTarget.value)} />
            </label>
            {error && <p class="form-error" role="alert">{error}</p>}
            <DialogActions label="Save name" onCancel={() => setDialog(null)} />
          </form>
        </Dialog>
      )}
      {dialog === 'delete' && current && (
        <ConfirmDialog
          title="Delete project"
          message={`Delete the project "${current.name}"? Its widgets are kept and move to no project.`}
          confirmLabel="Delete project"
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            setDialog(null);
            if (await act(() => deleteProject(b.api, current.id), 'Could not delete the project.')) {
              props.onSelect(null);
              props.onWidgetsMoved?.();
              await load();
            }
          }}
        />
      )}
    </nav>
  );
}
