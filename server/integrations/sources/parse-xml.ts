// XML for rss and xml sources with entity processing OFF: a DOCTYPE's entities are never expanded, so
// a billion-laughs document stays as small as it arrived. Only the five predefined entities and
// numeric character references are decoded, by us, on leaf strings.
import { XMLParser } from 'fast-xml-parser';
import { SourceError } from './source-error';

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  trimValues: true,
});

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    if (e[0] !== '#') return NAMED[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

function decodeDeep(v: unknown): unknown {
  if (typeof v === 'string') return decode(v);
  if (Array.isArray(v)) return v.map(decodeDeep);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = decodeDeep(x);
    return out;
  }
  return v;
}

export function parseXml(text: string): Record<string, unknown> {
  let doc: unknown;
  try {
    doc = parser.parse(text, true);
  } catch (e) {
    throw new SourceError('BAD_DATA', `The document is not valid XML: ${(e as Error).message}`.slice(0, 300));
  }
  if (!doc || typeof doc !== 'object') throw new SourceError('BAD_DATA', 'The document is not valid XML.');
  return decodeDeep(doc) as Record<string, unknown>;
}
