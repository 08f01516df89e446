// The question's numbers where a text states them as a range or a bound: "cancel 10 days before" is
// the row "7 to 13 days", "10 radiators" the row "9 to 12", and a duration in another unit is the same
// time: "cancelling 2 days before" is the row "24 to 72 hours", "four days ahead" "more than 72 hours".
// A child's age meets the text's age limit ("my 4yo": "children under six cannot enter").
import type { AnalyzedQuery } from './knowledge-index';
import { expandShorthand } from './shorthand';
import { analyze } from './tokenize';

export interface Amounts {
  /** The question's number terms, years excluded ("2019 to 2023" holds no quantity). */
  quantities: string[];
  /** The question's durations, in hours, with the terms a text stating them holds. */
  durations: { hours: number; terms: string[] }[];
  /** The terms of the ages the question gives ("my 9 year old"), held by a text stating an age limit. */
  ages: { terms: string[] }[];
}

const isYear = (n: number) => n >= 1900 && n <= 2100;
const isQuantity = (term: string) => /^\d+(\.\d+)?$/.test(term) && !isYear(Number(term));

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, twenty: 20, thirty: 30, 'forty-eight': 48, 'seventy-two': 72,
};
const NUMBER = `\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')}`;
const UNIT = 'minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|wks?|months?|years?|yrs?';
const HOURS: [RegExp, number][] = [[/^min/, 1 / 60], [/^h/, 1], [/^(day|night)/, 24], [/^w/, 168], [/^mon/, 730], [/^y/, 8760]];
const hoursOf = (unit: string) => HOURS.find(([re]) => re.test(unit.toLowerCase()))?.[1] ?? 0;
const numberOf = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

const DURATION = new RegExp(`\\b(${NUMBER})[\\s-]*(${UNIT})\\b`, 'gi');
const RANGE = /(\d+(?:\.\d+)?)\s*(?:to|–|-|and)\s*(\d+(?:\.\d+)?)/g;
const RANGE_WITH_UNIT = new RegExp(`\\b(${NUMBER})\\s*(?:to|–|-|and)\\s*(${NUMBER})\\s*(${UNIT})\\b`, 'gi');
const ABOVE = new RegExp(`\\b(?:more than|over|longer than|at least|beyond|upwards of)\\s+(${NUMBER})\\s*(${UNIT})\\b|\\b(${NUMBER})\\s*(${UNIT})\\s+or (?:more|longer)\\b`, 'gi');
const BELOW = new RegExp(`\\b(?:less than|under|within|up to|fewer than|no more than|shorter than)\\s+(${NUMBER})\\s*(${UNIT})\\b|\\b(${NUMBER})\\s*(${UNIT})\\s+or (?:less|fewer)\\b`, 'gi');
const AGE_NUMBER = NUMBER.replace('|a|an|', '|');
const AGE = new RegExp(`\\b(${NUMBER})[\\s-]*years?[\\s-]*olds?\\b`, 'gi');
// "Lads aged 20", "my mom is 70, is there…": an age said without "years old" (a number ending the clause).
const AGE_GIVEN = /\b(?:aged|age|turning|turned)\s+(\d{1,3})\b(?![\s-]*(?:%|[:.]\d))|\b(?:i'm|im|i am|is|she's|he's|she is|he is)\s+(\d{1,3})(?=\s*(?:[,.?!;]|$|and\b|but\b|so\b))/gi;
// An age limit ("16 and over", "under six", "over-18s"): it answers a question giving an age, whichever
// side of it the age falls ("can my 14 year old come?" "Adult workshops are for ages 16 and over").
const AGE_LIMIT = new RegExp(`\\b(?:${AGE_NUMBER})(?:\\+|\\s+(?:and|or)\\s+(?:over|up|above|older|under|younger|below)\\b)|\\b(?:over|older than|under|younger than)[\\s-]+(?:${AGE_NUMBER})s?\\b(?!\\s*(?:${UNIT}))`, 'i');

export function questionAmounts(question: string, q: AnalyzedQuery): Amounts {
  const durations: Amounts['durations'] = [];
  const ages: Amounts['ages'] = [];
  if (q.lang === 'en') {
    const text = expandShorthand(question, q.lang);
    const termsOf = (...words: string[]) => words.flatMap((w) => analyze(w, q.lang)).filter((t) => q.terms.includes(t));
    for (const m of text.matchAll(DURATION)) {
      // "A 15 year old" gives an age, not a stretch of time.
      if (/^[\s-]*olds?\b/i.test(text.slice(m.index + m[0].length))) continue;
      const hours = numberOf(m[1]) * hoursOf(m[2]);
      const terms = termsOf(m[1], m[2]);
      if (hours > 0 && terms.length) durations.push({ hours, terms });
    }
    for (const m of [...text.matchAll(AGE), ...text.matchAll(AGE_GIVEN)]) {
      const terms = termsOf(m[1] ?? m[2]);
      if (terms.length) ages.push({ terms });
    }
  }
  return { quantities: q.terms.filter(isQuantity), durations, ages };
}

/** The question's terms a text holds by stating a range or bound its numbers fall in. */
export function amountsIn(text: string, amounts: Amounts): string[] {
  const inside: string[] = [];
  const add = (t: string) => inside.includes(t) || inside.push(t);
  if (amounts.quantities.length) {
    for (const m of text.matchAll(RANGE)) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a >= b || isYear(a)) continue;
      for (const t of amounts.quantities) if (a <= Number(t) && Number(t) <= b) add(t);
    }
  }
  if (amounts.durations.length) {
    const within = (lo: number, hi: number) => {
      for (const d of amounts.durations) if (lo <= d.hours && d.hours <= hi) d.terms.forEach(add);
    };
    for (const m of text.matchAll(RANGE_WITH_UNIT)) {
      const [a, b, h] = [numberOf(m[1]), numberOf(m[2]), hoursOf(m[3])];
      if (a < b) within(a * h, b * h);
    }
    for (const m of text.matchAll(ABOVE)) within(numberOf(m[1] ?? m[3]) * hoursOf(m[2] ?? m[4]), Infinity);
    for (const m of text.matchAll(BELOW)) within(0, numberOf(m[1] ?? m[3]) * hoursOf(m[2] ?? m[4]));
  }
  if (amounts.ages.length && AGE_LIMIT.test(text)) for (const a of amounts.ages) a.terms.forEach(add);
  return inside;
}
