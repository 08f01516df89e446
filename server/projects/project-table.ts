// A project is an owner's folder of widgets (issue 6 "projects as folders"); widgets point at it with
// their `project_id` (SPEC §3 Widget projectId). Timestamps are epoch milliseconds.
export interface ProjectTable {
  id: string;
  owner_id: string;
  name: string;
  created_at: number;
  updated_at: number;
}

export interface ProjectDto {
  id: string;
  name: string;
  /** How many of the owner's widgets are in this folder. */
  widgetCount: number;
  createdAt: number;
  updatedAt: number;
}

export function toProjectDto(row: ProjectTable, widgetCount = 0): ProjectDto {
  return { id: row.id, name: row.name, widgetCount, createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
}
