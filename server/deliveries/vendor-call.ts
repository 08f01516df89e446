// One request to a service at its configured base URL (config.deliveryBaseUrls, never an owner-given
// URL: those go through server/net's guarded fetcher). A non-2xx answer, no answer or a late one is a
// DeliveryError naming the service.
import { DeliveryError, refused } from './delivery-error';

export const DELIVERY_TIMEOUT_MS = 10_000;

export async function callVendor(label: string, baseUrl: string, path: string, init: RequestInit): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, { ...init, redirect: 'error', signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
  } catch (e) {
    const late = e instanceof Error && e.name === 'TimeoutError';
    throw new DeliveryError(late ? `${label} did not answer within ${DELIVERY_TIMEOUT_MS / 1000} s.` : `${label} could not be reached.`, true);
  }
  const body = await res.text().catch(() => '');
  if (!res.ok) throw refused(label, res.status, body);
  return body;
}
