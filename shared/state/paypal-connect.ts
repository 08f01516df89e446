// SPEC §4 "PayPal v2 connect", steps 1–6:
// 1. the connect button goes into a loading state; 2. a sign-up url is requested, and a failure shows
// an error toast for 3 s; 3. a 600x600 popup opens; 4. a window message of type
// CN_INTEGRATION_AUTH_DONE closes the popup and starts polling; 5. each poll fetches the widget's
// paypal-v2 integrations, and if the first is active the integration is connected and polling stops;
// 6. otherwise the sign-up status is posted with the merchant id and the poll retries 3 s later.
// The message must come from an allowed origin (our own); polling gives up after maxPolls so a
// forgotten tab does not poll forever.
import { batch, signal } from '@preact/signals';
import { ERROR_TOAST_MS, PAYPAL_POLL_INTERVAL_MS, PAYPAL_POPUP } from '../constants';
import { CANNOT_CREATE_URL } from '../rules/errors';
import { INTEGRATION_AUTH_DONE_MESSAGE, isIntegrationAuthDone } from '../rules/values';

export const PAYPAL_AUTH_DONE_MESSAGE = INTEGRATION_AUTH_DONE_MESSAGE;
export const PAYPAL_POPUP_FEATURES = `width=${PAYPAL_POPUP.width},height=${PAYPAL_POPUP.height},popup=yes`;

export type PaypalConnectStatus = 'idle' | 'loading' | 'waiting' | 'polling' | 'connected' | 'gave-up';

export interface PaypalConnectDeps {
  getSignupUrl(): Promise<string>;
  fetchIntegrations(): Promise<readonly { isActive?: boolean }[]>;
  postSignupStatus(merchantId: string): Promise<void>;
  openPopup(url: string, features: string): { close(): void } | null;
  /** Subscribes to window messages; returns the unsubscribe. */
  onMessage(listener: (e: { origin: string; data: unknown }) => void): () => void;
  allowedOrigins: readonly string[];
  maxPolls?: number;
}

export function createPaypalConnect(d: PaypalConnectDeps) {
  const status = signal<PaypalConnectStatus>('idle');
  const toast = signal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  let polls = 0;

  function showToast(message: string) {
    clearTimeout(toastTimer);
    toast.value = message;
    toastTimer = setTimeout(() => (toast.value = null), ERROR_TOAST_MS);
  }

  async function poll(merchantId: string) {
    polls += 1;
    let first: { isActive?: boolean } | undefined;
    try {
      first = (await d.fetchIntegrations())[0];
    } catch {
      /* a failed poll counts as not yet connected */
    }
    if (status.value !== 'polling') return;
    if (first?.isActive) {
      status.value = 'connected';
      return;
    }
    await d.postSignupStatus(merchantId).catch(() => {});
    if (polls >= (d.maxPolls ?? 100)) {
      status.value = 'gave-up';
      return;
    }
    timer = setTimeout(() => void poll(merchantId), PAYPAL_POLL_INTERVAL_MS);
  }

  return {
    status,
    toast,
    async connect(): Promise<void> {
      if (status.value === 'loading' || status.value === 'waiting' || status.value === 'polling') return;
      status.value = 'loading';
      let url: string;
      try {
        url = await d.getSignupUrl();
      } catch (e) {
        batch(() => {
          status.value = 'idle';
          showToast(e instanceof Error && e.message ? e.message : CANNOT_CREATE_URL);
        });
        return;
      }
      const popup = d.openPopup(url, PAYPAL_POPUP_FEATURES);
      status.value = 'waiting';
      unsubscribe?.();
      unsubscribe = d.onMessage((e) => {
        if (!d.allowedOrigins.includes(e.origin) || !isIntegrationAuthDone(e.data) || status.value !== 'waiting') return;
        const data: Record<string, unknown> = typeof e.data === 'object' ? e.data : {};
        unsubscribe?.();
        unsubscribe = undefined;
        popup?.close();
        polls = 0;
        status.value = 'polling';
        const merchantId = String(data.merchantId ?? data.merchantIdInPayPal ?? '');
        void poll(merchantId);
      });
    },
    dispose() {
      clearTimeout(timer);
      clearTimeout(toastTimer);
      unsubscribe?.();
      if (status.value !== 'connected') status.value = 'idle';
    },
  };
}
