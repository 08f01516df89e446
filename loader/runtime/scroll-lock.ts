// Page scroll locked while any dialog is open; nested dialogs share one lock.
let depth = 0;
let saved: [string, string, string] = ['', '', ''];

export function lockScroll(): () => void {
  const html = document.documentElement;
  const body = document.body;
  if (depth++ === 0) {
    saved = [html.style.overflow, body.style.overflow, body.style.paddingRight];
    // Keep the layout from shifting when the scrollbar disappears.
    const bar = innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    if (bar > 0) body.style.paddingRight = `${bar}px`;
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--depth === 0) [html.style.overflow, body.style.overflow, body.style.paddingRight] = saved;
  };
}
