// Expected answer type of a question (classic factoid QA): a price, a time, a date, a temperature, a
// phone number, an email address, a street address, a person, a quantity, or a yes or no. A sentence
// that carries the expected type is preferred, e.g. "how much is X" → the sentence with "€16", "who sets
// the routes" → the one naming "Marek Nowicki", "can I swim in the lake" → "Swimming in the mere is not
// allowed".
// Cue words cover the main languages; nothing here is specific to one kind of site.
export type AnswerType = 'money' | 'time' | 'date' | 'temperature' | 'quantity' | 'phone' | 'email' | 'address' | 'person' | 'polar';

// "How much notice" asks for an amount of something, not a price.
const HOW_MUCH_OF = 'notice|time|warning|longer|earlier|later|sooner|space|room|weight|luggage';

// A cue can be a more specific form of another that fires with it ("when did" also says "when"): the
// third entry names the type it replaces.
const CUES: [AnswerType, RegExp, AnswerType?][] = [
  ['money', new RegExp(String.raw`\b(how much(?! (${HOW_MUCH_OF}|of)\b)|cost|costs|price|prices|pricing|charge|charges|fee|fees|pay|paid|expensive|cheap|cheapest|rate|deposit|cuánto|cuesta|precio|combien|prix|tarif|wie ?viel|kosten|preis|quanto|costa|prezzo|preço|kost|prijs)\b`, 'i')],
  // A past event ("when did you open", "when were the panels installed") is dated, not timed.
  ['date', /\b(when (did|was|were)|(what|which) year|since when|how long ago|how long (has|have) (you|it|the|this|your)\b|cuándo fue|en quelle année|seit wann|in welchem jahr)\b/i, 'time'],
  ['time', /\b(when|what time|(which|what) days?( of the week)?|(which|what) weekdays?|how late|how early|until when|deadline|opening|open|close|closes|closing|hours|cuándo|horario|quand|heure|wann|uhr|quando|orario|wanneer)\b/i],
  ['temperature', /\b(how (warm|hot|cold)|temperature|degrees)\b/i],
  ['phone', /\b(phone|telephone|call|ring|number to (call|ring|text)|whatsapp|teléfono|téléphone|telefon|telefono|telefoon)\b/i],
  ['email', /\b(e-?mail|email address|correo|courriel)\b/i],
  ['address', /(?<!\be-?mail )\b(address|postcode|post code|zip code|sat ?nav|where are you( guys)? (located|based)?|located|dirección|adresse|indirizzo|endereço|adres)\b/i],
  // Not the relative "who" of "people who commute", "kids who want the same week".
  ['person', /(?<!\b(people|persons?|anyone|anybody|someone|somebody|everyone|everybody|those|kids|children|friends?|members|guests|visitors|customers|students|patients|users|ones) )\b(who|whom|quién|quien|wer)\b/i],
  // A yes/no question opens with its verb. Measured: the same verbs anywhere after a comma ("I forgot
  // socks, can I…") answered fewer questions on fixtures A to E.
  ['polar', /^[¿\s]*(can|could|may|is|are|do|does|will|am|should|would|puedo|puede|se puede|hay|est-ce que|puis-je|peut-on|y a-t-il|kann|darf|gibt es|muss)\b/i],
  ['quantity', new RegExp(String.raw`\b(how many|how much (${HOW_MUCH_OF})|how long|how soon|how quickly|how fast|how far|how old|how big|how heavy|minimum|maximum|max|min|age|limit|cuántos|cuántas|combien de|wie viele|wie lange|quanti|hoeveel)\b`, 'i')],
];

const HAS: Record<AnswerType, RegExp> = {
  money: /[€$£¥₹]\s?\d|\d\s?(€|\$|£|¢|eur|euros?|usd|dollars?|pounds?|pence|cents?)\b|\b\d+p\b|\b(free|no charge|gratis|kostenlos|gratuit)\b/i,
  time: /\b\d{1,2}[:.]\d{2}\b|\b(1[89]|20)\d{2}\b|\b\d{1,2}\s?(am|pm|[ap]\.m\.)|\b(noon|midnight)\b|\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.? \d{1,2}\b|\b((monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|march|april|may|june|july|august|september|october|november|december|daily|weekdays?|weekends?)\b/i,
  date: /\b(1[5-9]|20)\d{2}\b/,
  temperature: /\d\s?°|\bdegrees\b/i,
  phone: /\+?\d[\d ()/.-]{5,}\d/,
  email: /[^\s@]+@[^\s@]+\.\w+/,
  // A street address (number, name, street word), a British postcode or an American state and ZIP code.
  address: /\b\d{1,5}\s+(?:[\p{Lu}][\p{L}'’-]*\s+){1,4}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Place|Pl|Court|Ct|Highway|Hwy|Parkway|Pkwy|Terrace|Close|Crescent|Row|Square|Quay|Wharf|Pike|Trail)\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b[A-Z]{2} \d{5}\b/u,
  // A name: two capitalised words after a lower-case word or a comma (not a sentence's or a table
  // row's opening words), or a title before one.
  person: /(?<=[\p{Ll},] )\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+|\b(Dr|Mr|Mrs|Ms|Miss|Prof)\.? \p{Lu}/u,
  // The answer to a yes/no question states a permission or a refusal.
  polar: /\b(not|no|cannot|\w+n['’]t|never|only|allowed|welcome|must|nicht|kein|keine|nur|pas|jamais|seulement|nunca|solo|sólo)\b/i,
  quantity: /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|dozen)\b/i,
};

export function answerTypes(question: string): AnswerType[] {
  const cued = CUES.filter(([, re]) => re.test(question));
  const dropped = new Set(cued.map(([, , replaces]) => replaces));
  return cued.map(([t]) => t).filter((t) => !dropped.has(t));
}

export function carriesType(sentence: string, types: AnswerType[]): boolean {
  return types.some((t) => HAS[t].test(sentence));
}
