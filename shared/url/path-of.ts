/** A page URL's path and query ("/contact?ref=ad"), or the text itself when it is not a URL. */
export function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
