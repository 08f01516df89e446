// Account calls (ARCHITECTURE §3.6, `/api/auth/*`, cookie session). `me` answers the SPEC §3 User.
import { request, ResponseCodeError, type ApiConfig } from '../../../shared/api/request';

export interface User {
  isAuthenticated: boolean;
  isPremium: boolean;
  fullName: string;
  thumbnail?: string;
  guid: string;
}

const ANON: User = { isAuthenticated: false, isPremium: false, fullName: '', guid: '' };

export async function fetchMe(cfg: ApiConfig): Promise<User> {
  try {
    const res = await request<User>(cfg, '/api/auth/me', { withExtras: false });
    return res.data && res.data.isAuthenticated !== false ? { ...res.data, isAuthenticated: true } : ANON;
  } catch (e) {
    // Not signed in is an answer, not a failure.
    if (e instanceof ResponseCodeError && (e.status === 401 || e.status === 403)) return ANON;
    throw e;
  }
}

export async function logIn(cfg: ApiConfig, body: { email: string; password: string }): Promise<User> {
  const res = await request<User>(cfg, '/api/auth/login', { method: 'POST', body, withExtras: false });
  return { ...res.data, isAuthenticated: true };
}

export async function signUp(cfg: ApiConfig, body: { email: string; password: string; fullName: string }): Promise<User> {
  const res = await request<User>(cfg, '/api/auth/signup', { method: 'POST', body, withExtras: false });
  return { ...res.data, isAuthenticated: true };
}

export async function logOut(cfg: ApiConfig): Promise<void> {
  await request(cfg, '/api/auth/logout', { method: 'POST', withExtras: false });
}
