/**
 * Focuses the element that opened a host-page dialog (a gallery's tile or card) as it closes, and again if
 * the frame's window gains focus right after: the loader focuses this iframe on the host page as the
 * dialog closes, and in Chromium that focus, arriving from the host's process after ours, can reset the
 * frame's active element to its body.
 */
export function returnFocus(el: HTMLElement | null | undefined): void {
  if (!el) return;
  el.focus();
  const again = () => el.isConnected && el.focus();
  addEventListener('focus', again, { once: true });
  setTimeout(() => removeEventListener('focus', again), 1000);
}
