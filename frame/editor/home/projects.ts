// Projects are folders of widgets. A widget carries its projectId (SPEC §3); the instances call filters
// by it (SPEC §7). The folders themselves are the owner's, on the server (README: /api/v1/projects),
// so they follow the owner to every browser.
import { request, type ApiConfig } from '../../../shared/api/request';

export interface Project {
  id: string;
  name: string;
  widgetCount?: number;
}

const PATH = 'api/v1/projects';
const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export async function listProjects(cfg: ApiConfig): Promise<Project[]> {
  const res = await request<{ items?: Project[] }>(cfg, PATH, { withExtras: false });
  return Array.isArray(res.data?.items) ? res.data.items : [];
}

export async function createProject(cfg: ApiConfig, name: string): Promise<Project> {
  return (await request<Project>(cfg, PATH, { method: 'POST', body: { name }, withExtras: false })).data;
}

export async function renameProject(cfg: ApiConfig, id: string, name: string): Promise<Project> {
  return (await request<Project>(cfg, one(id), { method: 'PUT', body: { name }, withExtras: false })).data;
}

/** The server moves the project's widgets to no project in the same transaction. */
export async function deleteProject(cfg: ApiConfig, id: string): Promise<void> {
  await request(cfg, one(id), { method: 'DELETE', withExtras: false });
}

/** Moves a widget into a project, or to no project (null). The widget PUT accepts projectId alone. */
export async function moveWidget(cfg: ApiConfig, widgetId: string, projectId: string | null): Promise<void> {
  await request(cfg, `api/v1/plugin/${encodeURIComponent(widgetId)}`, { method: 'PUT', body: { projectId } });
}
