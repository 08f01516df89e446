// A small OAuth 2.0 provider on 127.0.0.1 speaking the real protocol: GET on any path is the authorize
// endpoint (redirects back with a code, or with error=access_denied when told to deny), POST on any path
// is the token endpoint (RFC 6749 JSON; authorization_code with the RFC 7636 S256 check, refresh_token
// with rotation). Client authentication by HTTP Basic or in the body, as the request chooses. A code
// exchange at Slack's or Discord's token path also returns the channel webhook their webhook scopes
// grant, which is on this server too (POST /hooks/..., recorded in `posts`).
import { createHash, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer } from '../integrations/helpers/fake-server';

export interface FakeProvider {
  server: FakeServer;
  url: string;
  clients: Map<string, string>;
  /** Behaviour knobs the tests flip. */
  mode: { deny: boolean; tokenStatus: number | null; expiresIn: number | null };
  tokenRequests: { path: string; contentType: string; basic: boolean; fields: Record<string, string> }[];
  /** What was posted to the channel webhooks. */
  posts: { path: string; body: unknown }[];
  revokeAllRefreshTokens(): void;
  close(): Promise<void>;
}

export async function startFakeProvider(clients: Record<string, string>): Promise<FakeProvider> {
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string }>();
  const refreshTokens = new Map<string, string>();
  let n = 0;
  const p = {
    clients: new Map(Object.entries(clients)),
    mode: { deny: false, tokenStatus: null as number | null, expiresIn: 3600 as number | null },
    tokenRequests: [] as FakeProvider['tokenRequests'],
    posts: [] as FakeProvider['posts'],
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const issue = (clientId: string) => {
    n += 1;
    const refresh = `rt-${n}-${randomBytes(4).toString('hex')}`;
    refreshTokens.set(refresh, clientId);
    return { access_token: `at-${n}-${randomBytes(8).toString('hex')}`, token_type: 'bearer', refresh_token: refresh, scope: 'read', ...(p.mode.expiresIn ? { expires_in: p.mode.expiresIn } : {}) };
  };

  const server = await startFakeServer((req, res, body) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET') {
      const q = u.searchParams;
      const redirect = q.get('redirect_uri') ?? '';
      if (q.get('response_type') !== 'code' || !p.clients.has(q.get('client_id') ?? '') || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge') || !redirect) {
        res.writeHead(400).end('bad authorization request');
        return;
      }
      const back = new URL(redirect);
      back.searchParams.set('state', q.get('state') ?? '');
      if (p.mode.deny) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', '<b>The user said no</b>');
      } else {
        const code = `code-${randomBytes(8).toString('hex')}`;
        codes.set(code, { clientId: q.get('client_id')!, redirectUri: redirect, challenge: q.get('code_challenge')! });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (u.pathname.startsWith('/hooks/')) {
      p.posts.push({ path: u.pathname, body: JSON.parse(body) });
      // Slack's incoming webhooks answer 200 "ok"; Discord's 204.
      return void (u.pathname.includes('slack') ? res.writeHead(200, { 'content-type': 'text/plain' }).end('ok') : res.writeHead(204).end());
    }
    const contentType = req.headers['content-type'] ?? '';
    const fields: Record<string, string> = contentType.includes('json') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
    const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    let [clientId, secret] = [fields.client_id, fields.client_secret];
    if (auth) [clientId, secret] = Buffer.from(auth[1], 'base64').toString().split(':').map(decodeURIComponent);
    p.tokenRequests.push({ path: u.pathname, contentType, basic: !!auth, fields });
    if (p.mode.tokenStatus) return json(res, p.mode.tokenStatus, { error: 'server_error' });
    if (!clientId || p.clients.get(clientId) !== secret) return json(res, 401, { error: 'invalid_client' });
    if (fields.grant_type === 'authorization_code') {
      const c = codes.get(fields.code ?? '');
      codes.delete(fields.code ?? '');
      const verifierOk = c && createHash('sha256').update(fields.code_verifier ?? '').digest('base64url') === c.challenge;
      if (!c || c.clientId !== clientId || c.redirectUri !== fields.redirect_uri || !verifierOk) return json(res, 400, { error: 'invalid_grant' });
      const hook = (kind: string) => `${server.url}/hooks/${kind}/${randomBytes(4).toString('hex')}`;
      if (u.pathname === '/api/oauth.v2.access') return json(res, 200, { ok: true, ...issue(clientId), incoming_webhook: { channel: '#leads', channel_id: 'C1', url: hook('slack') } });
      if (u.pathname === '/api/oauth2/token') return json(res, 200, { ...issue(clientId), webhook: { id: '1', name: 'Leads', channel_id: '2', url: hook('discord') } });
      return json(res, 200, issue(clientId));
    }
    if (fields.grant_type === 'refresh_token') {
      if (refreshTokens.get(fields.refresh_token ?? '') !== clientId) return json(res, 400, { error: 'invalid_grant' });
      refreshTokens.delete(fields.refresh_token);
      return json(res, 200, issue(clientId));
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  });
  return { ...p, server, url: server.url, revokeAllRefreshTokens: () => refreshTokens.clear(), close: () => server.close() };
}
