// "2027-03-14T19:00:00+01:00" or "2027-03-14T18:00:00.0000000" read as UTC → "2027-03-14T18:00:00Z",
// the form the event list takes for an instant; undefined when it is no time.
export function utcInstant(s: string, assumeUtc = false): string | undefined {
  const t = Date.parse(assumeUtc && !/(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? `${s}Z` : s);
  return Number.isNaN(t) ? undefined : `${new Date(t).toISOString().slice(0, 19)}Z`;
}
