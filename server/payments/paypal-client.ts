// PayPal's partner APIs at PAYPAL_BASE_URL: OAuth2 client-credentials token, partner referral (the
// seller sign-up link) and the merchant integration status. The partner credentials are the platform's
// own: PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_PARTNER_ID (the partner's merchant id).
import { CANNOT_CREATE_URL } from '../../shared/rules/errors';
import { HttpError } from '../http/errors';

export interface PaypalSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  partnerId: string;
}

export function paypalSettings(baseUrl: string, env: Record<string, string | undefined> = process.env): PaypalSettings {
  const clientId = env.PAYPAL_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim() ?? '';
  const partnerId = env.PAYPAL_PARTNER_ID?.trim() ?? '';
  if (!clientId || !clientSecret) throw new HttpError(503, 'PAYPAL_NOT_CONFIGURED', 'PayPal is not configured on this server.');
  return { baseUrl, clientId, clientSecret, partnerId };
}

const unavailable = () => new HttpError(502, 'PAYPAL_UNAVAILABLE', 'PayPal did not answer. Please try again in a minute.');

async function call<T>(s: PaypalSettings, path: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${s.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw unavailable();
  }
  const body = (await res.json().catch(() => null)) as (T & { message?: string; error_description?: string }) | null;
  if (!res.ok || !body) {
    throw new HttpError(502, 'PAYPAL_ERROR', `PayPal refused the request (${res.status}${body?.message || body?.error_description ? `: ${body.message ?? body.error_description}` : ''}).`);
  }
  return body;
}

export async function paypalAccessToken(s: PaypalSettings): Promise<string> {
  const basic = Buffer.from(`${s.clientId}:${s.clientSecret}`).toString('base64');
  const r = await call<{ access_token?: string }>(s, '/v1/oauth2/token', {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: 'grant_type=client_credentials',
  });
  if (!r.access_token) throw unavailable();
  return r.access_token;
}

export async function createPartnerReferral(s: PaypalSettings, token: string, trackingId: string, returnUrl: string): Promise<string> {
  const r = await call<{ links?: { rel?: string; href?: string }[] }>(s, '/v2/customer/partner-referrals', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      tracking_id: trackingId,
      operations: [
        {
          operation: 'API_INTEGRATION',
          api_integration_preference: {
            rest_api_integration: {
              integration_method: 'PAYPAL',
              integration_type: 'THIRD_PARTY',
              third_party_details: { features: ['PAYMENT', 'REFUND'] },
            },
          },
        },
      ],
      products: ['EXPRESS_CHECKOUT'],
      legal_consents: [{ type: 'SHARE_DATA_CONSENT', granted: true }],
      partner_config_override: { return_url: returnUrl },
    }),
  });
  const href = r.links?.find((l) => l.rel === 'action_url')?.href;
  if (!href || !/^https?:\/\//.test(href)) throw new HttpError(502, 'PAYPAL_ERROR', CANNOT_CREATE_URL);
  return href;
}

export interface MerchantStatus {
  merchant_id?: string;
  tracking_id?: string;
  payments_receivable?: boolean;
  primary_email_confirmed?: boolean;
}

export async function merchantIntegration(s: PaypalSettings, token: string, merchantId: string): Promise<MerchantStatus> {
  if (!s.partnerId) throw new HttpError(503, 'PAYPAL_NOT_CONFIGURED', 'PayPal is not configured on this server.');
  return call<MerchantStatus>(s, `/v1/customer/partners/${encodeURIComponent(s.partnerId)}/merchant-integrations/${encodeURIComponent(merchantId)}`, {
    method: 'GET',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
}
