// A channel (Teams, Slack, Discord): each submission is a JSON post to its webhook, and checking the
// connection posts a test message. The URL came from the owner or from the provider's answer to their
// sign-in, so it goes through the guarded fetcher like any owner-given URL.
import { guardedFetch, GuardedFetchError } from '../net';
import { DeliveryError, refused } from './delivery-error';
import type { Service } from './sender';
import { TEST_SUBMISSION, type Submission } from './submission';
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

/**
 * `granted`: the webhook comes with the provider's sign-in (Slack, Discord), so a connection made before
 * channels were asked for has none and must be made again; Teams's is a field the owner filled in.
 */
export function channel(label: string, message: (s: Submission) => unknown, granted: boolean): Service {
  const send: Service['send'] = async ({ submission, fields, allowHosts }) => {
    if (granted && !fields.webhookUrl) throw new DeliveryError(`Connect ${label} again to pick the channel that submissions go to.`);
    await postWebhook(label, fields.webhookUrl ?? '', message(submission), allowHosts);
    return 'sent';
  };
  return {
    send,
    async check(a) {
      await send({ ...a, submission: TEST_SUBMISSION });
      return 'Sent a test message to the channel.';
    },
  };
}
