// Form submissions (ours, ARCHITECTURE §3.6):
//   POST   /api/v1/forms/{widgetId}/submissions             public: { data, honeypot?, recaptchaToken?, pageUrl? }
//                                                           → { id, payment? } (payment: a form with a price)
//   GET    /api/v1/forms/{widgetId}/submissions/{id}/payment public: { status: 'pending' | 'paid' }
//   GET    /api/v1/plugin/{id}/submissions?page&limit       owner: { docs, total, page, limit, counters }
//   GET    /api/v1/plugin/{id}/submissions/counters         owner: SPEC §3 submission counters
//   GET    /api/v1/plugin/{id}/notifications                owner: { available, accountEmail } (a form's or chat's emails)
//   GET    /api/v1/plugin/{id}/submissions/export.csv       owner
//   DELETE /api/v1/plugin/{id}/submissions/{submissionId}   owner
import { Hono } from 'hono';
import * as z from 'zod';
import { newId } from '../auth/tokens';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readJson, safeJsonParse } from '../http/read-json';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { getOwnedWidgetRow, getWidgetForViewer, isPubliclyVisible } from '../widgets/queries';
import { parseData } from '../widgets/widget-record';
import { submissionCounters } from './counters';
import { submissionsCsv } from './csv-export';
import { submissionPayment } from './submission-payment';
import type { FormSubmissionRow } from './submission-table';
import { runSpamChecks } from './spam-guard';
import { formSubmission } from '../deliveries/submission';
import { passOn } from './pass-on';
import { formFields, storedFormFields, validateSubmission } from './validate-submission';
import { confirmPayment, formPayment, PAYMENT_ASK_EVERY_MS, PAYMENT_POLL_LIMIT_PER_IP, startPayment } from '../payments/form-payment';
import { askedLately } from '../payments/asked-lately';

const SubmitBody = z.object({
  data: z.record(z.string(), z.unknown()),
  honeypot: z.string().max(1000).optional(),
  recaptchaToken: z.string().max(4000).optional(),
  pageUrl: z.string().max(2000).optional(),
});

export const SUBMIT_LIMIT_PER_IP = { limit: 10, windowSec: 60 };
export const SUBMIT_LIMIT_PER_WIDGET = { limit: 300, windowSec: 60 };
const SUBMIT_BODY_LIMIT = 64 * 1024;

export function formRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);
  const ownedForm = async (ownerId: string, id: string) => {
    const w = await getOwnedWidgetRow(deps, ownerId, id);
    if (!w || w.type !== 'form') throw notFound('Form not found.', 'FORM_NOT_FOUND');
    return w;
  };
  const rowsOf = (widgetId: string) => deps.db.selectFrom('form_submissions').selectAll().where('widget_id', '=', widgetId).orderBy('created_at', 'desc');
  const dto = (r: FormSubmissionRow) => ({
    id: r.id,
    createdAt: r.created_at,
    pageUrl: r.page_url,
    isRead: r.read_at !== null,
    data: parseData(r.data),
    payment: submissionPayment(r),
  });

  app.post('/api/v1/forms/:widgetId/submissions', async (c) => {
    const w = await getWidgetForViewer(deps, c.req.param('widgetId'));
    if (!w || w.type !== 'form' || !isPubliclyVisible(w)) throw notFound('Form not found.', 'FORM_NOT_FOUND');
    const ip = clientIp(c);
    await enforceRateLimit(deps, `form:${w.guid}:ip:${ip}`, SUBMIT_LIMIT_PER_IP);
    await enforceRateLimit(deps, `form:${w.guid}`, SUBMIT_LIMIT_PER_WIDGET);
    const body = await readJson(c, SubmitBody, { limit: SUBMIT_BODY_LIMIT });
    // A filled honeypot is a bot: answer like a success so it learns nothing, store nothing.
    if (body.honeypot && body.honeypot.trim() !== '') return ok(c, { id: newId() }, 'Thank you!', 201);
    const fields = formFields(w.data);
    const values = validateSubmission(fields, body.data);
    await runSpamChecks(deps, { widgetId: w.guid, token: body.recaptchaToken, ip, values });
    const id = newId();
    // A price: the checkout is opened before anything is stored, so a service that refuses leaves no row.
    const price = formPayment(w.data);
    const payment = price ? await startPayment(deps, w, price, id, values) : null;
    const now = deps.now();
    await deps.db
      .insertInto('form_submissions')
      .values({
        id, widget_id: w.guid, data: JSON.stringify(values), page_url: body.pageUrl ?? null, read_at: null, created_at: now,
        ...(payment && { payment_status: 'pending', payment_provider: payment.provider, payment_ref: payment.ref, payment_amount: payment.amount, payment_currency: payment.currency }),
      })
      .execute();
    if (payment) {
      // Passed on once paid (server/payments/form-payment.ts confirmPayment).
      const { provider, url, amount, currency } = payment;
      return ok(c, { id, payment: { provider, url, amount, currency, status: 'pending' } }, 'Complete your payment.', 201);
    }
    // Stored first: the owner's email, Mailchimp, Teams... get it after the visitor's answer and cannot lose it.
    passOn(deps, { id: w.guid, data: w.data }, formSubmission(w.name, fields, values, body.pageUrl ?? null, { id, at: now }));
    return ok(c, { id }, 'Thank you!', 201);
  });

  app.get('/api/v1/forms/:widgetId/submissions/:id/payment', async (c) => {
    await enforceRateLimit(deps, `payment-poll:ip:${clientIp(c)}`, PAYMENT_POLL_LIMIT_PER_IP);
    const id = c.req.param('id');
    const sub = await deps.db.selectFrom('form_submissions').select(['payment_status']).where('id', '=', id).where('widget_id', '=', c.req.param('widgetId')).executeTakeFirst();
    if (!sub?.payment_status) throw notFound('Payment not found.', 'PAYMENT_NOT_FOUND');
    const status = sub.payment_status === 'pending' && !askedLately(id, PAYMENT_ASK_EVERY_MS, deps.now()) ? await confirmPayment(deps, id) : sub.payment_status;
    c.header('Cache-Control', 'no-store');
    return ok(c, { status });
  });

  app.get('/api/v1/plugin/:id/submissions', owner, async (c) => {
    const w = await ownedForm(c.get('owner').id, c.req.param('id'));
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const limit = Math.min(200, Math.max(1, Number.parseInt(c.req.query('limit') ?? '20', 10) || 20));
    const counters = await submissionCounters(deps, w.id);
    const rows = await rowsOf(w.id).limit(limit).offset((page - 1) * limit).execute();
    // Seeing a submission in the list marks it read (the "unread" counter).
    const unread = rows.filter((r) => r.read_at === null).map((r) => r.id);
    if (unread.length) await deps.db.updateTable('form_submissions').set({ read_at: deps.now() }).where('id', 'in', unread).execute();
    return ok(c, { docs: rows.map(dto), total: counters.total, page, limit, counters });
  });

  app.get('/api/v1/plugin/:id/submissions/counters', owner, async (c) => {
    const w = await ownedForm(c.get('owner').id, c.req.param('id'));
    return ok(c, await submissionCounters(deps, w.id));
  });

  app.get('/api/v1/plugin/:id/notifications', owner, async (c) => {
    const w = await getOwnedWidgetRow(deps, c.get('owner').id, c.req.param('id'));
    if (!w || (w.type !== 'form' && w.type !== 'ai_chat')) throw notFound('Form or chat not found.', 'WIDGET_NOT_FOUND');
    // Whether this server sends mail at all (SMTP_URL), and where it goes when the form names no address.
    return ok(c, { available: !!deps.config.smtpUrl, accountEmail: c.get('owner').email });
  });

  app.get('/api/v1/plugin/:id/submissions/export.csv', owner, async (c) => {
    const w = await ownedForm(c.get('owner').id, c.req.param('id'));
    const rows = await rowsOf(w.id).limit(100_000).execute();
    const fields = storedFormFields(w.data);
    const csv = submissionsCsv(fields, rows.map((r) => ({ id: r.id, createdAt: r.created_at, data: safeJsonParse(r.data) as Record<string, unknown>, payment: submissionPayment(r) })));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="submissions-${w.id}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(csv);
  });

  app.delete('/api/v1/plugin/:id/submissions/:submissionId', owner, async (c) => {
    const w = await ownedForm(c.get('owner').id, c.req.param('id'));
    const res = await deps.db.deleteFrom('form_submissions').where('id', '=', c.req.param('submissionId')).where('widget_id', '=', w.id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound('Submission not found.', 'SUBMISSION_NOT_FOUND');
    return ok(c, { id: c.req.param('submissionId') }, 'Submission deleted.');
  });

  return app;
}
