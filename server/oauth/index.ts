export { oauthRoutes } from './routes';
export { oauthAccessToken } from './access-token';
export { OAUTH_PROVIDERS, getOAuthProvider, type OAuthProvider } from './providers';
export { OAuthError, type OAuthErrorCode } from './oauth-error';
