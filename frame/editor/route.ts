// Which builder page the path names. SPEC §2: the segment after `editor` is the widget id unless it
// contains a colon.
export type BuilderRoute =
  | { page: 'home' }
  | { page: 'login' }
  | { page: 'signup' }
  | { page: 'editor'; widgetId: string }
  | { page: 'not-found' };

export function parseRoute(pathname: string): BuilderRoute {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'home' };
  if (parts.length === 1 && parts[0] === 'login') return { page: 'login' };
  if (parts.length === 1 && parts[0] === 'signup') return { page: 'signup' };
  if (parts[0] === 'editor' && parts[1] && !parts[1].includes(':')) {
    return { page: 'editor', widgetId: decodeURIComponent(parts[1]) };
  }
  return { page: 'not-found' };
}
