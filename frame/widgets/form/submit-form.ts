// Sends a submission to the server (POST /api/v1/forms/{widgetId}/submissions, ARCHITECTURE §3.6: ours).
// Viewer calls carry no credentials. The honeypot value travels as-is so the server can drop bots quietly.
import { responseCodeMessage } from '../../../shared/rules/errors';

/** A form with a price: the checkout page the server opened for this submission. */
export interface PendingPayment {
  provider: string;
  url: string;
  amount: number;
  currency: string;
}

export type SubmitResult = { ok: true; id?: string; payment?: PendingPayment } | { ok: false; message: string };

export async function submitForm(
  appUrl: string,
  widgetId: string,
  body: { data: Record<string, unknown>; honeypot?: string; recaptchaToken?: string; pageUrl?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  try {
    const res = await fetchImpl(`${appUrl.replace(/\/$/, '')}/api/v1/forms/${encodeURIComponent(widgetId)}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    let env: { success?: boolean; message?: string; data?: { id?: string; payment?: PendingPayment } } = {};
    try {
      env = await res.json();
    } catch {
      /* a non-JSON body: the status decides */
    }
    if (!res.ok || env.success === false) return { ok: false, message: env.message || responseCodeMessage(res.status) };
    const p = env.data?.payment;
    const payment = p && typeof p.url === 'string' && typeof p.amount === 'number' && typeof p.currency === 'string' ? { provider: String(p.provider), url: p.url, amount: p.amount, currency: p.currency } : undefined;
    return { ok: true, id: env.data?.id, ...(payment && { payment }) };
  } catch {
    return { ok: false, message: 'The form could not be sent. Check your connection and try again.' };
  }
}
