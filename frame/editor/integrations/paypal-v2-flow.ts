// SPEC §4 "PayPal v2 connect", step by step:
// 1. the connect button goes into a loading state; 2. request a sign-up url — no response shows
// "Cannot create url.", a non-200 or success false shows the server message, as a 3 s error toast;
// 3. otherwise open a 600×600 popup; 4. on a window message CN_INTEGRATION_AUTH_DONE close the popup
// and start polling; 5. each poll fetches the widget's paypal-v2 integrations and stops when the first
// is active; 6. otherwise post the sign-up status with the merchant id and retry 3 s later.
// Framework-free with injected effects so tests can drive every step.
import { PAYPAL_POLL_INTERVAL_MS, PAYPAL_POPUP } from '../../../shared/constants';
import { getPaypalSignupUrl, postPaypalSignupStatus } from '../../../shared/api/payments';
import type { ApiConfig } from '../../../shared/api/request';
import { CANNOT_CREATE_URL } from '../../../shared/rules/errors';
import { listIntegrations, PAYMENTS_SERVICE_NAME } from '../api/integrations-api';

export const AUTH_DONE_MESSAGE = 'CN_INTEGRATION_AUTH_DONE';
export { CANNOT_CREATE_URL };

export type PaypalPhase = 'idle' | 'loading' | 'popup' | 'polling' | 'connected';

export interface PaypalFlowDeps {
  api: ApiConfig;
  widgetId: string;
  platform: string;
  /** The page's own query parameters, forwarded to get-signup-url (SPEC §7 "page query parameters"). */
  pageQuery: Record<string, string>;
  openPopup(url: string, features: string): Window | null;
  onPhase(p: PaypalPhase): void;
  onError(message: string): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(h: unknown): void;
}

export function isAuthDone(data: unknown): data is { type: string; merchantId?: string; merchantIdInPayPal?: string } {
  return data === AUTH_DONE_MESSAGE || (!!data && typeof data === 'object' && (data as { type?: unknown }).type === AUTH_DONE_MESSAGE);
}

export class PaypalV2Flow {
  private popup: Window | null = null;
  private timer: unknown = null;
  private stopped = false;
  private merchantId = '';

  constructor(private readonly d: PaypalFlowDeps) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.d.onPhase('loading');
    let url: string;
    try {
      url = await getPaypalSignupUrl(this.d.api, this.args(), this.d.pageQuery);
    } catch (e) {
      this.d.onError((e as Error).message || CANNOT_CREATE_URL);
      this.d.onPhase('idle');
      return;
    }
    const { width, height } = PAYPAL_POPUP;
    // Centred on the owner's screen when there is one to measure.
    const scr = typeof screen === 'undefined' ? { width, height } : screen;
    const left = Math.max(0, Math.round((scr.width - width) / 2));
    const top = Math.max(0, Math.round((scr.height - height) / 2));
    this.popup = this.d.openPopup(url, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
    this.d.onPhase('popup');
  }

  /** Feed window messages here (already origin-checked by the caller). */
  onMessage(data: unknown): void {
    if (!isAuthDone(data) || this.stopped) return;
    if (typeof data === 'object') this.merchantId = String(data.merchantId ?? data.merchantIdInPayPal ?? '');
    try {
      this.popup?.close();
    } catch {
      /* already closed */
    }
    this.popup = null;
    this.d.onPhase('polling');
    void this.poll();
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    try {
      const list = (await listIntegrations(this.d.api, this.d.widgetId)).filter((i) => i.type === 'paypal-v2');
      if (list[0]?.isActive) {
        this.d.onPhase('connected');
        this.stop();
        return;
      }
      // The result is ignored (SPEC §7); the next poll reads the integration itself.
      await postPaypalSignupStatus(this.d.api, { ...this.args(), merchantId: this.merchantId });
    } catch {
      /* a failed poll is retried like an inactive one */
    }
    if (!this.stopped) this.timer = this.d.setTimeout(() => void this.poll(), PAYPAL_POLL_INTERVAL_MS);
  }

  private args() {
    return { widgetId: this.d.widgetId, platform: this.d.platform, serviceName: PAYMENTS_SERVICE_NAME };
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.d.clearTimeout(this.timer);
    this.timer = null;
  }
}
