// The lightbox body: one image with prev/next, a counter "3 / 8", and keyboard control (arrows move,
// Escape closes). Used inside the host-page popup frame, and inline when the frame has no host page.
// Inline it is its own dialog, with its own Close, focused on open. In the popup frame the host's dialog
// already has a Close (it works even if this frame fails to load), so a second one would only repeat it:
// there the box itself takes focus, so the arrows and Escape work at once.
import { useEffect, useRef } from 'react';
import type { GalleryImage } from '../../../shared/widgets/image-gallery';
import { useSwipe } from '../common/use-swipe';
import { wrap } from '../common/wrap';

export interface LightboxProps {
  images: (GalleryImage & { url: string })[];
  index: number;
  onIndex(i: number): void;
  onClose(): void;
  inline?: boolean;
  label: string;
}

export function LightboxView({ images, index, onIndex, onClose, inline, label }: LightboxProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const n = images.length;
  const i = wrap(index, n);
  const img = images[i];
  useEffect(() => {
    const focusFirst = () => {
      if (!document.activeElement || document.activeElement === document.body) (closeRef.current ?? boxRef.current)?.focus();
    };
    focusFirst();
    // Chromium ignores focus() in a cross-origin frame that is not focused yet: retry when the loader
    // moves focus into the popup frame.
    window.addEventListener('focus', focusFirst);
    return () => window.removeEventListener('focus', focusFirst);
  }, []);
  // The key handler reads the image on screen from here, set at each render: registered once, it never
  // meets a key between a render and its effects with the previous image's index (that key did nothing).
  const latest = useRef({ i, n, onIndex, onClose });
  latest.current = { i, n, onIndex, onClose };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { i, n, onIndex, onClose } = latest.current;
      if (e.key === 'ArrowRight') onIndex(wrap(i + 1, n));
      else if (e.key === 'ArrowLeft') onIndex(wrap(i - 1, n));
      else if (e.key === 'Escape') onClose();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const swipe = useSwipe((step) => onIndex(wrap(i + step, n)), n > 1);
  if (!img) return null;
  return (
    <div
      ref={boxRef}
      className={inline ? 'ig-box ig-inline' : 'ig-box'}
      role={inline ? 'dialog' : 'group'}
      aria-modal={inline ? 'true' : undefined}
      aria-label={label}
      tabIndex={inline ? undefined : -1}
      {...swipe}
    >
      {inline && <button ref={closeRef} type="button" className="ig-close" aria-label="Close" onClick={onClose}>✕</button>}
      {n > 1 && <button type="button" className="ig-prev" aria-label="Previous image" onClick={() => onIndex(wrap(i - 1, n))}>‹</button>}
      <figure>
        <img src={img.url} alt={img.alt} />
        {img.caption && <figcaption>{img.caption}</figcaption>}
        {img.link && (
          <a className="ig-link" href={img.link} target="_blank" rel="noopener noreferrer">
            Open link ↗
          </a>
        )}
      </figure>
      <p className="ig-count" aria-live="polite">{`${i + 1} / ${n}`}</p>
      {n > 1 && <button type="button" className="ig-next" aria-label="Next image" onClick={() => onIndex(wrap(i + 1, n))}>›</button>}
    </div>
  );
}
