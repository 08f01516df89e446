import { useMemo } from 'react';
import type { CommonWidgetData } from '../../../shared/widgets/common-data';
import type { WidgetProps } from '../types';
import { applyDeviceRewrite, withDefaults } from './widget-data';

/** Defaults, stored data and the device rewrite, recomputed when any of them changes. */
export function useWidgetData<D extends CommonWidgetData>(defaults: D, { widget, ctx }: WidgetProps<D>): D {
  return useMemo(() => applyDeviceRewrite(withDefaults(defaults, widget.data), ctx.device), [defaults, widget.data, ctx.device]);
}
