// Token endpoint answers beyond the happy path: Slack's 200-with-ok:false, form-encoded answers, answers
// without a token, redirects (never followed), and invalid_grant on refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthError } from '../../../server/oauth/oauth-error';
import { providerSettings } from '../../../server/oauth/provider-settings';
import { exchangeCode, refreshTokens } from '../../../server/oauth/token-client';
import { startFakeServer, type FakeServer } from '../integrations/helpers/fake-server';

describe('token client', () => {
  let up: FakeServer;
  let answer: { status: number; type: string; body: string; location?: string };
  const settings = (kind: string) =>
    providerSettings({ publicUrl: 'http://localhost:4000', oauthEnv: { [`OAUTH_${kind.toUpperCase()}_BASE_URL`]: up.url, [`OAUTH_${kind.toUpperCase()}_CLIENT_ID`]: 'id', [`OAUTH_${kind.toUpperCase()}_CLIENT_SECRET`]: 's' } }, kind);
  const codeOf = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof OAuthError ? e.code : String(e)));

  beforeAll(async () => {
    up = await startFakeServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': answer.type, ...(answer.location ? { location: answer.location } : {}) });
      res.end(answer.body);
    });
  });
  afterAll(async () => {
    await up?.close();
  });

  it('treats Slack\'s 200 { ok: false } as a failure and names the error', async () => {
    answer = { status: 200, type: 'application/json', body: JSON.stringify({ ok: false, error: 'invalid_code' }) };
    const err = await exchangeCode(settings('slack'), 'c', 'v', 0).catch((e: OAuthError) => e);
    expect(err).toMatchObject({ code: 'TOKEN_ENDPOINT_FAILED', status: 502 });
    expect((err as OAuthError).message).toContain('error invalid_code');
  });

  it('reads a form-encoded answer and computes the expiry', async () => {
    answer = { status: 200, type: 'application/x-www-form-urlencoded', body: 'access_token=tok&token_type=bearer&expires_in=60' };
    expect(await exchangeCode(settings('discord'), 'c', 'v', 1000)).toEqual({ accessToken: 'tok', refreshToken: undefined, tokenType: 'bearer', scope: undefined, expiresAt: 61_000 });
  });

  it('refuses an answer without an access token, a redirect, and a non-JSON error page', async () => {
    answer = { status: 200, type: 'application/json', body: '{"token_type":"bearer"}' };
    expect(await codeOf(exchangeCode(settings('zoom'), 'c', 'v', 0))).toBe('TOKEN_ENDPOINT_FAILED');
    answer = { status: 302, type: 'text/plain', body: '', location: 'http://127.0.0.1:1/elsewhere' };
    expect(await codeOf(exchangeCode(settings('zoom'), 'c', 'v', 0))).toBe('TOKEN_ENDPOINT_FAILED');
    answer = { status: 503, type: 'text/html', body: '<h1>down</h1>' };
    expect(await codeOf(exchangeCode(settings('zoom'), 'c', 'v', 0))).toBe('TOKEN_ENDPOINT_FAILED');
  });

  it('maps invalid_grant on refresh to REAUTHORIZE_NEEDED', async () => {
    answer = { status: 400, type: 'application/json', body: '{"error":"invalid_grant"}' };
    expect(await codeOf(refreshTokens(settings('monday'), 'r', 0))).toBe('REAUTHORIZE_NEEDED');
  });

  it('refuses to run without a client id and secret', () => {
    expect(() => providerSettings({ publicUrl: 'http://localhost:4000', oauthEnv: {} }, 'zoom')).toThrow(/OAUTH_ZOOM_CLIENT_ID/);
  });
});
