// What the knowledge panel reads from the AI service's answers (SPEC §7 AI service, through the shared
// `aiApi` client). Shapes are read tolerantly: a field the server leaves out falls back, never throws.
import { aiApi } from '../../../../shared/api/ai-knowledge';
import type { ApiConfig } from '../../../../shared/api/request';

import type { JobItem, JobStatus } from '../../../../shared/schemas/ai-job';
export type { JobItem, JobStatus };

export interface JobView {
  id: string;
  status: JobStatus;
  done: number;
  failed: number;
  /** 0–100, as the server computes it. */
  progress: number;
  error: string | null;
  items: JobItem[];
}

export interface KnowledgeItem {
  kind: 'website' | 'file' | 'text';
  /** Websites: the origin; files: the file id. */
  src?: string;
  itemId?: string;
  title: string;
  type?: string;
  url?: string;
  isActive: boolean;
  status?: string;
  pages?: number;
  wordCount?: number;
  textContent?: string;
}

export interface TrainedPage {
  url: string;
  title: string;
  isActive: boolean;
  status?: string;
  wordCount?: number;
}

const JOB_PAGE_SIZE = 50;
const rec = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The job started by a call such as store-pages: its id and the number of pages it will do. */
export function startedJob(data: unknown): { id: string; total: number } {
  const d = rec(data);
  const job = rec(d.job);
  const id = String(d.jobId ?? job.id ?? '');
  if (!id) throw new Error('The server did not start a job.');
  return { id, total: num(job.total) };
}

function toJob(data: unknown, items: JobItem[]): JobView {
  const d = rec(data);
  return {
    id: String(d.id ?? ''),
    status: (['queued', 'running', 'done', 'failed'].includes(String(d.status)) ? d.status : 'queued') as JobStatus,
    done: num(d.done),
    failed: num(d.failed),
    progress: num(d.progress),
    error: typeof d.error === 'string' ? d.error : null,
    items,
  };
}

const itemsOf = (data: unknown) => (Array.isArray(rec(data).items) ? (rec(data).items as JobItem[]) : []);

/** One poll of GET /ai/api/jobs/{id}; once the job has finished, every page of its items. */
export async function readJob(api: ApiConfig, id: string): Promise<JobView> {
  const first = (await aiApi.jobs(api, id, { page: 1 })).data;
  const items = itemsOf(first);
  const job = toJob(first, items);
  if (job.status === 'done' || job.status === 'failed') {
    const pages = Math.min(20, Math.ceil(num(rec(first).total) / JOB_PAGE_SIZE));
    for (let p = 2; p <= pages; p++) items.push(...itemsOf((await aiApi.jobs(api, id, { page: p })).data));
  }
  return job;
}

/** Every knowledge item of the widget (GET /ai/api/knowledge/{id}, 20 a page, at most 10 pages). */
export async function readKnowledge(api: ApiConfig, widgetId: string): Promise<{ items: KnowledgeItem[]; total: number }> {
  const items: KnowledgeItem[] = [];
  let total = 0;
  for (let page = 1; page <= 10; page++) {
    const d = rec((await aiApi.knowledge(api, widgetId, { page })).data);
    const got = Array.isArray(d.items) ? (d.items as KnowledgeItem[]) : [];
    total = num(d.total) || items.length + got.length;
    items.push(...got);
    if (!got.length || items.length >= total) break;
  }
  return { items, total };
}

/** The trained pages of one website (GET /ai/api/links/{url}). */
export async function readTrainedPages(api: ApiConfig, widgetId: string, origin: string): Promise<TrainedPage[]> {
  const d = rec((await aiApi.links(api, origin, widgetId)).data);
  return (Array.isArray(d.links) ? (d.links as Record<string, unknown>[]) : []).map((l) => ({
    url: String(l.url ?? ''),
    title: String(l.title || l.url || ''),
    isActive: l.isActive !== false,
    status: typeof l.status === 'string' ? l.status : undefined,
    wordCount: num(l.wordCount),
  }));
}
