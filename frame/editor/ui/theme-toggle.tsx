// Dark/light switch (SPEC §3 editor state theme, dark by default, stored locally on change).
import { useState } from 'react';
import { applyTheme, readTheme, storeTheme, type Theme } from '../theme';

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      class="btn"
      aria-pressed={theme === 'light'}
      onClick={() => {
        setTheme(next);
        storeTheme(next);
        applyTheme(next);
      }}
    >
      {theme === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  );
}
