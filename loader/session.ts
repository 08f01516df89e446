import { SESSION_KEY, type SessionState } from './core';

// Storage may be missing, full or throwing (privacy modes, sandboxed pages): SPEC §5 tolerates that,
// so every access falls back to the in-memory copy the core keeps anyway.
export function loadSession(): SessionState {
  try {
    const v = JSON.parse(sessionStorage.getItem(SESSION_KEY) || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

export function saveSession(s: SessionState): void {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(s));
  } catch {
    /* memory only */
  }
}
