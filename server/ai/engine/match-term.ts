// Whether an analyzed document term stands for an analyzed query term, with the same leniency as the
// index: exact, a prefix of 4+ letters, or one edit for stems of 5+ letters. Numbers match exactly.
export function matchesTerm(query: string, term: string): boolean {
  if (query === term) return true;
  if (/\d/.test(query) || /\d/.test(term)) return false;
  if (query.length >= 4 && term.startsWith(query)) return true;
  if (query.length >= 5 && term.length >= 5 && Math.abs(query.length - term.length) <= 1) return withinOneEdit(query, term);
  return false;
}

/**
 * Whether a set of analyzed words holds a query term: the term itself or one of its synonyms, and,
 * when `lenient` (a term the index does not know, as in retrieval), a word it matches by prefix or typo.
 */
export function holdsTerm(term: string, alts: readonly string[], words: ReadonlySet<string>, lenient: boolean): boolean {
  if (words.has(term)) return true;
  for (const a of alts) if (words.has(a)) return true;
  if (!lenient) return false;
  for (const w of words) if (matchesTerm(term, w)) return true;
  return false;
}

function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      // A swap of two neighbours ("recieve") counts as one typo.
      i += 2;
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
