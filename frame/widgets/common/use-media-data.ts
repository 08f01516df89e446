// Widget data for the media types, with masked urls when url-masking is on. Until the map arrives the
// widget waits (`ready` false) so an unmasked url is never handed to the browser.
import { useEffect, useState } from 'react';
import type { CommonWidgetData } from '../../../shared/widgets/common-data';
import type { WidgetProps } from '../types';
import { applyMaskMap, fetchMaskMap, isMaskingOn } from './masking';
import { useWidgetData } from './use-widget-data';

export function useMediaData<D extends CommonWidgetData>(defaults: D, props: WidgetProps<D>): { data: D; ready: boolean; masked: boolean } {
  const base = useWidgetData(defaults, props);
  const { widget, ctx } = props;
  const masking = isMaskingOn(ctx, base.integrations);
  const [map, setMap] = useState<Record<string, string> | null | undefined>(masking ? undefined : null);
  useEffect(() => {
    if (!masking) return;
    let live = true;
    fetchMaskMap(ctx.appUrl, widget.guid).then((m) => live && setMap(m));
    return () => {
      live = false;
    };
  }, [masking, ctx.appUrl, widget.guid]);
  if (!masking) return { data: base, ready: true, masked: false };
  if (map === undefined) return { data: base, ready: false, masked: true };
  return { data: map ? applyMaskMap(widget.type, base, map) : base, ready: true, masked: !!map };
}
