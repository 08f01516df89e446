// Projects are folders of widgets. A widget carries its projectId (SPEC §3); the instances call filters
// by it (SPEC §7). SPEC names no project call, so folder names live in this browser until one exists.
export interface Project {
  id: string;
  name: string;
}

const KEY = 'tessera:builder-projects';

export function readProjects(): Project[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((p): p is Project => !!p && typeof p.id === 'string' && typeof p.name === 'string') : [];
  } catch {
    return [];
  }
}

export function saveProjects(list: Project[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage blocked: folders last this page */
  }
}

export function newProjectId(): string {
  const a = new Uint8Array(8);
  crypto.getRandomValues(a);
  return `p_${Array.from(a, (x) => x.toString(16).padStart(2, '0')).join('')}`;
}
