// English word forms the stemmer gets wrong, fixed in the analyzer shared by index and question.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../server/ai/engine/tokenize';

const SAME: [question: string, page: string][] = [
  ['someone steals the bike', 'If the bike is stolen'],
  ['who do I pay', 'Paid at the desk'],
  ['which bus', 'Buses from the station'],
  ['busy times', 'our busiest day'],
  ['how long can I keep a DVD', 'DVDs: 1 week'],
  ['do you sell CDs', 'the CD shelf'],
];

describe('English forms', () => {
  it.each(SAME)('"%s" and "%s" share a term', (question, page) => {
    const terms = new Set(analyze(page, 'en'));
    expect(analyze(question, 'en').some((t) => terms.has(t))).toBe(true);
  });

  it('keeps "evening" apart from "even" and "busy" apart from "business"', () => {
    expect(analyze('evening', 'en')).not.toEqual(analyze('even', 'en'));
    expect(analyze('busy', 'en')).not.toEqual(analyze('business', 'en'));
  });

  // A form that is as often another word stays itself: a wheel's spoke is no "speak".
  it('leaves ambiguous forms alone', () => {
    expect(analyze('spoke', 'en')).not.toEqual(analyze('speak', 'en'));
    expect(analyze('left', 'en')).not.toEqual(analyze('leave', 'en'));
  });

  it('changes nothing in other languages', () => {
    expect(analyze('paid', 'de')).toEqual(['paid']);
  });
});
