// A post's date in the visitor's language ("Nov 2, 2026"). Read as a UTC day, on the server and in the
// browser alike, so the server-rendered text is the one hydration keeps (a visitor's own zone would move
// a post made near midnight to another day between the two).
import { postTime } from '../../../shared/widgets/news-feed';

export function postDate(date: string, locale: string): { iso: string; text: string } | null {
  const t = postTime(date);
  if (Number.isNaN(t)) return null;
  const d = new Date(t);
  let text: string;
  try {
    text = d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  } catch {
    text = d.toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  }
  return { iso: d.toISOString().slice(0, 10), text };
}
