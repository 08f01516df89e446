// Sentence splitting for extractive answers. Lines (blocks) never join; inside a line a sentence ends at
// . ! ? … or their CJK forms followed by space and a capital, digit, quote or symbol.
const END = /(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"'“‘(€$£¥])|(?<=[。！？])/u;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    for (const s of line.split(END)) {
      const t = s.trim();
      if (t) out.push(t);
    }
  }
  return out;
}
