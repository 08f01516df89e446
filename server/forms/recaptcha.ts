// reCAPTCHA v3 verification at RECAPTCHA_BASE_URL/recaptcha/api/siteverify (Google's real protocol).
// Fail closed: no token, an unreachable service, a low score, the wrong action or a foreign hostname
// all refuse the submission.
import { HttpError } from '../http/errors';

export const RECAPTCHA_MIN_SCORE = 0.5;
export const RECAPTCHA_ACTION = 'submit';

interface SiteVerify {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export async function verifyRecaptcha(args: {
  baseUrl: string;
  secret: string;
  token: string | undefined;
  remoteIp: string;
  allowedHostnames: string[];
}): Promise<void> {
  if (!args.token) throw new HttpError(400, 'RECAPTCHA_MISSING', 'Please confirm you are not a robot and try again.');
  const body = new URLSearchParams({ secret: args.secret, response: args.token });
  if (args.remoteIp && args.remoteIp !== 'unknown') body.set('remoteip', args.remoteIp);
  let result: SiteVerify;
  try {
    const res = await fetch(`${args.baseUrl}/recaptcha/api/siteverify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    result = (await res.json()) as SiteVerify;
  } catch {
    throw new HttpError(503, 'RECAPTCHA_UNAVAILABLE', 'The spam check is unavailable right now. Please try again in a minute.');
  }
  const passed =
    result.success === true &&
    typeof result.score === 'number' &&
    result.score >= RECAPTCHA_MIN_SCORE &&
    result.action === RECAPTCHA_ACTION &&
    typeof result.hostname === 'string' &&
    args.allowedHostnames.includes(result.hostname.toLowerCase());
  if (!passed) throw new HttpError(403, 'RECAPTCHA_FAILED', 'Your submission was flagged as automated. Please try again.');
}
