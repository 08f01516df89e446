// The builder's side of SPEC §4 "PayPal v2 connect": the state machine is the shared one
// (shared/state/paypal-connect.ts, steps 1–6); this file wires it to the builder's API client, popup and
// toast, and names its states for the button.
import { PAYPAL_POPUP } from '../../../shared/constants';
import { getPaypalSignupUrl, postPaypalSignupStatus } from '../../../shared/api/payments';
import type { ApiConfig } from '../../../shared/api/request';
import { createPaypalConnect, type PaypalConnectStatus } from '../../../shared/state/paypal-connect';
import { listIntegrations, PAYMENTS_SERVICE_NAME } from '../api/integrations-api';

export type PaypalPhase = 'idle' | 'loading' | 'popup' | 'polling' | 'connected';

const PHASE: Record<PaypalConnectStatus, PaypalPhase> = {
  idle: 'idle',
  loading: 'loading',
  waiting: 'popup',
  polling: 'polling',
  connected: 'connected',
  // Polling stopped without an answer: the owner can start again.
  'gave-up': 'idle',
};

export interface PaypalFlowDeps {
  api: ApiConfig;
  widgetId: string;
  platform: string;
  /** The page's own query parameters, forwarded to get-signup-url (SPEC §7 "page query parameters"). */
  pageQuery: Record<string, string>;
  openPopup(url: string, features: string): Window | null;
  onPhase(p: PaypalPhase): void;
  /** Shows an error toast (SPEC §8: 3 s). */
  onError(message: string): void;
}

/** Centred on the owner's screen when there is one to measure. */
function centred(features: string): string {
  if (typeof screen === 'undefined') return features;
  const left = Math.max(0, Math.round((screen.width - PAYPAL_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screen.height - PAYPAL_POPUP.height) / 2));
  return `${features},left=${left},top=${top}`;
}

export class PaypalV2Flow {
  private listener: ((e: { origin: string; data: unknown }) => void) | null = null;
  private readonly machine;
  private readonly unsubscribe: (() => void)[];

  constructor(d: PaypalFlowDeps) {
    const args = () => ({ widgetId: d.widgetId, platform: d.platform, serviceName: PAYMENTS_SERVICE_NAME });
    this.machine = createPaypalConnect({
      getSignupUrl: () => getPaypalSignupUrl(d.api, args(), d.pageQuery),
      fetchIntegrations: async () => (await listIntegrations(d.api, d.widgetId)).filter((i) => i.type === 'paypal-v2'),
      postSignupStatus: async (merchantId) => void (await postPaypalSignupStatus(d.api, { ...args(), merchantId })),
      openPopup: (url, features) => d.openPopup(url, centred(features)),
      onMessage: (l) => ((this.listener = l), () => (this.listener = null)),
      // The caller checks origins before handing messages to onMessage below.
      allowedOrigins: ['self'],
    });
    let first = true;
    this.unsubscribe = [
      this.machine.status.subscribe((s) => (first ? (first = false) : d.onPhase(PHASE[s]))),
      this.machine.toast.subscribe((m) => m && d.onError(m)),
    ];
  }

  start(): Promise<void> {
    return this.machine.connect();
  }

  /** Feed window messages here, already origin-checked by the caller. */
  onMessage(data: unknown): void {
    this.listener?.({ origin: 'self', data });
  }

  stop(): void {
    for (const u of this.unsubscribe) u();
    this.machine.dispose();
  }
}
