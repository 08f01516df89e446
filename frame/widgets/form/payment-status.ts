// Asks the server whether a submission's payment went through (GET /api/v1/forms/{widgetId}/submissions/
// {id}/payment, ours): the server asks Stripe or PayPal in turn. No credentials, like every viewer call.
export type PaymentStatus = 'pending' | 'paid';

/** The status, or null when the server could not say (offline, a 5xx): the caller asks again later. */
export async function paymentStatus(appUrl: string, widgetId: string, submissionId: string, fetchImpl: typeof fetch = fetch): Promise<PaymentStatus | null> {
  try {
    const url = `${appUrl.replace(/\/$/, '')}/api/v1/forms/${encodeURIComponent(widgetId)}/submissions/${encodeURIComponent(submissionId)}/payment`;
    const res = await fetchImpl(url, { credentials: 'omit', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const status = ((await res.json()) as { data?: { status?: unknown } }).data?.status;
    return status === 'paid' || status === 'pending' ? status : null;
  } catch {
    return null;
  }
}
