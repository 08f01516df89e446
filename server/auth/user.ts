// The SPEC §3 User as /api/auth/me returns it.
import type { Owner } from '../http/app-env';

export interface User {
  isAuthenticated: boolean;
  isPremium: boolean;
  fullName: string;
  thumbnail: string;
  guid: string;
  email?: string;
}

export function toUser(owner: Owner | null, isPremium = false): User {
  if (!owner) return { isAuthenticated: false, isPremium: false, fullName: '', thumbnail: '', guid: '' };
  return { isAuthenticated: true, isPremium, fullName: owner.fullName, thumbnail: '', guid: owner.id, email: owner.email };
}
