// SPEC §2 "Modes": editor, preview, viewer, gallery.
export type UrlMode = 'editor' | 'preview' | 'viewer' | 'gallery';

/** Segments that mark a viewer page; `v` and `t` are our short viewer routes (ARCHITECTURE §3.5). */
const VIEWER_SEGMENTS = ['viewer', 'v', 't'];

export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '127.0.0.1' || h === '::1';
}

export interface ModeInput {
  pathname: string;
  hostname: string;
  /** The product's own host names (the APP host from configuration). */
  productHosts: readonly string[];
  /** The "visible" query flag (viewer preview). */
  visible?: boolean;
}

/**
 * Editor and preview come from their segments (or the visible flag); lp pages are the gallery; viewer
 * mode needs a viewer segment and our own host or localhost, so a copy of the frame served elsewhere
 * (a platform proxy) does not count as a viewer load. Null: embedded on a platform without a mode.
 */
export function detectMode({ pathname, hostname, productHosts, visible }: ModeInput): UrlMode | null {
  const seg = pathname.toLowerCase().split('/').filter(Boolean);
  if (seg.includes('editor')) return 'editor';
  if (seg.includes('preview') || visible) return 'preview';
  if (seg.includes('lp')) return 'gallery';
  const own = isLocalHost(hostname) || productHosts.some((h) => h.toLowerCase() === hostname.toLowerCase());
  if (own && seg.some((s) => VIEWER_SEGMENTS.includes(s))) return 'viewer';
  return null;
}
