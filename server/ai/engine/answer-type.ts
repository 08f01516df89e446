// Expected answer type of a question (classic factoid QA): a price, a time or date, or a quantity. A
// sentence that carries the expected type is preferred, e.g. "how much is X" → the sentence with "€16".
// Cue words cover the main languages; nothing here is specific to one kind of site.
export type AnswerType = 'money' | 'time' | 'quantity' | 'phone' | 'email';

const CUES: [AnswerType, RegExp][] = [
  ['money', /\b(how much|cost|costs|price|prices|pricing|charge|charges|fee|fees|pay|paid|expensive|cheap|cheapest|rate|deposit|cuánto|cuesta|precio|combien|prix|tarif|wie ?viel|kosten|preis|quanto|costa|prezzo|preço|kost|prijs)\b/i],
  ['time', /\b(when|what time|(which|what) days?( of the week)?|(which|what) weekdays?|how late|how early|what year|which year|since when|until when|deadline|opening|open|close|closes|closing|hours|cuándo|horario|quand|heure|wann|uhr|quando|orario|wanneer)\b/i],
  ['phone', /\b(phone|telephone|call|ring|number to (call|ring|text)|whatsapp|teléfono|téléphone|telefon|telefono|telefoon)\b/i],
  ['email', /\b(e-?mail|email address|correo|courriel)\b/i],
  ['quantity', /\b(how many|how long|how far|how old|how big|how heavy|minimum|maximum|max|min|age|limit|cuántos|cuántas|combien de|wie viele|wie lange|quanti|hoeveel)\b/i],
];

const HAS: Record<AnswerType, RegExp> = {
  money: /[€$£¥₹]\s?\d|\d\s?(€|\$|£|eur|euros?|usd|dollars?|pounds?)\b|\b(free|no charge|gratis|kostenlos|gratuit)\b/i,
  time: /\b\d{1,2}[:.]\d{2}\b|\b(1[89]|20)\d{2}\b|\b\d{1,2}\s?(am|pm)\b|\b((monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|march|april|may|june|july|august|september|october|november|december|daily|weekdays?|weekends?)\b/i,
  phone: /\+?\d[\d ()/.-]{5,}\d/,
  email: /[^\s@]+@[^\s@]+\.\w+/,
  quantity: /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|dozen)\b/i,
};

export function answerTypes(question: string): AnswerType[] {
  return CUES.filter(([, re]) => re.test(question)).map(([t]) => t);
}

export function carriesType(sentence: string, types: AnswerType[]): boolean {
  return types.some((t) => HAS[t].test(sentence));
}
