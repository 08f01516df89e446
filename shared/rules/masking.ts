// SPEC §3 "Mask map (url-masking)": which item lists and properties of each widget type hold urls
// that masking replaces. Plain data and a pure function: the viewer applies a mask map from the
// masking call (SPEC §4: in viewer mode with url-masking, the widget data is replaced).

/** The integration key that turns masking on for a widget (SPEC §3 integration kinds). */
export const URL_MASKING_KEY = 'url-masking';

/** Whether widget data lists the url-masking integration; masking applies in viewer mode (SPEC §4). */
export function hasUrlMasking(data: { integrations?: unknown } | null | undefined): boolean {
  return Array.isArray(data?.integrations) && data.integrations.includes(URL_MASKING_KEY);
}

export interface MaskedProperty {
  /** Path from widget data to the item list. */
  items: readonly string[];
  /** Path from an item to the url property. */
  property: readonly string[];
}

export const MASKED_PROPERTIES: Readonly<Record<string, MaskedProperty>> = {
  audio_player: { items: ['songs'], property: ['content', 'audioSrc'] },
  pdf_gallery: { items: ['pdfs'], property: ['document'] },
  // "items in content, with pdfUrl": the item list is data.content.items.
  pdf_flipbook: { items: ['content', 'items'], property: ['pdfUrl'] },
};

const at = (o: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), o);

function withAt(o: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  const inner = o[head];
  return { ...o, [head]: rest.length ? withAt(inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, rest, value) : value };
}

/** Returns a copy of the data with each item's url replaced by its masked url (keyed by item id). */
export function applyMaskMap(type: string, data: Record<string, unknown>, map: Readonly<Record<string, string>>): Record<string, unknown> {
  const spec = MASKED_PROPERTIES[type];
  const list = spec ? at(data, spec.items) : undefined;
  if (!spec || !Array.isArray(list)) return data;
  const masked = list.map((item) => {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const url = typeof id === 'string' || typeof id === 'number' ? map[String(id)] : undefined;
    return url === undefined || at(item, spec.property) === undefined ? item : withAt(item as Record<string, unknown>, spec.property, url);
  });
  return withAt(data, spec.items, masked);
}

/** Every item of the type's masked list that has an id and a url at the masked property. */
export function maskedItemUrls(type: string, data: Record<string, unknown>): { id: string; url: string }[] {
  const spec = MASKED_PROPERTIES[type];
  const list = spec ? at(data, spec.items) : undefined;
  if (!spec || !Array.isArray(list)) return [];
  const out: { id: string; url: string }[] = [];
  for (const item of list) {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const url = at(item, spec.property);
    if ((typeof id === 'string' || typeof id === 'number') && typeof url === 'string') out.push({ id: String(id), url });
  }
  return out;
}
