// The question's numbers where a text states them as a range or a bound: "cancel 10 days before" is
// the row "7 to 13 days", "10 radiators" the row "9 to 12", and a measure in another unit is the same
// amount: "cancelling 2 days before" is the row "24 to 72 hours", "four days ahead" "more than 72
// hours", "about 20 ppl" "up to 25 people". A child's age meets the text's age limit ("my 4yo":
// "children under six cannot enter"), a time of day the hours stated for it ("at midnight": "locked
// 22:30 to 07:00"), and a month or date the season it falls in ("mid October": "15 September to 31
// October").
import type { AnalyzedQuery } from './knowledge-index';
import type { Chunk } from './types';
import { analyze } from './tokenize';

export interface Amounts {
  /** The question's number terms, years excluded ("2019 to 2023" holds no quantity). */
  quantities: string[];
  /**
   * The question's measures (durations, distances, weights, head counts) in their kind's base unit,
   * with the terms a text stating them holds.
   */
  measures: { kind: string; value: number; terms: string[] }[];
  /** Times of day the question gives, in minutes after midnight, with their terms. */
  clocks: { minutes: number; terms: string[] }[];
  /** Dates and months the question names, as spans of days of the year, with their terms. */
  dates: { from: number; to: number; terms: string[] }[];
  /** The terms of the ages the question gives ("my 9 year old"), held by a text stating an age limit. */
  ages: { terms: string[] }[];
  /** amountsInChunk's answers: the re-ranking and the dead end both read the retrieved chunks. */
  byChunk: Map<Chunk, string[]>;
}

const isYear = (n: number) => n >= 1900 && n <= 2100;
const isQuantity = (term: string) => /^\d+(\.\d+)?$/.test(term) && !isYear(Number(term));

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, twenty: 20,
  thirty: 30, 'forty-eight': 48, 'seventy-two': 72,
};
const NUMBER = `\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')}`;
/** Units of the same kind of measure, each with its size in the kind's base unit (hours, km, kg, people). */
const UNITS: [kind: string, pattern: string, size: number][] = [
  ['time', 'minutes?|mins?', 1 / 60], ['time', 'hours?|hrs?', 1], ['time', 'days?|nights?', 24],
  ['time', 'weeks?|wks?', 168], ['time', 'months?', 730], ['time', 'years?|yrs?', 8760],
  ['distance', 'miles?', 1.609], ['distance', 'km|kilomet(?:re|er)s?', 1],
  ['weight', 'kg|kilos?|kilograms?', 1], ['weight', 'lbs?', 0.4536],
  ['people', 'people|persons|guests|players|kids|children|adults|friends|students|campers|riders|participants|of us', 1],
];
const UNIT = UNITS.map(([, p]) => p).join('|');
const UNIT_RES = UNITS.map(([kind, p, size]) => ({ kind, size, re: new RegExp(`^(?:${p})$`, 'i') }));
const unitOf = (unit: string) => UNIT_RES.find((u) => u.re.test(unit.replace(/\s+/g, ' '))) ?? { kind: '', size: 0 };
const numberOf = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

// "3 nights", "a full year", "an entire week".
const MEASURE = new RegExp(`\\b(${NUMBER})[\\s-]*(?:(?:full|whole|entire)\\s+)?(${UNIT})\\b`, 'gi');
const RANGE = /(\d+(?:\.\d+)?)\s*(?:to|–|-|and)\s*(\d+(?:\.\d+)?)/g;
const RANGE_WITH_UNIT = new RegExp(`\\b(${NUMBER})\\s*(?:to|–|-|and)\\s*(${NUMBER})\\s*(${UNIT})\\b`, 'gi');
const ABOVE = new RegExp(`\\b(?:more than|over|longer than|at least|beyond|upwards of|minimum(?: of)?)\\s+(${NUMBER})\\s*(${UNIT})\\b|\\b(${NUMBER})\\s*(${UNIT})\\s+or (?:more|longer)\\b`, 'gi');
const BELOW = new RegExp(`\\b(?:less than|under|within|up to|fewer than|no more than|shorter than|maximum(?: of)?)\\s+(${NUMBER})\\s*(${UNIT})\\b|\\b(${NUMBER})\\s*(${UNIT})\\s+or (?:less|fewer)\\b`, 'gi');
const AGE_NUMBER = NUMBER.replace('|a|an|', '|');
const AGE = new RegExp(`\\b(${NUMBER})[\\s-]*years?[\\s-]*olds?\\b`, 'gi');
// "Lads aged 20", "my mom is 70, is there…": an age said without "years old" (a number ending the clause).
const AGE_GIVEN = /\b(?:aged|age|turning|turned)\s+(\d{1,3})\b(?![\s-]*(?:%|[:.]\d))|\b(?:i'm|im|i am|is|she's|he's|she is|he is)\s+(\d{1,3})(?=\s*(?:[,.?!;]|$|and\b|but\b|so\b))/gi;
// An age limit ("16 and over", "under six", "over-18s"): it answers a question giving an age, whichever
// side of it the age falls ("can my 14 year old come?" "Adult workshops are for ages 16 and over").
const AGE_LIMIT = new RegExp(`\\b(?:${AGE_NUMBER})(?:\\+|\\s+(?:and|or)\\s+(?:over|up|above|older|under|younger|below)\\b)|\\b(?:over|older than|under|younger than)[\\s-]+(?:${AGE_NUMBER})s?\\b(?!\\s*(?:${UNIT}))`, 'i');

// A time of day: "10pm", "8:30", "22:30", "7 a.m.", midnight, noon (a bare number is none).
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|midnight|noon|midday)`;
const CLOCK_IN_QUESTION = new RegExp(String.raw`\b${CLOCK}`, 'gi');
const CLOCK_RANGE = new RegExp(String.raw`\b(${CLOCK})\s*(?:to|–|-|until|till)\s*(${CLOCK})`, 'gi');
const CLOCK_AFTER = new RegExp(String.raw`\b(?:after|from|past)\s+(${CLOCK})`, 'gi');
const CLOCK_BEFORE = new RegExp(String.raw`\b(?:before|until|till|by)\s+(${CLOCK})`, 'gi');

const [EVENING, NIGHT_END, DAY_END] = [18 * 60, 4 * 60, 24 * 60 - 1];

function minutesOf(clock: string): number {
  const c = clock.toLowerCase();
  if (c === 'midnight') return 0;
  if (c === 'noon' || c === 'midday') return 12 * 60;
  const m = /(\d{1,2})(?:[:.](\d{2}))?\s*(a|p)?/.exec(c)!;
  const n = Number(m[1]);
  const h = m[3] ? (n % 12) + (m[3] === 'p' ? 12 : 0) : n;
  return h * 60 + Number(m[2] ?? 0);
}

// Dates: a month, with a day before or after it or none ("1 November", "the 4th of July", "Nov. 1",
// "November"); a span of days within one month either way round ("3 to 6 July", "July 3–6", not "July
// 3–6pm").
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?![a-z])`;
const DAY_NUMBER = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(\d{1,2})(?:st|nd|rd|th)?`;
const DATE = String.raw`(?:${DAY_NUMBER}\s+(?:of\s+)?)?(${MONTH})(?:\s+${DAY_NUMBER}\b)?`;
const DATE_IN_QUESTION = new RegExp(String.raw`\b${DATE}`, 'gi');
const DATE_RANGE = new RegExp(String.raw`\b${DATE}\s*(?:to|–|-|until|till|through|and)\s*${DATE}`, 'gi');
const DAYS_OF_MONTH = new RegExp(String.raw`\b${DAY_NUMBER}\s*(?:to|–|-)\s*${DAY_NUMBER}\s+(${MONTH})`, 'gi');
const MONTH_DAYS = new RegExp(String.raw`\b(${MONTH})\s+${DAY_NUMBER}\s*(?:to|–|-)\s*${DAY_NUMBER}\b(?!\s*(?:[ap]\.?m\b|:))`, 'gi');
const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());
/** Day of the year (0–364) of a day of a month; without a day, the month's first or last day. */
const dayOfYear = (month: string, day: string | undefined, end: boolean) =>
  MONTH_START[monthOf(month)] + (day ? Number(day) - 1 : end ? MONTH_START[monthOf(month) + 1] - MONTH_START[monthOf(month)] - 1 : 0);

/**
 * A span on a cycle (the minutes of a day, the days of a year) as plain intervals: one that passes the
 * cycle's end ("22:30 to 07:00", "1 November to 14 March") is two.
 */
const spans = (from: number, to: number, last: number): [number, number][] => (from <= to ? [[from, to]] : [[from, last], [0, to]]);
const overlap = (a: [number, number][], b: [number, number][]) => a.some(([x, y]) => b.some(([u, v]) => u <= y && v >= x));
const LAST_DAY = 364;

export function questionAmounts(q: AnalyzedQuery): Amounts {
  const measures: Amounts['measures'] = [];
  const ages: Amounts['ages'] = [];
  const clocks: Amounts['clocks'] = [];
  const dates: Amounts['dates'] = [];
  if (q.lang === 'en') {
    const { text } = q;
    const termsOf = (...words: string[]) => words.flatMap((w) => analyze(w, q.lang)).filter((t) => q.terms.includes(t));
    for (const m of text.matchAll(MEASURE)) {
      // "A 15 year old" gives an age, not a stretch of time.
      if (/^[\s-]*olds?\b/i.test(text.slice(m.index + m[0].length))) continue;
      const { kind, size } = unitOf(m[2]);
      const terms = termsOf(m[1], m[2]);
      if (size > 0 && terms.length) measures.push({ kind, value: numberOf(m[1]) * size, terms });
    }
    for (const m of text.matchAll(CLOCK_IN_QUESTION)) {
      const terms = termsOf(m[0]);
      if (terms.length) clocks.push({ minutes: minutesOf(m[0]), terms });
    }
    // A date alone is its day, a month alone the whole month; "between christmas and new years"
    // (expanded to 25 December and 1 January) one span across the new year. A row whose span holds the
    // date holds all its words: "the 4th of July" is answered by "July 3–6", which has no "4th".
    const named = [...text.matchAll(DATE_IN_QUESTION)].map((m) => ({
      from: dayOfYear(m[2], m[1] ?? m[3], false),
      to: dayOfYear(m[2], m[1] ?? m[3], true),
      terms: termsOf(m[0]),
    }));
    if (named.length === 2 && /\bbetween\b/i.test(text)) dates.push({ from: named[0].from, to: named[1].to, terms: [...named[0].terms, ...named[1].terms] });
    else dates.push(...named.filter((d) => d.terms.length));
    for (const m of [...text.matchAll(AGE), ...text.matchAll(AGE_GIVEN)]) {
      const terms = termsOf(m[1] ?? m[2]);
      if (terms.length) ages.push({ terms });
    }
  }
  return { quantities: q.terms.filter(isQuantity), measures, clocks, dates, ages, byChunk: new Map() };
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
  if (amounts.measures.length) {
    const within = (unit: string, lo: number, hi: number) => {
      const { kind, size } = unitOf(unit);
      for (const d of amounts.measures) if (d.kind === kind && lo * size <= d.value && d.value <= hi * size) d.terms.forEach(add);
    };
    for (const m of text.matchAll(RANGE_WITH_UNIT)) if (numberOf(m[1]) < numberOf(m[2])) within(m[3], numberOf(m[1]), numberOf(m[2]));
    // The same amount in another unit ("a full year": "12 months"; a month is 730 hours, so 1 % slack).
    for (const m of text.matchAll(MEASURE)) {
      const { kind, size } = unitOf(m[2]);
      const v = numberOf(m[1]) * size;
      for (const d of amounts.measures) if (d.kind === kind && Math.abs(d.value - v) <= d.value * 0.01) d.terms.forEach(add);
    }
    // A limit on a distance, weight or head count answers either way, as an age limit does ("I'm 25
    // miles away": "visits are limited to gardens within 15 miles"); times come in tables of notice
    // periods ("more than 72 hours", "24 to 72 hours", "less than 24 hours"), where the side decides.
    const side = (unit: string, n: number) => (unitOf(unit).kind === 'time' ? n : undefined);
    for (const m of text.matchAll(ABOVE)) within(m[2] ?? m[4], side(m[2] ?? m[4], numberOf(m[1] ?? m[3])) ?? 0, Infinity);
    for (const m of text.matchAll(BELOW)) within(m[2] ?? m[4], 0, side(m[2] ?? m[4], numberOf(m[1] ?? m[3])) ?? Infinity);
  }
  if (amounts.clocks.length) {
    // A span may pass midnight ("locked 22:30 to 07:00"). "After 20:30" runs through the night, "from
    // 9am" (with no end) to midnight; the ends of a span ("9am until 5pm") are no bounds of their own.
    const within = (a: number, b: number) => {
      for (const c of amounts.clocks) if (overlap(spans(a, b, DAY_END), [[c.minutes, c.minutes]])) c.terms.forEach(add);
    };
    for (const m of text.matchAll(CLOCK_RANGE)) within(minutesOf(m[1]), minutesOf(m[2]));
    const rest = text.replace(CLOCK_RANGE, ' ');
    for (const m of rest.matchAll(CLOCK_AFTER)) within(minutesOf(m[1]), minutesOf(m[1]) >= EVENING ? NIGHT_END : DAY_END);
    for (const m of rest.matchAll(CLOCK_BEFORE)) within(0, minutesOf(m[1]));
  }
  if (amounts.dates.length) {
    // A season may pass the new year ("1 November to 14 March").
    const overlaps = (a: number, b: number) => {
      for (const d of amounts.dates) if (overlap(spans(a, b, LAST_DAY), spans(d.from, d.to, LAST_DAY))) d.terms.forEach(add);
    };
    for (const m of text.matchAll(DATE_RANGE)) overlaps(dayOfYear(m[2], m[1] ?? m[3], false), dayOfYear(m[5], m[4] ?? m[6], true));
    for (const m of text.matchAll(DAYS_OF_MONTH)) overlaps(dayOfYear(m[3], m[1], false), dayOfYear(m[3], m[2], true));
    for (const m of text.matchAll(MONTH_DAYS)) overlaps(dayOfYear(m[1], m[2], false), dayOfYear(m[1], m[3], true));
  }
  if (amounts.ages.length && AGE_LIMIT.test(text)) for (const a of amounts.ages) a.terms.forEach(add);
  return inside;
}

/** amountsIn over a whole chunk (title, headings, question and text), once per chunk and question. */
export function amountsInChunk(c: Chunk, amounts: Amounts): string[] {
  let held = amounts.byChunk.get(c);
  if (!held) amounts.byChunk.set(c, (held = amountsIn(`${c.title} ${c.headingPath.join(' ')} ${c.question} ${c.text}`, amounts)));
  return held;
}
