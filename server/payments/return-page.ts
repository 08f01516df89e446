// The page PayPal sends the seller back to inside the sign-up popup: it tells the builder (its opener,
// on our origin only) that sign-up finished, with the merchant id, and closes (SPEC §4 PayPal v2 step 4).
import { createHash } from 'node:crypto';
import { INTEGRATION_AUTH_DONE_MESSAGE } from '../../shared/rules/values';

export function returnPage(origin: string, merchantId: string): { html: string; csp: string } {
  const payload = JSON.stringify({ type: INTEGRATION_AUTH_DONE_MESSAGE, merchantId }).replace(/</g, '\\u003c');
  const script = `try{window.opener&&window.opener.postMessage(${payload},${JSON.stringify(origin)})}catch(e){}setTimeout(function(){window.close()},300);`;
  const hash = createHash('sha256').update(script).digest('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal connected</title></head><body><p>PayPal is connected. You can close this window.</p><script>${script}</script></body></html>`;
  return { html, csp: `default-src 'none'; script-src 'sha256-${hash}'; frame-ancestors 'none'` };
}
