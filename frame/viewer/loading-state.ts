// A widget's loading state (a PDF still opening, its media list still coming) is marked with this
// attribute, so its height is reported as provisional: the host page keeps the space it reserved for
// the widget instead of shrinking to a "Loading…" line and growing back (issue 8, CLS), and the
// height learned for the snippet's reservation is the content's, not the loading line's.
export const LOADING_ATTR = 'data-loading';

/** Whether anything under `root` still shows a loading state. */
export const isLoading = (root: Element): boolean => root.querySelector(`[${LOADING_ATTR}]`) !== null;
