// Pure helpers for the gallery: safe image URLs, column counts per device.
import type { GalleryImage, ImageGalleryData } from '../../../shared/widgets/image-gallery';
import type { Device } from '../types';
import { imageSrc } from '../common/image-src';

export { imageSrc };

/** Where a picture leads: http(s) only (a source row's or the owner's link). */
export function linkHref(link: unknown, appUrl: string): string | undefined {
  if (typeof link !== 'string' || !link) return undefined;
  try {
    const u = new URL(link, appUrl);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

export function validImages(data: Pick<ImageGalleryData, 'images'>, appUrl: string): (GalleryImage & { url: string })[] {
  const out: (GalleryImage & { url: string })[] = [];
  for (const img of Array.isArray(data.images) ? data.images : []) {
    const url = img && typeof img.src === 'string' ? imageSrc(img.src, appUrl) : undefined;
    if (url) out.push({ ...img, alt: typeof img.alt === 'string' ? img.alt : '', url, link: linkHref(img.link, appUrl) });
  }
  return out;
}

/** Desktop uses the owner's columns (1-8); tablet at most 3, mobile at most 2. */
export function columnsFor(columns: number, device: Device): number {
  const c = Math.min(8, Math.max(1, Math.round(Number(columns) || 4)));
  return device === 'mobile' ? Math.min(c, 2) : device === 'tablet' ? Math.min(c, 3) : c;
}

/** Shared by both frames: the lightbox popup id and the action that keeps their index in sync. */
export const LIGHTBOX_ID = 'lightbox';
export const INDEX_ACTION = 'image_gallery:index';
