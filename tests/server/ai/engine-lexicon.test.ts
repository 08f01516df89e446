// The engine's general-English lexicon (WordNet), the dead-end signals and the two-stage search.
import { afterAll, describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../server/ai/engine/chunk-document';
import { composeAnswer } from '../../../server/ai/engine/compose-answer';
import { deadEndSignals, isDeadEnd, specificity } from '../../../server/ai/engine/dead-end';
import { KnowledgeIndex, TUNING } from '../../../server/ai/engine/knowledge-index';
import { synonymsOf } from '../../../server/ai/engine/synonyms';
import { analyze } from '../../../server/ai/engine/tokenize';
import type { Chunk } from '../../../server/ai/engine/types';
import { closeWordNet, hypernymsOfWord, isEnglishWord, isVerb, lemmaCandidates, synonymsOfWord, wordFrequency } from '../../../server/ai/engine/wordnet';
import { textToPage } from '../../../server/ai/files/text-to-page';

afterAll(() => closeWordNet());

describe('WordNet look-ups', () => {
  it('finds synonyms and, on request, derived words of the most frequent senses', () => {
    expect(synonymsOfWord('hire', 2)).toContain('rent');
    expect(synonymsOfWord('shut', 2)).toContain('close');
    expect(synonymsOfWord('rent', 2)).not.toContain('rental');
    expect(synonymsOfWord('rent', 2, true)).toContain('rental');
    expect(synonymsOfWord('pay', 2, true)).toContain('payment');
    expect(synonymsOfWord('qwxzy', 2)).toEqual([]);
  });

  it('finds the broader terms of a noun, and tells verbs', () => {
    expect(hypernymsOfWord('loo')).toContain('toilet');
    expect(hypernymsOfWord('toddlers')).toContain('child');
    expect(hypernymsOfWord('qwxzy')).toEqual([]);
    expect(isVerb('saw')).toBe(true);
    expect(isVerb('umbrella')).toBe(false);
  });

  it('ranks everyday words above specific ones by sense-tag counts', () => {
    expect(wordFrequency('time')).toBeGreaterThan(100);
    expect(wordFrequency('ferry')).toBeLessThan(5);
    expect(wordFrequency('qwxzy')).toBe(0);
    expect(specificity('ferry', 'en')).toBeGreaterThan(specificity('time', 'en'));
    expect(specificity('time', 'de')).toBe(1);
  });

  it('tells dictionary words from typos and strips inflections', () => {
    expect(isEnglishWord('sunglasses')).toBe(true);
    expect(isEnglishWord('tandum')).toBe(false);
    expect(lemmaCandidates('ferries')).toContain('ferry');
    expect(lemmaCandidates('stopped')).toContain('stop');
  });

  it('drops stop words of languages without a curated list through stopwords-iso', () => {
    expect(analyze('Vad kostar det att hyra en cykel och en hjälm?', 'sv')).toEqual(['kost', 'hyr', 'cykel', 'hjalm']);
    expect(analyze('is it open and free', 'en')).toEqual(['open', 'free']);
  });

  it('expands a query word to analyzed synonyms in English only', () => {
    expect(synonymsOf('hire', 'en')).toContain('rent');
    expect(synonymsOf('hire', 'fr')).toEqual([]);
    expect(synonymsOf('2024', 'en')).toEqual([]);
  });
});

const SHOP = `# Opening hours
The shop is open from 9:00 to 18:00 on weekdays and from 10:00 to 16:00 on Saturdays. We are closed on Sundays.

# Discounts
Members get a 10% discount on all repairs and a free safety check once a year.

# About us
We started in 2009. Our customers are commuters, students and families from across the city.

# Returns
You can return unused items within 30 days with the receipt. Refunds go back to the card you paid with.`;

describe('dead-end signals', () => {
  const index = new KnowledgeIndex('en');
  index.add(chunkDocument(textToPage(SHOP, 'u', 'Shop info', true), 'shop', false));

  const signals = (question: string) => {
    const q = index.analyzeQuery(question);
    return deadEndSignals(index, q, index.search(q, 12));
  };

  it('answers a question whose terms one chunk holds densely, even with a paraphrased word', () => {
    for (const question of ['When are you open on Saturdays?', 'Can I return items I did not use?', 'Do members get a discount on repairs?']) {
      expect(isDeadEnd(signals(question)), question).toBe(false);
      expect(composeAnswer(index, question).deadEnd).toBe(false);
    }
  });

  it('dead-ends a question whose words are only scattered mentions or unknown', () => {
    // "student" and "discount" are both on the site, but never together.
    const scattered = signals('Is there a student discount?');
    const answered = signals('Do members get a discount on repairs?');
    expect(scattered.chunkCoverage).toBeLessThan(answered.chunkCoverage);
    expect(scattered.strength).toBeLessThan(answered.strength / 2);
    // "repair" is on the site; "wheelchair", "mobility" and "scooter" never are. (With one unknown word
    // only, "Do you repair wheelchairs?", the question is answered: visitors' paraphrases of answerable
    // questions hold a word the site never uses about as often, see dead-end.ts.)
    expect(isDeadEnd(signals('Do you repair wheelchairs and mobility scooters?'))).toBe(true);
    expect(composeAnswer(index, 'Do you repair wheelchairs and mobility scooters?')).toMatchObject({ deadEnd: true, sources: [] });
    expect(isDeadEnd(signals('Do you sell helicopter insurance for penguins?'))).toBe(true);
    expect(isDeadEnd({ chunkCoverage: 1, strength: 0.5 }, { minChunkCoverage: 0.1, minStrength: 1 })).toBe(true);
    expect(isDeadEnd({ chunkCoverage: 0.05, strength: 3 }, { minChunkCoverage: 0.1, minStrength: 1 })).toBe(true);
    expect(isDeadEnd({ chunkCoverage: 0.5, strength: 3 }, { minChunkCoverage: 0.1, minStrength: 1 })).toBe(false);
  });
});

describe('two-stage search', () => {
  // 80 chunks: "filler" in all (dropped: in most chunks), "mid" in 30 (re-scores only), "rare" in 3.
  const chunk = (i: number, text: string): Chunk =>
    ({ id: `c${i}`, sourceId: `s${i}`, url: `http://x/${i}`, title: `Page ${i}`, description: '', headingPath: [], question: '', text, lang: 'en' });
  const build = () => {
    const index = new KnowledgeIndex('en');
    index.add(Array.from({ length: 80 }, (_, i) =>
      chunk(i, `filler words ${i}${i < 30 ? ' mid' : ''}${i === 5 || i === 40 || i === 60 ? ' rare' : ''}${i === 5 ? ' mid mid' : ''}`)));
    return index;
  };

  it('re-scores the rare terms\' candidates with the common terms, as one search over all terms would', () => {
    const index = build();
    const q = index.analyzeQuery('rare mid filler');
    const saved = { ...TUNING };
    try {
      TUNING.commonCount = 10;
      const twoStage = index.search(q, 3);
      TUNING.commonCount = 1000;
      const oneStage = index.search(q, 3);
      expect(twoStage.map((h) => h.chunk.id)).toEqual(oneStage.map((h) => h.chunk.id));
      expect(twoStage[0].chunk.id).toBe('c5');
      expect(twoStage[0].score).toBeCloseTo(oneStage[0].score, 6);
      expect(twoStage[0].queryTerms.sort()).toEqual(['mid', 'rare']);
    } finally {
      Object.assign(TUNING, saved);
    }
  });

  it('still finds chunks when every term is common, from the rarest ones', () => {
    const index = build();
    const saved = { ...TUNING };
    try {
      TUNING.commonCount = 2;
      expect(index.search(index.analyzeQuery('mid rare'), 3)[0].chunk.id).toBe('c5');
    } finally {
      Object.assign(TUNING, saved);
    }
  });
});
