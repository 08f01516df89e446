// Url masking (SPEC §3 "Mask map", §4): the server masks the viewer data and the viewer runtime re-fetches
// the map (frame/viewer/enhance-widget.ts), so a widget only needs to know that masking is on, e.g. to hide
// a download of the original.
import { hasUrlMasking } from '../../../shared/rules/masking';
import type { WidgetContext } from '../types';

export function isMaskingOn(ctx: WidgetContext, integrations: string[] | undefined): boolean {
  return ctx.mode === 'viewer' && hasUrlMasking({ integrations });
}
