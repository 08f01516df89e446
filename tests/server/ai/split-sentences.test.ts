// Sentence splitting for extractive answers (split-sentences.ts).
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../server/ai/engine/split-sentences';

describe('splitSentences', () => {
  it('ends a sentence at . ! ? before a capital or a digit, and at every line', () => {
    expect(splitSentences('Open daily. 3 lanes! Why? Because.\nNext line')).toEqual(['Open daily.', '3 lanes!', 'Why?', 'Because.', 'Next line']);
  });

  // A US date or a title is no sentence end: "Three mornings, Dec." would be an answer without its dates.
  it('does not end a sentence after a month, a day or a title', () => {
    expect(splitSentences('Three mornings, Dec. 28–30, from 9:00 a.m. to noon. Registration opens Feb. 1.')).toEqual([
      'Three mornings, Dec. 28–30, from 9:00 a.m. to noon.',
      'Registration opens Feb. 1.',
    ]);
    expect(splitSentences('Labor Day: Aug. 29–Sept. 1, $10 a night.')).toEqual(['Labor Day: Aug. 29–Sept. 1, $10 a night.']);
    expect(splitSentences('Ask Dr. Wren on Sat. March 6. She knows.')).toEqual(['Ask Dr. Wren on Sat. March 6.', 'She knows.']);
  });

  it('still ends one after a clock time', () => {
    expect(splitSentences('Class starts at 9 a.m. Bring an apron.')).toEqual(['Class starts at 9 a.m.', 'Bring an apron.']);
  });
});
