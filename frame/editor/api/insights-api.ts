// Per-widget analytics (ARCHITECTURE §3.6, GET /api/v1/plugin/{id}/analytics) and form submissions.
import { buildUrl, request, type ApiConfig } from '../../../shared/api/request';
import type { SubmissionPayment } from '../../../shared/payments/submission-payment';
import { readPage, type Page } from './widgets-api';

export interface Analytics {
  from: string;
  to: string;
  days: { day: string; counts: Record<string, number> }[];
  totals: Record<string, number>;
}

const base = (id: string) => `/api/v1/plugin/${encodeURIComponent(id)}`;

export async function fetchAnalytics(cfg: ApiConfig, id: string, groupType?: string): Promise<Analytics> {
  const res = await request<Analytics>(cfg, `${base(id)}/analytics`, { query: { groupType } });
  return res.data;
}

export interface Submission {
  id: string;
  createdAt: number | string;
  data: Record<string, unknown>;
  pageUrl?: string | null;
  payment?: SubmissionPayment | null;
}

export async function listSubmissions(cfg: ApiConfig, id: string, page: number, limit: number): Promise<Page<Submission> & { counters?: Record<string, number> }> {
  const res = await request<unknown>(cfg, `${base(id)}/submissions`, { query: { page, limit } });
  const p = readPage<Submission>(res.data);
  const counters = (res.data as { counters?: Record<string, number> } | null)?.counters;
  return { ...p, counters };
}

export async function deleteSubmission(cfg: ApiConfig, id: string, submissionId: string): Promise<void> {
  await request(cfg, `${base(id)}/submissions/${encodeURIComponent(submissionId)}`, { method: 'DELETE' });
}

export function submissionsCsvUrl(cfg: ApiConfig, id: string): string {
  return buildUrl(cfg, `${base(id)}/submissions/export.csv`, {}, false);
}

/** Whether the server sends email notifications (SMTP_URL), and the owner's account email they go to
 *  when the form names no address. */
export async function fetchNotifications(cfg: ApiConfig, id: string): Promise<{ available: boolean; accountEmail: string }> {
  const res = await request<{ available?: boolean; accountEmail?: string }>(cfg, `${base(id)}/notifications`);
  return { available: res.data?.available === true, accountEmail: res.data?.accountEmail ?? '' };
}
