// What a frame document inlines for the viewer (ARCHITECTURE §3.5) so the frame needs no second request.
// The server writes it as JSON in <script type="application/json" id="tessera-boot">; the viewer reads it.
import type { ViewerWidget } from '../api/viewer';
import type { FrameBrand } from '../schemas/white-label';
import type { FrameEnv } from './frame-env';

export const FRAME_BOOT_ELEMENT_ID = 'tessera-boot';

export interface FrameBoot {
  /** SPEC §2 identity, mode, query and language, derived from the frame URL by the server. */
  env: FrameEnv | null;
  /** The widget id the server resolved (from the path, a gallery id or a temporary slug). */
  widgetId: string | null;
  /** The widget as the viewer call would return it; null when missing or not resolved. */
  widget: ViewerWidget | null;
  /** The server's message when the widget cannot be shown (shown verbatim in the error view). */
  error: string | null;
  /** The app's public base URL (API calls, assets). */
  appUrl: string;
  /** The product's own host names: viewer mode is detected only there or on localhost (SPEC §2). */
  productHosts: string[];
  /**
   * The font whose rules the document carries inline (server/frame-docs/font-css.ts): the widget links
   * no stylesheet for it. Set only with server-rendered markup, which was rendered without that link.
   */
  inlinedFontId?: string;
  /** White-label mode's brand, shown in Tessera's place (server/white-label/frame-brand.ts); absent
   *  outside white-label mode or without the owner's brand. */
  brand?: FrameBrand;
  /** Where the analytics tags load from when not the vendors' own hosts (tests point them at a fake). */
  tagHosts?: { google?: string; mixpanel?: string };
}

/** JSON that is safe inside a <script> element: no `<` can close it, no line separators break it. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
