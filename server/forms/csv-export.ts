// CSV export of submissions. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) are
// prefixed with a quote (OWASP "CSV injection"), and every cell is quoted.
import { paymentText, type SubmissionPayment } from '../../shared/payments/submission-payment';
import type { FormField } from '../../shared/widgets/form';

export function csvCell(v: unknown): string {
  let s = v === undefined || v === null ? '' : Array.isArray(v) ? v.join('; ') : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function submissionsCsv(fields: FormField[], rows: { id: string; createdAt: number; data: Record<string, unknown>; payment?: SubmissionPayment | null }[]): string {
  const known = fields.map((f) => f.id);
  // Fields removed from the form since keep their column so old answers are not lost.
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r.data)))].filter((k) => !known.includes(k));
  const cols = [...known, ...extra];
  const labels = new Map(fields.map((f) => [f.id, f.label]));
  // A form that took payments has a Payment column ("Paid $25.00"); one that never did, none.
  const paid = rows.some((r) => r.payment);
  const head = ['Submitted at', 'ID', ...cols.map((c) => labels.get(c) ?? c), ...(paid ? ['Payment'] : [])].map(csvCell).join(',');
  const lines = rows.map((r) => [new Date(r.createdAt).toISOString(), r.id, ...cols.map((c) => r.data[c]), ...(paid ? [paymentText(r.payment)] : [])].map(csvCell).join(','));
  return `\uFEFF${[head, ...lines].join('\r\n')}\r\n`;
}
