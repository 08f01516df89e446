// OAuth 2.0 authorization code flow with PKCE for the SPEC §3 kinds that "need authorization":
//   GET /api/oauth/{kind}/start?widgetId=   owner only; signed state + sealed PKCE cookie; 302 to provider
//   GET /api/oauth/{kind}/callback          verifies state, cookie and session owner; exchanges the code;
//                                           stores the tokens; a page posts CN_INTEGRATION_AUTH_DONE
// Disconnecting is the ordinary integration DELETE. Every failure in these routes is a page in the
// popup (and a message to the opener), never JSON, because a person is looking at it.
import { Hono, type Context } from 'hono';
import { INTEGRATION_AUTH_DONE_MESSAGE } from '../../shared/rules/values';
import { requireOwner } from '../auth/require-owner';
import { ownerFromSession } from '../auth/sessions';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { HttpError } from '../http/errors';
import { loadSecretKey } from '../secrets';
import { getOwnedWidgetRow, isWidgetId } from '../widgets/queries';
import { callbackPage } from './callback-page';
import { setFlowCookie, takeFlowCookie } from './flow-cookie';
import { newFlowState, pkcePair, signState, verifyState } from './flow-state';
import { saveGrant } from './grant-store';
import { OAuthError } from './oauth-error';
import { getOAuthProvider } from './providers';
import { authorizeUrl, providerSettings } from './provider-settings';
import { exchangeCode } from './token-client';

const cleanCode = (v: string) => v.replace(/[^\w.-]/g, '').slice(0, 64);

export function oauthRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const appOrigin = new URL(deps.config.publicUrl).origin;

  const page = (c: Context, status: number, kind: string, title: string, text: string, error?: { code: string; message: string }) => {
    const { html, csp } = callbackPage(appOrigin, { type: INTEGRATION_AUTH_DONE_MESSAGE, kind, ...(error ? { error } : {}) }, title, text);
    c.header('Content-Security-Policy', csp);
    c.header('Cache-Control', 'no-store');
    return c.html(html, status as 200);
  };

  app.onError((err, c) => {
    const kind = getOAuthProvider(c.req.param('kind') ?? '')?.kind ?? '';
    let e: OAuthError;
    if (err instanceof OAuthError) e = err;
    else if (err instanceof HttpError && err.status === 401) e = new OAuthError('NOT_SIGNED_IN', 'Sign in to Tessera in this browser, then connect again from the editor.', 401);
    else if (err instanceof HttpError) e = new OAuthError('BAD_STATE', err.message, err.status);
    else {
      deps.log.error('oauth flow failed', { kind, error: err instanceof Error ? err.name : 'unknown' });
      e = new OAuthError('PROVIDER_ERROR', 'Something went wrong on our side. Please try again.', 500);
    }
    return page(c, e.status, kind, 'Could not connect', e.message, { code: e.code, message: e.message });
  });

  app.get('/api/oauth/:kind/start', requireOwner(deps), async (c) => {
    const kind = c.req.param('kind');
    const s = providerSettings(deps.config, kind);
    const widgetId = c.req.query('widgetId') ?? '';
    const w = isWidgetId(widgetId) ? await getOwnedWidgetRow(deps, c.get('owner').id, widgetId) : undefined;
    if (!w) throw new OAuthError('WIDGET_NOT_FOUND', 'Widget not found. Open the widget in the editor and try again.', 404);
    const key = loadSecretKey(deps.config);
    const st = newFlowState(c.get('owner').id, w.id, kind, deps.now());
    const { verifier, challenge } = pkcePair();
    setFlowCookie(c, deps.config, key, kind, st.nonce, verifier);
    c.header('Cache-Control', 'no-store');
    return c.redirect(authorizeUrl(s, signState(key, st), challenge), 302);
  });

  // The address the builder's connect popup opens (frame/editor/api/integrations-api.ts).
  app.get('/api/v1/:platform/:id/integrations/oauth/:kind/start', (c) => {
    const q = new URLSearchParams({ widgetId: c.req.param('id') });
    return c.redirect(`/api/oauth/${encodeURIComponent(c.req.param('kind'))}/start?${q}`, 302);
  });

  app.get('/api/oauth/:kind/callback', async (c) => {
    const kind = c.req.param('kind');
    const s = providerSettings(deps.config, kind);
    const key = loadSecretKey(deps.config);
    const st = verifyState(key, c.req.query('state') ?? '', deps.now());
    const verifier = st.kind === kind ? takeFlowCookie(c, key, kind, st.nonce) : null;
    if (!verifier) {
      throw new OAuthError('BAD_STATE', 'This sign-in was started in another window or browser, or was already used. Start again from the editor.');
    }
    const owner = await ownerFromSession(deps, c);
    if (!owner || owner.id !== st.ownerId) {
      throw new OAuthError('WRONG_OWNER', 'You are signed in to Tessera as someone else than who started this sign-in. Start again from the editor.', 403);
    }
    const error = c.req.query('error');
    if (error === 'access_denied') {
      throw new OAuthError('ACCESS_DENIED', `You did not allow access to ${s.provider.label}, so nothing was connected.`, 403);
    }
    if (error) throw new OAuthError('PROVIDER_ERROR', `${s.provider.label} reported an error (${cleanCode(error)}). Nothing was connected.`, 502);
    const code = c.req.query('code');
    if (!code || code.length > 4096) throw new OAuthError('PROVIDER_ERROR', `${s.provider.label} sent no authorization code. Nothing was connected.`, 502);
    const tokens = await exchangeCode(s, code, verifier, deps.now());
    await saveGrant(deps, st, tokens);
    return page(c, 200, kind, `${s.provider.label} connected`, `${s.provider.label} is connected to your widget.`);
  });

  return app;
}
