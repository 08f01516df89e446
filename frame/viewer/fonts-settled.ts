// The height the widget-load report teaches the server is the next visit's reserved space (issue 8).
// Taken while the widget's web font is still loading, it is the fallback face's: a font whose lines are
// taller, or wrap differently, then makes every later reservation wrong by that much, and the host page
// shifts when the frame takes its real height. So the report waits for the fonts (at most `maxMs`, as a
// visitor may leave first), then for the size report's debounce to carry the new height.
import { RESIZE_DEBOUNCE_MS } from '../../shared/constants';

/** Longest the widget-load report waits for fonts still loading. */
export const FONT_SETTLE_MAX_MS = 3000;

/** Whether any font of the document is loading (false where the Font Loading API is missing). */
export const fontsLoading = (doc: Document): boolean => doc.fonts?.status === 'loading';

/** Resolves once the document's fonts have loaded (or failed) and a size report has had time to go out. */
export function fontsSettled(doc: Document, maxMs = FONT_SETTLE_MAX_MS): Promise<void> {
  const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
  return Promise.race([doc.fonts.ready.then(() => undefined), wait(maxMs)]).then(() => wait(RESIZE_DEBOUNCE_MS + 20));
}
