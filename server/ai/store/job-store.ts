// Training jobs with progress (`/ai/api/jobs/{id}`): counts plus one entry per page or file.
import { newId } from '../../auth/tokens';
import type { Deps } from '../../deps';
import type { AiJobTable } from './ai-tables';

export type JobKind = 'store-pages' | 'internal-links' | 'retrain-page' | 'retrain-domain' | 'store-file';
import type { JobItem, JobStatus } from '../../../shared/schemas/ai-job';
export type { JobItem, JobStatus };

export interface JobDto {
  id: string;
  sessionId: string;
  type: JobKind;
  src: string;
  scanType: string;
  status: JobStatus;
  total: number;
  done: number;
  failed: number;
  /** 0–100. */
  progress: number;
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

export function toJobDto(row: AiJobTable): JobDto {
  const finished = row.done + row.failed;
  const progress = row.status === 'done' ? 100 : row.total ? Math.min(99, Math.floor((finished / row.total) * 100)) : 0;
  return {
    id: row.id, sessionId: row.widget_id, type: row.kind as JobKind, src: row.src, scanType: row.scan_type,
    status: row.status as JobStatus, total: row.total, done: row.done, failed: row.failed, progress,
    error: row.error, createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

/** What a call that starts a job answers (202): the id to follow at /ai/api/jobs/{id} and its first state. */
export function jobRef(row: AiJobTable): { jobId: string; job: JobDto } {
  return { jobId: row.id, job: toJobDto(row) };
}

export async function createJob(deps: Deps, widgetId: string, kind: JobKind, src: string, total: number, scanType = ''): Promise<AiJobTable> {
  const now = deps.now();
  const row: AiJobTable = {
    id: newId(), widget_id: widgetId, kind, src, scan_type: scanType, status: 'queued', total, done: 0, failed: 0,
    items: '[]', error: null, created_at: now, updated_at: now,
  };
  await deps.db.insertInto('ai_jobs').values(row).execute();
  return row;
}

export async function updateJob(deps: Deps, id: string, patch: Partial<Pick<AiJobTable, 'status' | 'total' | 'done' | 'failed' | 'error'>> & { items?: JobItem[] }): Promise<void> {
  const { items, ...rest } = patch;
  await deps.db
    .updateTable('ai_jobs')
    .set({ ...rest, ...(items ? { items: JSON.stringify(items) } : {}), updated_at: deps.now() })
    .where('id', '=', id)
    .execute();
}

export async function getJob(deps: Deps, id: string): Promise<AiJobTable | undefined> {
  return deps.db.selectFrom('ai_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function latestJobFor(deps: Deps, widgetId: string, src: string, kind?: string): Promise<AiJobTable | undefined> {
  let q = deps.db.selectFrom('ai_jobs').selectAll().where('widget_id', '=', widgetId).where('src', '=', src);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}
