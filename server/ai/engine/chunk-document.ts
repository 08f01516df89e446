// Splits a page's blocks into sections by heading; each chunk carries the page title, its heading path
// and url so a hit can be cited and read on its own. Long sections are cut at block boundaries near
// TARGET_WORDS; short sibling sections are merged up to MIN_WORDS unless they are Q&A entries, whose
// question must stay attached to its own answer.
import type { Chunk, ExtractedPage } from './types';

export const MAX_WORDS = 300;
export const TARGET_WORDS = 200;
export const MIN_WORDS = 60;

interface Section {
  path: string[];
  question: string;
  texts: string[];
  words: number;
}

const wordCount = (s: string) => (s.match(/\S+/g) ?? []).length;

function sections(page: ExtractedPage): Section[] {
  const out: Section[] = [];
  const stack: { level: number; text: string }[] = [];
  let cur: Section = { path: [], question: '', texts: [], words: 0 };
  const push = () => {
    if (cur.words > 0) out.push(cur);
  };
  for (const b of page.blocks) {
    if (b.kind === 'heading') {
      push();
      while (stack.length && stack[stack.length - 1].level >= b.level) stack.pop();
      stack.push({ level: b.level, text: b.text });
      const isQ = /\?\s*$/.test(b.text);
      cur = { path: stack.map((s) => s.text), question: isQ ? b.text : '', texts: [], words: 0 };
    } else if (b.question) {
      push();
      cur = { path: stack.map((s) => s.text), question: b.text, texts: [], words: 0 };
    } else {
      cur.texts.push(b.text);
      cur.words += wordCount(b.text);
    }
  }
  push();
  return out;
}

function split(s: Section): Section[] {
  if (s.words <= MAX_WORDS) return [s];
  const parts: Section[] = [];
  let cur: Section = { ...s, texts: [], words: 0 };
  for (const t of s.texts) {
    const n = wordCount(t);
    if (cur.words > 0 && cur.words + n > TARGET_WORDS) {
      parts.push(cur);
      cur = { ...s, texts: [], words: 0 };
    }
    cur.texts.push(t);
    cur.words += n;
  }
  if (cur.words > 0) parts.push(cur);
  return parts;
}

function merge(list: Section[]): Section[] {
  const out: Section[] = [];
  for (const s of list) {
    const prev = out[out.length - 1];
    const sameParent = prev && prev.path.slice(0, -1).join('\u0000') === s.path.slice(0, -1).join('\u0000');
    if (prev && !prev.question && !s.question && sameParent && prev.words + s.words <= MIN_WORDS * 2 &&
        (prev.words < MIN_WORDS || s.words < MIN_WORDS / 2)) {
      // Keep the merged section's heading visible inside its text so the answer reads well.
      prev.texts.push(`${s.path[s.path.length - 1] ?? ''}: ${s.texts.join(' ')}`);
      prev.words += s.words;
      continue;
    }
    out.push({ ...s, texts: [...s.texts] });
  }
  return out;
}

export function chunkDocument(page: ExtractedPage, sourceId: string = page.url, mergeSmall = true): Chunk[] {
  const title = page.title || page.url;
  let secs = sections(page).flatMap(split);
  if (mergeSmall) secs = merge(secs);
  const chunks = secs.map((s, i) => ({
    id: `${sourceId}#${i}`,
    sourceId,
    url: page.url,
    title,
    description: page.description,
    headingPath: s.path,
    question: s.question,
    text: s.texts.join('\n'),
    lang: page.lang,
  }));
  if (chunks.length === 0 && page.description) {
    chunks.push({ id: `${sourceId}#0`, sourceId, url: page.url, title, description: '', headingPath: [], question: '',
      text: page.description, lang: page.lang });
  }
  return chunks;
}
