// SPEC §3 "App list entry" for every widget type in shared/widget-types.ts.
import { WIDGET_TYPES } from '../../shared/widget-types';

export interface AppEntry {
  icon: string;
  name: string;
  serviceName: string;
  slug: string;
  type: string;
}

const NAMES: Record<string, string> = { pdf_gallery: 'PDF Gallery', pdf_flipbook: 'PDF Flipbook', ai_chat: 'AI Chat', faq: 'FAQ', before_after: 'Before & After' };
const COLORS = ['#6d5dfc', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#14b8a6', '#ec4899'];

function titleCase(type: string): string {
  return type.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** A self-contained icon: the type's initials on a colour tile, so the list needs no extra request. */
function icon(name: string, index: number): string {
  const initials = name.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]).join('').slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${COLORS[index % COLORS.length]}"/><text x="32" y="41" font-family="Poppins,Arial,sans-serif" font-size="24" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function appCatalogue(): AppEntry[] {
  return WIDGET_TYPES.map((type, i) => {
    const name = NAMES[type] ?? titleCase(type);
    return { icon: icon(name, i), name, serviceName: type, slug: type.replaceAll('_', '-'), type };
  });
}
