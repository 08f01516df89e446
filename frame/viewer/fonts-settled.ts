// Waiting for the widget's web font, for the heights the frame reports (issue 8). Measured while the font
// still loads, a height is the fallback face's, and a font whose lines are taller, or wrap differently,
// makes it wrong: the first size report (watch-size.ts) would move the host page twice, and the
// widget-load report would teach the server a wrong reservation for every later visit. Both wait, for a
// while at most (a font may never come, a visitor may leave first).
import { RESIZE_DEBOUNCE_MS } from '../../shared/constants';

/** Longest the widget-load report waits for fonts still loading. */
export const FONT_SETTLE_MAX_MS = 3000;

/** Whether any font of the document is loading (false where the Font Loading API is missing). */
export const fontsLoading = (doc: Document): boolean => doc.fonts?.status === 'loading';

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves once the document's fonts have loaded or failed, or after `maxMs`, whichever comes first. */
export const fontsIn = (doc: Document, maxMs: number): Promise<void> => Promise.race([doc.fonts.ready.then(() => undefined, () => undefined), wait(maxMs)]);

/** Resolves once the document's fonts are in (at most `maxMs`) and a size report has had time to go out. */
export const fontsSettled = (doc: Document, maxMs = FONT_SETTLE_MAX_MS): Promise<void> => fontsIn(doc, maxMs).then(() => wait(RESIZE_DEBOUNCE_MS + 20));
