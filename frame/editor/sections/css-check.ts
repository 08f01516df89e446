// A small CSS syntax check for the custom CSS box: unbalanced braces, unclosed comments and strings,
// and declarations without a colon, each with its line. Browsers silently drop bad CSS, so without
// this the owner would only see that "nothing happens".
export interface CssProblem {
  line: number;
  message: string;
}

export function checkCss(css: string): CssProblem[] {
  const problems: CssProblem[] = [];
  const open: number[] = [];
  let line = 1;
  let decl = '';
  let declLine = 1;
  const endDecl = () => {
    const d = decl.trim();
    if (open.length > 0 && d && !d.startsWith('@') && !d.includes(':') && !d.includes('{')) problems.push({ line: declLine, message: `"${d.slice(0, 40)}" is missing a colon (property: value).` });
    decl = '';
  };
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (c === '\n') line++;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) {
        problems.push({ line, message: 'A comment is not closed (missing */).' });
        return problems;
      }
      line += (css.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 1;
      continue;
    }
    if (c === '"' || c === "'") {
      const start = line;
      let j = i + 1;
      while (j < css.length && css[j] !== c && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
      if (css[j] !== c) problems.push({ line: start, message: 'A string is not closed.' });
      decl += css.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === '{') {
      // A block that holds declarations (not an @media wrapper) has no nested braces before its first ';'.
      decl = '';
      open.push(line);
    } else if (c === '}') {
      endDecl();
      if (!open.pop()) problems.push({ line, message: 'There is a } without a matching {.' });
    } else if (c === ';') {
      endDecl();
    } else {
      if (!decl.trim()) declLine = line;
      decl += c;
    }
  }
  for (const l of open) problems.push({ line: l, message: 'A { is not closed (missing }).' });
  return problems;
}
