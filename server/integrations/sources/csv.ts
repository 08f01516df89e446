// CSV to a list of row objects keyed by the header row (papaparse).
import Papa from 'papaparse';
import { SourceError } from './source-error';

/** Rows past this are dropped: a widget shows a list, not a data warehouse. */
export const MAX_CSV_ROWS = 10_000;

export function parseCsv(text: string): Record<string, string>[] {
  const res = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    preview: MAX_CSV_ROWS,
    transformHeader: (h) => h.trim(),
  });
  if (res.data.length === 0 && res.errors.length > 0) {
    throw new SourceError('BAD_DATA', `The file is not valid CSV: ${res.errors[0].message}`);
  }
  return res.data;
}
