// A form's submitted value as a person reads it (the builder's submissions table, the messages to the
// owner): a ticked box Yes or No, a list of choices joined, nothing for nothing.
export function answerText(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return v.map(String).join(', ');
  return v === undefined || v === null ? '' : String(v);
}
