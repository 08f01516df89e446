// The device class a frame document is rendered for: the loader's `device` hint (the screen's class,
// an upper bound on the frame's width: loader/frame.ts), else desktop. A wrong guess costs what no hint
// costs: the viewer renders again for its real width (frame/viewer/start.tsx).
import { DEVICES, type Device } from '../../shared/rules/values';

export function ssrDeviceOf(url: URL): Device {
  const d = url.searchParams.get('device');
  return DEVICES.find((x) => x === d) ?? 'desktop';
}
