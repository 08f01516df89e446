// Default built-in data of the `image_gallery` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
export const imageGalleryDefaults = {} as Record<string, unknown>;
