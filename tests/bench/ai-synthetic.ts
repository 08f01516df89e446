// Synthetic knowledge for the 10,000-chunk speed figures: real sentences of the fixture with about half
// of their content words swapped for pseudo-words drawn from a Zipf distribution over a 30,000-word
// vocabulary, so term statistics look like a large real site (a long tail of rare words) rather than
// the same few hundred words repeated everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { extractHtml } from '../../server/ai/engine/extract-html';
import { splitSentences } from '../../server/ai/engine/split-sentences';
import type { ExtractedPage } from '../../server/ai/engine/types';

/** Deterministic pseudo-random numbers so every run indexes the same text. */
export function rng(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'van', 'so', 'ri', 'plo', 'dun', 'ex', 'or', 'bel', 'qua', 'nim', 'tro', 'gal', 'pe', 'sul', 'fen', 'dor'];

function pseudoWord(i: number): string {
  let s = '';
  let n = i + 401;
  while (n > 0) {
    s += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return s;
}

export function syntheticPages(siteDir: string, sections: number, perPage = 20): ExtractedPage[] {
  const sentences = readdirSync(siteDir)
    .filter((f) => f.endsWith('.html'))
    .flatMap((f) => extractHtml(readFileSync(`${siteDir}/${f}`, 'utf8'), f).blocks.flatMap((b) => splitSentences(b.text)));
  const rand = rng(11);
  const vocab = 30_000;
  // Zipf(1) sampling by inverse CDF over precomputed cumulative weights.
  const cdf: number[] = [];
  let sum = 0;
  for (let r = 1; r <= vocab; r++) cdf.push((sum += 1 / r));
  const zipf = () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = vocab - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return pseudoWord(lo);
  };
  const sentence = () =>
    sentences[Math.floor(rand() * sentences.length)].replace(/\p{L}{4,}/gu, (w) => (rand() < 0.5 ? zipf() : w));
  const pages: ExtractedPage[] = [];
  for (let p = 0; p * perPage < sections; p++) {
    const blocks: ExtractedPage['blocks'] = [];
    for (let s = 0; s < perPage && p * perPage + s < sections; s++) {
      blocks.push({ kind: 'heading', level: 2, text: `${zipf()} ${zipf()} ${s}` });
      blocks.push({ kind: 'text', text: Array.from({ length: 9 }, sentence).join(' ') });
    }
    const url = `https://synthetic.example/doc-${p}`;
    pages.push({ url, title: `${zipf()} ${zipf()} ${p}`, description: '', lang: 'en', blocks, links: [], css: '', stylesheets: [] });
  }
  return pages;
}
