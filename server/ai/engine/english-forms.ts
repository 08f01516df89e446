// English word forms Snowball's stemmer gets wrong, fixed before it runs (index and question alike).
// Irregular verb forms take their base form ("stolen" → steal, "paid" → pay): the stemmer strips
// suffixes only, so a page's "If the bike is stolen" never met "what if someone steals it". Forms that
// are as often another word are left out: spoke (a wheel's), left, saw, felt, ground, wound, rose, lay,
// bore, lit, bound, fell, found, meant, sat, shot, stole, tore, drew, ate, dealt, bent, ran.
const FORMS: Record<string, string> = {};
const TABLE = `
arise arose arisen|awake awoke awoken|become became|begin began begun|bite bit bitten|blow blew blown|
break broke broken|breed bred|bring brought|build built|burn burnt|buy bought|catch caught|choose chose chosen|
come came|creep crept|dig dug|dive dove|do did done|drink drank drunk|drive drove driven|dwell dwelt|
eat eaten|fall fallen|feed fed|fight fought|flee fled|fly flew flown|forbid forbade forbidden|forget forgot forgotten|
forgive forgave forgiven|freeze froze frozen|get got gotten|give gave given|go went gone|grow grew grown|hang hung|
have had|hear heard|hide hid hidden|hold held|keep kept|kneel knelt|know knew known|lead led|lean leant|leap leapt|
learn learnt|lend lent|lose lost|make made|meet met|mistake mistook mistaken|overtake overtook overtaken|pay paid|
prove proven|ride rode ridden|ring rang rung|rise risen|say said|see seen|seek sought|sell sold|send sent|
shake shook shaken|shine shone|show shown|shrink shrank shrunk|sing sang sung|sink sank sunk|sleep slept|slide slid|
speak spoken|speed sped|spend spent|spill spilt|spin spun|spoil spoilt|stand stood|steal stolen|stick stuck|sting stung|
strike struck|swear swore sworn|sweep swept|swim swam swum|swing swung|take took taken|teach taught|tell told|
think thought|throw threw thrown|understand understood|undertake undertook undertaken|wake woke woken|wear wore worn|
weave wove woven|weep wept|win won|withdraw withdrew withdrawn|write wrote written`;
for (const group of TABLE.split('|')) {
  const [base, ...forms] = group.trim().split(/\s+/);
  for (const f of forms) FORMS[f] = base;
}

// The stemmer joins "evening" to even and "busy" to business, and leaves "buses" apart from bus.
const STEMS: Record<string, string> = { evening: 'evening', evenings: 'evening', buses: 'bus', busy: 'busy', busier: 'busy', busiest: 'busy' };

/** The base form of an English irregular verb form, or the word itself. */
export function baseForm(word: string): string {
  return FORMS[word] ?? word;
}

// An abbreviation's plural has no vowel for the stemmer's plural rule to see: "DVDs", "CDs", "TVs".
const VOWELLESS_PLURAL = /^[b-df-hj-np-tv-z]{2,}s$/;

/** The stem of an English word the stemmer gets wrong, or undefined. */
export function stemException(word: string): string | undefined {
  return STEMS[word] ?? (VOWELLESS_PLURAL.test(word) ? word.slice(0, -1) : undefined);
}
