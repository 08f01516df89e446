// Widget data for the media types, and whether its urls are masked (the viewer applied the mask map
// before the widget rendered, so every url here is already the one visitors may see).
import type { CommonWidgetData } from '../../../shared/widgets/common-data';
import type { WidgetProps } from '../types';
import { isMaskingOn } from './masking';
import { useWidgetData } from './use-widget-data';

export function useMediaData<D extends CommonWidgetData>(defaults: D, props: WidgetProps<D>): { data: D; ready: boolean; masked: boolean } {
  const data = useWidgetData(defaults, props);
  return { data, ready: true, masked: isMaskingOn(props.ctx, data.integrations) };
}
