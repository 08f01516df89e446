// A gallery fed by a data integration previews the source's pictures, as visitors will see them (the
// server puts them in the viewer data: server/integrations/gallery-source.ts). Read again whenever an
// integration is connected, edited or removed; the owner's own images stay in the saved data.
import { useEffect, useState } from 'react';
import { galleryImagesFrom, isGallerySourceKind } from '../../../shared/widgets/gallery-source';
import type { GalleryImage } from '../../../shared/widgets/image-gallery';
import { useBuilder } from '../api/builder-context';
import { sourceEntries } from '../api/integrations-api';

export interface SourceImages {
  images: GalleryImage[];
  /** The integration kind they came from (csv, rss...). */
  from: string;
}

export function useSourceImages(widgetId: string, enabled: boolean, version: number): SourceImages | null {
  const b = useBuilder();
  const [found, setFound] = useState<SourceImages | null>(null);
  useEffect(() => {
    if (!enabled) return void setFound(null);
    let live = true;
    sourceEntries(b.api, widgetId).then(
      (entries) => {
        const e = entries.find((x) => isGallerySourceKind(x.type) && Array.isArray(x.items));
        const images = e ? galleryImagesFrom(e.items!) : [];
        if (live) setFound(images.length ? { images, from: e!.type } : null);
      },
      // A source that cannot be read leaves the owner's images, as on the site.
      () => live && setFound(null),
    );
    return () => void (live = false);
  }, [widgetId, enabled, version]);
  return found;
}
