// What every builder screen reads: the API config (tests inject a fake fetch), the signed-in user and
// navigation (tests record it instead of leaving the page).
import { createContext } from 'preact';
import { useContext } from 'react';
import type { ApiConfig } from '../../../shared/api/request';
import type { User } from './auth-api';

export interface Builder {
  api: ApiConfig;
  user: User;
  setUser(u: User): void;
  navigate(path: string): void;
  /** Where popups and the preview point: the APP origin. */
  appUrl: string;
}

export const BuilderContext = createContext<Builder | null>(null);

export function useBuilder(): Builder {
  const b = useContext(BuilderContext);
  if (!b) throw new Error('useBuilder outside BuilderContext');
  return b;
}
