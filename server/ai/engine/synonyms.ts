// A small table of everyday English equivalences that visitors and site authors use for the same thing
// ("shut" / "close", "hire" / "rent", "kids" / "children"). General vocabulary only, the same for every
// site: nothing here is about one trade. Query terms expand to their group at a lower weight.
import { analyze } from './tokenize';

const GROUPS_EN: string[][] = [
  ['shut', 'close', 'closed', 'closing'],
  ['hire', 'rent', 'rental', 'renting'],
  ['kid', 'kids', 'child', 'children'],
  ['fix', 'repair', 'mend'],
  ['cost', 'price', 'fee', 'charge'],
  ['cheap', 'cheapest', 'inexpensive', 'lowest'],
  ['buy', 'purchase'],
  ['start', 'begin'],
  ['finish', 'end'],
  ['phone', 'call', 'ring', 'telephone'],
  ['sms', 'text', 'texting'],
  ['email', 'e-mail'],
  ['book', 'booking', 'reserve', 'reservation'],
  ['award', 'prize'],
  ['relocate', 'move', 'moved'],
  ['used', 'second-hand', 'secondhand', 'pre-owned'],
  ['adult', 'grown-up', 'grownup'],
  ['allowed', 'permitted'],
  ['refund', 'reimburse'],
  ['deliver', 'delivery', 'ship', 'shipping'],
  ['big', 'large'],
  ['small', 'little'],
  ['fast', 'quick', 'quickly'],
  ['pay', 'payment', 'paid'],
];

const index = new Map<string, Map<string, string[]>>();

function groupsFor(lang: string): Map<string, string[]> {
  let m = index.get(lang);
  if (!m) {
    m = new Map();
    if (lang === 'en') {
      for (const group of GROUPS_EN) {
        // A hyphenated entry stands as its joined form only, and multi-word phrases are skipped, so
        // "second-hand" never makes "hand" a synonym of "used".
        const stems = [...new Set(group.filter((w) => !w.includes(' ')).map((w) => analyze(w, 'en', true)[0]).filter(Boolean))];
        for (const s of stems) m.set(s, [...new Set([...(m.get(s) ?? []), ...stems.filter((x) => x !== s)])]);
      }
    }
    index.set(lang, m);
  }
  return m;
}

/** Analyzed alternatives of an analyzed term (empty when none). */
export function synonymsOf(term: string, lang: string): string[] {
  return groupsFor(lang).get(term) ?? [];
}
