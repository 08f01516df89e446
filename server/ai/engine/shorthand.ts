// Chat shorthand in visitors' questions ("r u open xmas eve", "min nights in the summer hols"): the
// words a site writes out, restored before analysis. Without them a question holds words the knowledge
// never uses, and the dead end (dead-end.ts) takes it for one the site cannot answer. Only everyday
// English texting forms that mean one thing; questions only, since a page's "info@" or "Min." is its own.
const WORDS: Record<string, string> = {
  u: 'you', ur: 'your', r: 'are', cn: 'can', pls: 'please', plz: 'please', thx: 'thanks', ty: 'thank you',
  abt: 'about', b4: 'before', bc: 'because', cos: 'because', coz: 'because', cuz: 'because',
  tmrw: 'tomorrow', tmr: 'tomorrow', '2moro': 'tomorrow', '2day': 'today', '2nite': 'tonight', tonite: 'tonight', nite: 'night',
  wk: 'week', wks: 'weeks', wknd: 'weekend', wkend: 'weekend', hr: 'hour', hrs: 'hours', mins: 'minutes', yr: 'year', yrs: 'years',
  mo: 'month', mth: 'month', mths: 'months', hols: 'holidays', hol: 'holiday', xmas: 'christmas', bday: 'birthday',
  approx: 'approximately', info: 'information', ppl: 'people', msg: 'message', appt: 'appointment', thru: 'through',
  pic: 'picture', pics: 'pictures', asap: 'as soon as possible', diff: 'different', govt: 'government', dept: 'department',
  yo: 'year old', yos: 'year olds', amex: 'American Express',
};

/** "min"/"max" before a word (not after a number: "10 min walk") is minimum/maximum. */
const MIN_MAX = /\b(min|max)\b(?=\.?\s+[a-z])/gi;

/** Named days a page gives as dates ("24 December: 09:00 to 15:00"): the date joins the name. */
const NAMED_DAYS: [RegExp, string][] = [
  [/\bchristmas eve\b/gi, '24 December'],
  [/\bchristmas( day)?\b(?! eve)/gi, '25 December'],
  [/\bboxing day\b/gi, '26 December'],
  [/\bnew year'?s eve\b/gi, '31 December'],
  [/\bnew year'?s( day)?\b(?! eve)/gi, '1 January'],
];

export function expandShorthand(question: string, lang: string): string {
  if (lang !== 'en') return question;
  let out = question
    // "7yo", "2hrs": the number and the unit apart, then the unit restored below.
    .replace(/(\d)(yos?|yrs?|hrs?|mins|wks?)\b/gi, '$1 $2')
    .replace(MIN_MAX, (m, w: string, offset: number, all: string) =>
      /\d\s*$/.test(all.slice(0, offset)) ? m : w.toLowerCase() === 'min' ? 'minimum' : 'maximum')
    // Whole words only: the "R" of "R&D" or the "U" of "U-Bahn" is no shorthand.
    .replace(/(?<![\p{L}\p{N}&'’-])[\p{L}\p{N}]+(?![\p{L}\p{N}&'’-])/gu, (w) => WORDS[w.toLowerCase()] ?? w);
  for (const [re, date] of NAMED_DAYS) out = out.replace(re, (m) => `${m} (${date})`);
  return out;
}
