// What a widget's source gives visitors, read for the builder's preview and notes (a gallery's pictures,
// an event list's calendar, a news feed's posts): read while `enabled`, again when `deps` change (an
// integration connected, edited or removed, another table or calendar picked), a late answer dropped.
import { useEffect, useState } from 'react';

export function useSourceRead<T>(enabled: boolean, read: () => Promise<T | null>, failed: (e: unknown) => T, deps: readonly unknown[]): T | null {
  const [found, setFound] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled) return void setFound(null);
    let live = true;
    read().then(
      (r) => live && setFound(r),
      (e: unknown) => live && setFound(failed(e)),
    );
    return () => void (live = false);
  }, [enabled, ...deps]);
  return found;
}
