// The folder column of the home page: all widgets, each project, and a new-folder form.
import { useState } from 'react';
import { newProjectId, readProjects, saveProjects, type Project } from './projects';

export function ProjectList(props: { selected: string | null; onSelect(id: string | null): void }) {
  const [projects, setProjects] = useState<Project[]>(readProjects);
  const [name, setName] = useState('');
  const add = (e: Event) => {
    e.preventDefault();
    if (!name.trim()) return;
    const p = { id: newProjectId(), name: name.trim() };
    const next = [...projects, p];
    setProjects(next);
    saveProjects(next);
    setName('');
    props.onSelect(p.id);
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
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} class="project-new">
        <label class="field">
          <span>New project</span>
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder="Folder name" />
        </label>
        <button type="submit" class="btn btn-small">
          Add project
        </button>
      </form>
    </nav>
  );
}
