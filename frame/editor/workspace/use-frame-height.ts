// The content height of a same-origin preview iframe (#root), reported on every change: the height the
// widget takes on a site, so without the preview's "Made with Tessera" mark, which sites do not show.
// Watched with the preview's own ResizeObserver: an observer only sees elements of its own document.
import { useEffect, type RefObject } from 'react';
import { isLoading } from '../../viewer/loading-state';

export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>, onHeight: ((h: number) => void) | undefined, deps: unknown[]): void {
  useEffect(() => {
    const f = frame.current;
    if (!f || !onHeight) return;
    let ro: ResizeObserver | null = null;
    const watch = () => {
      ro?.disconnect();
      try {
        const root = f.contentDocument?.getElementById('root');
        const win = f.contentWindow as (Window & { ResizeObserver?: typeof ResizeObserver }) | null;
        const RO = win?.ResizeObserver;
        if (!root || !win || !RO) return;
        ro = new RO(() => {
          const box = root.getBoundingClientRect();
          const mark = root.querySelector('[data-watermark]');
          const cut = mark ? box.bottom - mark.getBoundingClientRect().top + parseFloat(win.getComputedStyle(mark).marginTop) : 0;
          const h = Math.ceil(box.height - cut);
          // A loading state's height (viewer/loading-state.ts) is not the widget's: it is no height to reserve.
          if (h > 0 && !isLoading(root)) onHeight(h);
        });
        ro.observe(root);
      } catch {
        /* not readable (navigating): the next load event tries again */
      }
    };
    f.addEventListener('load', watch);
    watch();
    return () => {
      f.removeEventListener('load', watch);
      ro?.disconnect();
    };
  }, deps);
}
