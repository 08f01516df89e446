// Insights: impressions, views and engagement per day (the analytics call), for forms the submissions
// table with counters and CSV export, and for the AI chat its conversations.
import { useEffect, useState } from 'react';
import { LOADING_TEXT } from '../../../shared/rules/errors';
import { paymentText } from '../../../shared/payments/submission-payment';
import { pathOf } from '../../../shared/url/path-of';
import { answerText } from '../../../shared/widgets/form-answer';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { deleteSubmission, fetchAnalytics, listSubmissions, submissionsCsvUrl, type Analytics, type Submission } from '../api/insights-api';
import { BarChart } from '../insights/bar-chart';
import { Conversations } from '../insights/conversations';
import { useEditor } from '../workspace/editor-context';
import { FormError, Group } from '../ui/fields';
import { Pager } from '../ui/pager';
import { ConfirmDialog } from '../ui/dialog';
import { useToast } from '../ui/toast';


const series = (a: Analytics | null, pick: (c: Record<string, number>) => number) => (a?.days ?? []).map((d) => ({ day: d.day, value: pick(d.counts) }));
const sum = (c: Record<string, number>) => Object.values(c).reduce((s, n) => s + n, 0);

export function InsightsSection() {
  const b = useBuilder();
  const { widgetId, type } = useEditor();
  const [all, setAll] = useState<Analytics | null>(null);
  const [engagement, setEngagement] = useState<Analytics | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    fetchAnalytics(b.api, widgetId).then(setAll, (e) => setError(errorMessage(e, 'Could not load analytics.')));
    fetchAnalytics(b.api, widgetId, 'engagement').then(setEngagement, () => undefined);
  }, [widgetId]);
  return (
    <div class="section-insights">
      <Group title="Last 30 days">
        <FormError error={error} />
        {!all && !error && <p>{LOADING_TEXT}</p>}
        {all && (
          <>
            <BarChart title="Impressions" days={series(all, (c) => c.IMPRESSION ?? 0)} />
            <BarChart title="Views" days={series(all, (c) => c.VIEW ?? 0)} />
            <BarChart title="Engagement" days={series(engagement, sum)} />
          </>
        )}
      </Group>
      {type === 'form' && <Submissions />}
      {type === 'ai_chat' && <Conversations />}
    </div>
  );
}

const LIMIT = 20;
const COUNTER_LABELS: Record<string, string> = { unread: 'Unread', last24h: 'Last 24 hours', last7d: 'Last 7 days' };

function Submissions() {
  const b = useBuilder();
  const toast = useToast();
  const { widgetId, doc } = useEditor();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState<Submission | null>(null);
  const [rows, setRows] = useState<Submission[] | null>(null);
  const [total, setTotal] = useState(0);
  const [counters, setCounters] = useState<Record<string, number>>({});
  const [error, setError] = useState('');
  useEffect(() => {
    listSubmissions(b.api, widgetId, page, LIMIT).then(
      (r) => (setRows(r.items), setTotal(r.total), setCounters(r.counters ?? {})),
      (e) => setError(errorMessage(e, 'Could not load submissions.')),
    );
  }, [page, version]);
  // The form's fields in its order, under their labels; answers to fields since removed come after.
  const fields = Array.isArray(doc.data.fields) ? (doc.data.fields as { id?: unknown; label?: unknown }[]) : [];
  const labels = new Map(fields.filter((f) => typeof f?.id === 'string').map((f) => [f.id as string, typeof f.label === 'string' && f.label ? f.label : (f.id as string)]));
  const answered = new Set((rows ?? []).flatMap((r) => Object.keys(r.data ?? {})));
  const paid = (rows ?? []).some((r) => r.payment);
  const cols = [...[...labels.keys()].filter((k) => answered.has(k)), ...[...answered].filter((k) => !labels.has(k))].slice(0, 8);
  return (
    <Group title="Form submissions">
      <ul class="counters">
        <li>
          Total: <strong>{counters.total ?? total}</strong>
        </li>
        {Object.entries(counters)
          .filter(([k]) => k !== 'total')
          .map(([k, v]) => (
            <li key={k}>
              {COUNTER_LABELS[k] ?? k}: <strong>{v}</strong>
            </li>
          ))}
      </ul>
      <a class="btn btn-small" href={submissionsCsvUrl(b.api, widgetId)} download>
        Export CSV
      </a>
      <FormError error={error} />
      {rows && rows.length === 0 && <p>No submissions yet.</p>}
      {rows && rows.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Form submissions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                {cols.map((c) => (
                  <th scope="col" key={c}>
                    {labels.get(c) ?? c}
                  </th>
                ))}
                {paid && <th scope="col">Payment</th>}
                <th scope="col">Page</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{new Date(r.createdAt).toLocaleString()}</td>
                  {cols.map((c) => (
                    <td key={c}>{answerText(r.data?.[c])}</td>
                  ))}
                  {paid && <td>{paymentText(r.payment)}</td>}
                  <td>{r.pageUrl ? <span title={r.pageUrl}>{pathOf(r.pageUrl)}</span> : ''}</td>
                  <td>
                    <button type="button" class="btn btn-small btn-danger" onClick={() => setRemoving(r)} aria-label={`Delete the submission of ${new Date(r.createdAt).toLocaleString()}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={Math.ceil(total / LIMIT)} onPage={setPage} label="Submission pages" small />
      {removing && (
        <ConfirmDialog
          title="Delete submission"
          message={`Delete the submission of ${new Date(removing.createdAt).toLocaleString()}? It cannot be brought back.`}
          confirmLabel="Delete"
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            const r = removing;
            setRemoving(null);
            await deleteSubmission(b.api, widgetId, r.id).then(
              () => (toast('Submission deleted.'), setVersion((v) => v + 1)),
              (e) => toast(errorMessage(e, 'Could not delete the submission.'), 'error'),
            );
          }}
        />
      )}
    </Group>
  );
}
