// Sentence splitting for extractive answers. Lines (blocks) never join; inside a line a sentence ends at
// . ! ? … or their CJK forms followed by space and a capital, digit, quote or symbol, but not after an
// abbreviation that is followed by more of the same sentence ("Dec. 28–30", "Sat. Feb. 4", "Dr. Wren",
// "No. 12", "St. Ives"). Clock abbreviations are left out of the list: "at 9 a.m. Bring an apron" is two.
const ABBREVIATIONS = [
  'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec',
  'Mon', 'Tue', 'Tues', 'Wed', 'Thu', 'Thur', 'Thurs', 'Fri', 'Sat', 'Sun',
  'Mr', 'Mrs', 'Ms', 'Dr', 'Prof', 'St', 'Mt', 'Ft', 'No', 'Nos', 'Ave', 'Rd', 'Blvd', 'Apt', 'Ste', 'approx', 'vs', 'ext', 'Ext', 'Tel', 'tel',
];
const END = new RegExp(
  `(?<=[.!?…])(?<!(?:^|[\\s(,–/-])(?:${ABBREVIATIONS.join('|')})\\.)\\s+(?=[\\p{Lu}\\p{N}"'“‘(€$£¥])|(?<=[。！？])`,
  'u',
);

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
