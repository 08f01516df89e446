// Owner image addresses (a gallery's pictures, a testimonial's photo): http(s), absolute or relative to
// the app, and inline raster or SVG data; anything else is no image.

export function imageSrc(src: string, appUrl: string): string | undefined {
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(src)) return src;
  try {
    const u = new URL(src, appUrl);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}
