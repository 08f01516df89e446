// Scopes owner custom CSS to one widget root and removes what could reach outside it: `@import` and
// remote `url()` (an owner stylesheet must not make the visitor's browser call third parties).

const URL_FN = /url\(([^)]*)\)/gi;

/** Keeps relative urls (our own origin) and inline images; anything with a scheme or `//` goes. */
function keepUrl(inner: string): boolean {
  const v = inner.trim().replace(/^['"]|['"]$/g, '').trim().toLowerCase();
  if (v.startsWith('data:image/')) return true;
  return !/^([a-z][a-z0-9+.-]*:|\/\/|\\)/.test(v);
}

function stripDangerous(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<\/?style/gi, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(URL_FN, (m, inner: string) => (keepUrl(inner) ? m : 'none'))
    .replace(/expression\s*\(/gi, '')
    .replace(/javascript:/gi, '');
}

function scopeSelectors(selectors: string, scope: string): string {
  return selectors
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const rooted = s.replace(/^(:root|html|body)\b/, '');
      return rooted === s ? `${scope} ${s}` : `${scope}${rooted}`;
    })
    .join(', ');
}

/** Returns the CSS with every selector prefixed by `scope`; @media/@supports blocks are scoped inside. */
export function scopeCss(css: string, scope: string): string {
  const src = stripDangerous(css ?? '');
  let out = '';
  let i = 0;
  while (i < src.length) {
    const open = src.indexOf('{', i);
    if (open < 0) break;
    const head = src.slice(i, open).trim();
    // Find the matching close brace so nested at-rule blocks stay whole.
    let depth = 1;
    let j = open + 1;
    while (j < src.length && depth > 0) {
      if (src[j] === '{') depth++;
      else if (src[j] === '}') depth--;
      j++;
    }
    const body = src.slice(open + 1, j - 1);
    if (/^@(media|supports|container)/i.test(head)) out += `${head}{${scopeCss(body, scope)}}`;
    else if (/^@(keyframes|-webkit-keyframes)/i.test(head)) out += `${head}{${body}}`;
    else if (head.startsWith('@')) {
      /* other at-rules (@font-face, @page, @layer...) are dropped: they are not scoped */
    } else if (head) out += `${scopeSelectors(head, scope)}{${body.trim()}}`;
    i = j;
  }
  return out;
}
