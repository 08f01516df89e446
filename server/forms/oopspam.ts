// OOPSpam (POST OOPSPAM_BASE_URL/v1/spamdetection, X-Api-Key). A Score of 3 or more (of 6) is spam.
// If the service cannot answer we let the submission through: OOPSpam is a second opinion, and SPEC
// asks fail-closed only of reCAPTCHA. The caller logs that (without the key).
import { HttpError } from '../http/errors';

export const OOPSPAM_SPAM_SCORE = 3;

export async function checkOopspam(args: {
  baseUrl: string;
  apiKey: string;
  content: string;
  email?: string;
  remoteIp: string;
}): Promise<'ok' | 'unavailable'> {
  let score: unknown;
  try {
    const res = await fetch(`${args.baseUrl}/v1/spamdetection`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': args.apiKey },
      body: JSON.stringify({
        content: args.content.slice(0, 5000),
        ...(args.email ? { email: args.email } : {}),
        ...(args.remoteIp && args.remoteIp !== 'unknown' ? { senderIP: args.remoteIp.replace(/^::ffff:/, '') } : {}),
        checkForLength: false,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return 'unavailable';
    score = ((await res.json()) as { Score?: unknown }).Score;
  } catch {
    return 'unavailable';
  }
  if (typeof score !== 'number') return 'unavailable';
  if (score >= OOPSPAM_SPAM_SCORE) throw new HttpError(403, 'SPAM_DETECTED', 'Your submission was flagged as spam.');
  return 'ok';
}
