// Hono context typing shared by every route factory: `new Hono<AppEnv>()`.
export interface Owner {
  id: string;
  email: string;
  fullName: string;
}

export interface AppEnv {
  Variables: {
    /** Set by requireOwner (and optionalOwner when credentials were sent). */
    owner: Owner;
    /** How the owner authenticated; CSRF checks apply to 'cookie' only. */
    authVia: 'cookie' | 'api-key';
  };
}
