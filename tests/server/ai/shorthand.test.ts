// Chat shorthand restored in English questions before analysis (shorthand.ts).
import { describe, expect, it } from 'vitest';
import { expandShorthand } from '../../../server/ai/engine/shorthand';

const CASES: [question: string, expanded: string][] = [
  ['min nights for a caravan pitch in the summer hols?', 'minimum nights for a caravan pitch in the summer holidays?'],
  ['cn i drop books off when ur closed', 'can i drop books off when your closed'],
  ['Can my 7yo stay on her own?', 'Can my 7 year old stay on her own?'],
  // A named day joins its date, as pages list them ("24 December: 09:00 to 15:00").
  ['r u open xmas eve', 'are you open christmas eve (24 December)'],
  ['Christmas day opening?', 'Christmas day (25 December) opening?'],
  ["hours on new year's eve", "hours on new year's eve (31 December)"],
  ['max group size?', 'maximum group size?'],
  ['do u charge extra for amex', 'do you charge extra for American Express'],
  // After a number, "min" is minutes: left as written.
  ['is it a 10 min walk', 'is it a 10 min walk'],
  ['opening hrs tmrw', 'opening hours tomorrow'],
  // Parts of longer words are left alone.
  ['who runs your R&D, and is the U-Bahn near?', 'who runs your R&D, and is the U-Bahn near?'],
];

describe('expandShorthand', () => {
  it.each(CASES)('%s', (question, expanded) => {
    expect(expandShorthand(question, 'en')).toBe(expanded);
  });

  it('leaves other languages alone', () => {
    expect(expandShorthand('ur min', 'de')).toBe('ur min');
  });
});
