// SPEC §3/§4: the builder's theme is dark by default and stored locally when changed. Missing or blocked
// localStorage is tolerated (SPEC §5).
import { DEFAULT_THEME } from '../../shared/constants';
import { EDITOR_THEME_KEY } from '../../shared/state/editor-store';

export type Theme = 'dark' | 'light';
/** The same key the shared editor store keeps the theme under. */
export const THEME_STORAGE_KEY = EDITOR_THEME_KEY;

export function readTheme(): Theme {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    if (v === 'dark' || v === 'light') return v;
  } catch {
    /* storage blocked */
  }
  return DEFAULT_THEME;
}

export function storeTheme(t: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, t);
  } catch {
    /* storage blocked: the choice lasts this page */
  }
}

export function applyTheme(t: Theme): void {
  document.documentElement.dataset.theme = t;
}
