// The device class a frame document is rendered for: the loader's `device` hint (the screen's class,
// an upper bound on the frame's width: loader/frame.ts), else desktop. A wrong guess costs what no hint
// costs: the viewer renders again for its real width (frame/viewer/start.tsx).
export type SsrDevice = 'desktop' | 'tablet' | 'mobile';

export function ssrDeviceOf(url: URL): SsrDevice {
  const d = url.searchParams.get('device');
  return d === 'mobile' || d === 'tablet' ? d : 'desktop';
}
