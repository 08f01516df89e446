// An API key as `/api/auth/api-keys` lists it (server/auth/api-keys.ts answers it, the builder's API keys
// dialog shows it): never the key itself, which only its creation answers, once.
export interface ApiKeyInfo {
  id: string;
  name: string;
  last4: string;
  createdAt: number;
  lastUsedAt: number | null;
}
