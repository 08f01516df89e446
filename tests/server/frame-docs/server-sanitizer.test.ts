// The server's sanitiser for owner rich text (server/frame-docs/server-sanitizer.ts), which server
// rendering uses where the browser uses DOMPurify: the same policy, checked on attacks (scripts,
// handlers, script URLs in their disguises, styles, form controls, embedded documents, SVG and MathML
// namespace tricks) and on the formatting an owner writes, which it must keep.
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeOnServer } from '../../../server/frame-docs/server-sanitizer';

interface Node { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node }

const FORBIDDEN = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'meta', 'base', 'link', 'noscript', 'svg', 'math']);
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|[^:/?#]+(?:[/?#]|$))/i;

/** What a browser would build from the output (parse5 is the HTML standard's parser, scripting on):
 *  every element and attribute it would run or load, as a list of problems. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const walk = (n: Node) => {
    if (FORBIDDEN.has(n.nodeName)) found.push(`<${n.nodeName}>`);
    for (const a of n.attrs ?? []) {
      if (/^on/i.test(a.name) || a.name === 'style' || a.name === 'formaction') found.push(`${n.nodeName}[${a.name}]`);
      if ((a.name === 'href' || a.name === 'src' || a.name === 'xlink:href') && !SAFE_URL.test(a.value.trim().replace(/[\t\n\r]/g, ''))) found.push(`${n.nodeName}[${a.name}=${a.value}]`);
      if (a.name === 'href' && a.value.trim().startsWith('//')) found.push(`${n.nodeName}[href=${a.value}]`);
    }
    for (const c of n.childNodes ?? []) walk(c);
    if (n.content) walk(n.content);
  };
  walk(parseFragment(html) as unknown as Node);
  return found;
}

const ATTACKS: [string, string][] = [
  ['a script element', '<p>a<script>alert(1)</script>b</p>'],
  ['an event handler', '<p onclick="alert(1)" onmouseover=alert(2)>x</p>'],
  ['an image error handler', '<img src=x onerror=alert(1)>'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['a mixed-case script link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['a script link split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['an entity-encoded script link', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['a data: document link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['a protocol-relative link', '<a href="//evil.example/">x</a>'],
  ['a style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['a form with controls', '<form action="https://evil.example"><input name=a><button formaction="javascript:alert(1)">go</button><textarea></textarea><select></select></form>'],
  ['an SVG script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['an SVG handler', '<svg onload=alert(1)><animate onbegin=alert(1)></svg>'],
  ['a MathML style break-out', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['a noscript break-out', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a comment break-out', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base element', '<base href="https://evil.example/">'],
  ['an image from a script URL', '<img src="javascript:alert(1)">'],
];

describe('the server sanitiser', () => {
  it.each(ATTACKS)('defuses %s, as a browser would parse the output', (_name, html) => {
    // The attack itself trips the check, so a check that finds nothing proves nothing.
    expect(dangers(html).length, html).toBeGreaterThan(0);
    const out = sanitizeOnServer(html);
    expect(dangers(out), `${html} → ${out}`).toEqual([]);
  });

  it('keeps what owners write, links opening in a new tab without handing over the frame', () => {
    const html =
      '<h2 id="top" class="lead">Hours</h2><p><strong>Open</strong> <em>daily</em>, <u>9</u>–<s>5</s><br>see <a href="https://shop.example/faq" target="_self">FAQ</a>, <a href="mailto:hi@shop.example">mail</a> or <a href="tel:+15550100">call</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p><code>x</code> <img src="https://cdn.example/a.png" alt="A"></p>';
    expect(sanitizeOnServer(html)).toBe(
      '<h2 id="top" class="lead">Hours</h2><p><strong>Open</strong> <em>daily</em>, <u>9</u>–<s>5</s><br />see <a href="https://shop.example/faq" target="_blank" rel="noopener noreferrer">FAQ</a>, <a href="mailto:hi@shop.example" target="_blank" rel="noopener noreferrer">mail</a> or <a href="tel:+15550100" target="_blank" rel="noopener noreferrer">call</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p><code>x</code> <img src="https://cdn.example/a.png" alt="A" /></p>',
    );
  });

  it('keeps the text of a link whose address it drops, as the browser does', () => {
    expect(sanitizeOnServer('<a href="javascript:alert(1)" target="_blank">bad</a>')).toBe('<a>bad</a>');
  });
});
