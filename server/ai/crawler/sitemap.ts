// Sitemaps (sitemaps.org): a <urlset> of <url><loc> or a <sitemapindex> of further sitemaps.
import { XMLParser } from 'fast-xml-parser';

export interface ParsedSitemap {
  pages: string[];
  sitemaps: string[];
}

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, processEntities: true });

function locs(list: unknown): string[] {
  const arr = Array.isArray(list) ? list : list ? [list] : [];
  return arr
    .map((e) => (typeof e === 'object' && e !== null ? String((e as { loc?: unknown }).loc ?? '') : ''))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parseSitemap(xml: string): ParsedSitemap {
  let doc: Record<string, any>;
  try {
    doc = parser.parse(xml) as Record<string, any>;
  } catch {
    return { pages: [], sitemaps: [] };
  }
  return { pages: locs(doc.urlset?.url), sitemaps: locs(doc.sitemapindex?.sitemap) };
}

export function looksLikeSitemap(url: string): boolean {
  try {
    return /\.xml(\.gz)?$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}
