// SVG is the one accepted type that can carry active content. We refuse (rather than rewrite) any SVG
// with a way to run script or pull in a document: a rewritten file the owner did not make is a worse
// surprise than a clear message, and refusing needs no sanitiser to be exactly right about every trick.
// The file is also served under a sandboxing CSP (serve-upload.ts) in case something slips past.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../http/errors';

const DENIED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'html', 'body']);
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);
// Control characters and whitespace browsers ignore inside a URL scheme ("java\tscript:").
const IGNORED = /[\u0000-\u0020\u007f-\u009f]+/g;
const SCRIPT_URL = /(?:java|vb|live)script:|data:(?:text\/html|application\/(?:xhtml|x?html|javascript|ecmascript)|image\/svg)/i;

export const SVG_UNSAFE_MESSAGE = 'This SVG contains scripts or embedded documents, which are not allowed. Export it again without them, or use PNG.';

const unsafe = () => new HttpError(415, 'UPLOAD_SVG_UNSAFE', SVG_UNSAFE_MESSAGE);

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

type Node = Record<string, unknown>;

function walk(nodes: Node[], parent: string, seen: { root?: string }): void {
  for (const node of nodes) {
    for (const key of Object.keys(node)) {
      if (key === ':@') continue;
      if (key === '#text') {
        if (parent === 'style' && SCRIPT_URL.test(String(node[key]).replace(IGNORED, ''))) throw unsafe();
        continue;
      }
      if (key.startsWith('?')) {
        // <?xml-stylesheet?> can bring in XSLT, which can produce a scripted page.
        if (key !== '?xml') throw unsafe();
        continue;
      }
      const name = localName(key);
      seen.root ??= name;
      if (DENIED_ELEMENTS.has(name)) throw unsafe();
      const attrs = (node[':@'] ?? {}) as Record<string, unknown>;
      for (const [attr, raw] of Object.entries(attrs)) {
        const a = localName(attr);
        const value = String(raw ?? '').replace(IGNORED, '');
        if (a.startsWith('on')) throw unsafe();
        if (SCRIPT_URL.test(value)) throw unsafe();
        if (ANIMATIONS.has(name) && a === 'attributename' && /href$/i.test(value)) throw unsafe();
      }
      const children = node[key];
      if (Array.isArray(children)) walk(children as Node[], name, seen);
    }
  }
}

/** Throws 415 unless `text` is a well-formed SVG document with no active content. */
export function assertSafeSvg(text: string): void {
  // No DTDs at all: entity expansion is both a script-smuggling and a memory-bomb vector.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unsafe();
  if (XMLValidator.validate(text) !== true) {
    throw new HttpError(415, 'UPLOAD_SVG_INVALID', 'This SVG file is not well-formed XML, so browsers would not show it.');
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    allowBooleanAttributes: true,
    preserveOrder: true,
    processEntities: true,
    htmlEntities: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
  });
  const seen: { root?: string } = {};
  walk(parser.parse(text) as Node[], '', seen);
  if (seen.root !== 'svg') throw new HttpError(415, 'UPLOAD_SVG_INVALID', 'This file is not an SVG image.');
}
