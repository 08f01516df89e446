// Produces the items of one data integration (SPEC §3 data and calendar kinds). Every URL goes through
// the guarded fetcher; `{product}-form` reads the other form widget's submissions from our storage.
import type { Deps } from '../../deps';
import { PRODUCT_FORM_KEY } from '../../../shared/integrations';
import { safeJsonParse } from '../../http/read-json';
import { parseCsv } from './csv';
import { asItems, atPath } from './data-path';
import { fetchSource } from './fetch-text';
import { parseCalendar } from './ical';
import { parseXml } from './parse-xml';
import { parseFeed } from './rss';
import { SourceError } from './source-error';

export const DATA_SOURCE_KINDS = ['csv', 'rss', 'xml', 'api', 'icalendar', 'vcalendar', PRODUCT_FORM_KEY] as const;

export function isDataSourceKind(type: string): boolean {
  return (DATA_SOURCE_KINDS as readonly string[]).includes(type);
}

export interface SourceInput {
  type: string;
  ownerId: string;
  values: Record<string, unknown>;
  secrets: Record<string, string>;
}

function headersFrom(text: string | undefined): Record<string, string> {
  if (!text) return {};
  const o = safeJsonParse(text);
  if (!o || typeof o !== 'object' || Array.isArray(o)) return {};
  return Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

// includeCookies is stored for the frame: only a browser-side fetch can carry the visitor's cookies
// (credentials: 'include' from the viewer). The server never holds them, so it ignores the flag.
async function apiItems(deps: Deps, v: Record<string, unknown>, s: Record<string, string>): Promise<unknown[]> {
  const post = String(v.method ?? 'get').toLowerCase() === 'post';
  const contentType = String(v.contentType ?? 'application/json');
  const headers: Record<string, string> = { accept: 'application/json, text/plain;q=0.9, */*;q=0.5', ...headersFrom(s.headers ?? (v.headers as string)) };
  if (post) headers['content-type'] = contentType;
  const res = await fetchSource(deps, String(v.url), {
    method: post ? 'POST' : 'GET',
    headers,
    body: post ? (contentType === 'application/json' ? '{}' : '') : undefined,
  });
  const text = res.text();
  let parsed: unknown = text;
  try {
    parsed = safeJsonParse(text);
  } catch {
    if (v.dataPath) throw new SourceError('BAD_DATA', 'The API did not answer with JSON, so the items path cannot be applied.');
  }
  return asItems(atPath(parsed, v.dataPath as string | undefined));
}

async function formItems(deps: Deps, ownerId: string, widgetId: string): Promise<unknown[]> {
  const rows = await deps.db
    .selectFrom('form_submissions')
    .innerJoin('widgets', 'widgets.id', 'form_submissions.widget_id')
    .select(['form_submissions.id', 'form_submissions.data', 'form_submissions.created_at'])
    .where('form_submissions.widget_id', '=', widgetId)
    .where('widgets.owner_id', '=', ownerId)
    .orderBy('form_submissions.created_at', 'desc')
    .limit(1000)
    .execute();
  return rows.map((r) => ({ ...(safeJsonParse(r.data) as object), id: r.id, createdAt: r.created_at }));
}

export async function loadSourceItems(deps: Deps, src: SourceInput): Promise<unknown[]> {
  const v = src.values;
  switch (src.type) {
    case 'csv':
      return parseCsv((await fetchSource(deps, String(v.url), { headers: { accept: 'text/csv, text/plain, */*' } })).text());
    case 'rss':
      return parseFeed((await fetchSource(deps, String(v.url))).text());
    case 'xml':
      return asItems(atPath(parseXml((await fetchSource(deps, String(v.url))).text()), v.dataPath as string | undefined));
    case 'api':
      return apiItems(deps, v, src.secrets);
    case 'icalendar':
    case 'vcalendar':
      return parseCalendar((await fetchSource(deps, String(v.url))).text());
    case PRODUCT_FORM_KEY:
      return formItems(deps, src.ownerId, String(v.widgetId));
    default:
      throw new SourceError('UNSUPPORTED', `The ${src.type} integration has no data to load.`);
  }
}
