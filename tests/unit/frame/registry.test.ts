// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hasWidgetType, loadWidgetModule, UnknownWidgetTypeError, WIDGET_LOADERS } from '../../../frame/widgets/registry';
import { GLOBAL_WIDGET_TYPES, WIDGET_TYPES } from '../../../shared/widget-types';

describe('widget registry', () => {
  it('maps every widget type id, and nothing else', () => {
    expect(Object.keys(WIDGET_LOADERS).sort()).toEqual([...WIDGET_TYPES].sort());
    expect(hasWidgetType('image_gallery')).toBe(true);
    expect(hasWidgetType('toString')).toBe(false);
    expect(hasWidgetType(null)).toBe(false);
  });

  it('refuses an unknown type with a stable code', async () => {
    await expect(loadWidgetModule('hologram')).rejects.toBeInstanceOf(UnknownWidgetTypeError);
    await expect(loadWidgetModule('hologram')).rejects.toMatchObject({ code: 'UNKNOWN_WIDGET_TYPE' });
  });

  // The viewer decides "over-the-canvas" (no watermark, floating frame) from the module's own flag.
  it.each(WIDGET_TYPES)('%s loads a module whose global flag matches GLOBAL_WIDGET_TYPES', async (type) => {
    const mod = await loadWidgetModule(type);
    expect(typeof mod.Widget).toBe('function');
    expect(mod.defaults).toBeTypeOf('object');
    expect(!!mod.global).toBe(GLOBAL_WIDGET_TYPES.includes(type));
  });
});
