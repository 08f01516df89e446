// SPEC §7 "Payments": the PayPal v2 sign-up calls (SPEC §4 "PayPal v2 connect").
import { CANNOT_CREATE_URL, ERROR_CODES, TesseraError } from '../rules/errors';
import { request, ResponseCodeError, type Query } from './request';
import type { ClientConfig } from './client-config';

export interface PaypalSignupArgs {
  widgetId: string;
  platform?: string;
  serviceName?: string;
}

const body = (cfg: ClientConfig, a: PaypalSignupArgs) => ({
  widgetId: a.widgetId,
  platform: a.platform ?? cfg.platform ?? '',
  serviceName: a.serviceName ?? cfg.serviceName ?? '',
});

/**
 * POST /api/apps/payments/paypal-v2/get-signup-url with the page's query parameters. SPEC §8: no
 * response → "Cannot create url."; non-200 or success false → the server message.
 */
export async function getPaypalSignupUrl(cfg: ClientConfig, args: PaypalSignupArgs, pageQuery: Query = {}): Promise<string> {
  let env;
  try {
    env = await request<{ url?: string }>(cfg, 'api/apps/payments/paypal-v2/get-signup-url', { method: 'POST', query: pageQuery, body: body(cfg, args) });
  } catch (e) {
    if (e instanceof ResponseCodeError) throw new TesseraError(ERROR_CODES.CANNOT_CREATE_URL, e.serverMessage ?? e.message, e.status);
    throw new TesseraError(ERROR_CODES.CANNOT_CREATE_URL, CANNOT_CREATE_URL);
  }
  if (!env || !env.success || !env.data?.url) throw new TesseraError(ERROR_CODES.CANNOT_CREATE_URL, env?.message || CANNOT_CREATE_URL);
  return env.data.url;
}

/** POST /api/apps/payments/paypal-v2/get-signup-status; SPEC §7: the result is ignored. */
export async function postPaypalSignupStatus(cfg: ClientConfig, args: PaypalSignupArgs & { merchantId: string }): Promise<void> {
  try {
    await request(cfg, 'api/apps/payments/paypal-v2/get-signup-status', { method: 'POST', body: { ...body(cfg, args), merchantId: args.merchantId } });
  } catch {
    /* result ignored (SPEC §7) */
  }
}
