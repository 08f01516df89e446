// Whether a payment service was asked about a submission within the last `everyMs`, noting this ask
// when it was not: a waiting form polls every few seconds, and the service need not hear each poll.
// In-process memory is enough: a restart only allows one ask sooner.
const lastAsked = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

export function askedLately(submissionId: string, everyMs: number, now: number): boolean {
  const last = lastAsked.get(submissionId);
  if (last !== undefined && now - last < everyMs) return true;
  if (lastAsked.size >= MAX_REMEMBERED) lastAsked.delete(lastAsked.keys().next().value!);
  lastAsked.delete(submissionId);
  lastAsked.set(submissionId, now);
  return false;
}
