// A JSON post to a channel webhook (Teams, Slack, Discord). Its URL came from the owner or from the
// provider's answer to their sign-in, so it goes through the guarded fetcher like any owner-given URL.
import { guardedFetch, GuardedFetchError } from '../net';
import { DeliveryError, refused } from './delivery-error';
import { DELIVERY_TIMEOUT_MS } from './vendor-call';

export async function postWebhook(label: string, url: string, payload: unknown, allowHosts: readonly string[]): Promise<void> {
  let res;
  try {
    res = await guardedFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      allowHosts,
    });
  } catch (e) {
    const transient = !(e instanceof GuardedFetchError) || e.code === 'TIMEOUT' || e.code === 'NETWORK';
    throw new DeliveryError(e instanceof GuardedFetchError ? `${label} could not be reached: ${e.message}` : `${label} could not be reached.`, transient);
  }
  if (res.status < 200 || res.status >= 300) throw refused(label, res.status, res.text());
}
