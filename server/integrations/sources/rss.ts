// RSS 2.0, RSS 1.0 (RDF) and Atom feeds to one item shape.
import { asItems } from './data-path';
import { parseXml } from './parse-xml';
import { SourceError } from './source-error';

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  guid: string;
  image?: string;
}

function str(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o['#text'] === 'string') return o['#text'];
    if (typeof o['@_href'] === 'string') return o['@_href'];
  }
  return '';
}

function atomLink(v: unknown): string {
  const links = asItems(v) as Record<string, unknown>[];
  const alt = links.find((l) => l && typeof l === 'object' && (l['@_rel'] ?? 'alternate') === 'alternate');
  return str(alt ?? links[0]);
}

/** An item's picture: an image enclosure, or Media RSS content or thumbnail (as most news feeds carry). */
function imageOf(i: Record<string, unknown>): { image?: string } {
  const urlOf = (v: unknown) => (asItems(v) as Record<string, unknown>[]).map((x) => (x && typeof x === 'object' ? str(x['@_url']) : '')).find(Boolean);
  const enclosure = (asItems(i.enclosure) as Record<string, unknown>[]).find((x) => x && typeof x === 'object' && (!x['@_type'] || /^image\//.test(String(x['@_type']))));
  const group = i['media:group'] as Record<string, unknown> | undefined;
  const image = (enclosure && str(enclosure['@_url'])) || urlOf(i['media:content']) || urlOf(i['media:thumbnail']) || urlOf(group?.['media:content']) || urlOf(group?.['media:thumbnail']);
  return image ? { image } : {};
}

export function parseFeed(text: string): FeedItem[] {
  const doc = parseXml(text);
  const rss = doc.rss as Record<string, unknown> | undefined;
  const rdf = doc['rdf:RDF'] as Record<string, unknown> | undefined;
  const feed = doc.feed as Record<string, unknown> | undefined;
  if (rss || rdf) {
    const channel = (rss?.channel ?? {}) as Record<string, unknown>;
    const raw = asItems(rss ? channel.item : rdf?.item) as Record<string, unknown>[];
    return raw.map((i) => ({
      title: str(i.title),
      link: str(i.link),
      description: str(i.description ?? i['content:encoded']),
      pubDate: str(i.pubDate ?? i['dc:date']),
      guid: str(i.guid) || str(i.link),
      ...imageOf(i),
    }));
  }
  if (feed) {
    return (asItems(feed.entry) as Record<string, unknown>[]).map((e) => ({
      title: str(e.title),
      link: atomLink(e.link),
      description: str(e.summary ?? e.content),
      pubDate: str(e.updated ?? e.published),
      guid: str(e.id),
      ...imageOf(e),
    }));
  }
  throw new SourceError('BAD_DATA', 'The document is not an RSS or Atom feed.');
}
