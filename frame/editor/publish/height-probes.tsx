// Before any visitor has reported a height, the snippet reserves the preview's. But the owner mostly
// looks at the desktop preview, most visits are on phones, and the desktop preview shows the desktop
// layout at any width, where a site's frame narrower than 1,024 px shows the tablet one. So the Publish
// panel measures the saved widget as visitors' frames render it, in preview frames nobody sees: at the
// tablet and phone preview widths, and for desktop screens at the live preview's width, a stand-in for a
// content column, with the layout a frame of that width picks.
import { useRef } from 'react';
import type { DeviceName } from '../../../shared/widgets/common-data';
import { deviceForWidth } from '../../viewer/size';
import { useBuilder } from '../api/builder-context';
import { PREVIEW_WIDTHS } from '../preview-protocol';
import { useFrameHeight } from '../workspace/use-frame-height';

export interface Probe {
  /** The screen size the height is for (the snippet's inline height, or its media query). */
  screen: DeviceName;
  /** The layout the frame shows. */
  device: DeviceName;
  width: number;
}

/** The probes for a desktop column of `desktopWidth` px (the live preview's), a tablet and a phone. */
export function probesFor(desktopWidth: number): Probe[] {
  return [
    { screen: 'desktop', device: deviceForWidth(desktopWidth), width: desktopWidth },
    { screen: 'tablet', device: 'tablet', width: parseInt(PREVIEW_WIDTHS.tablet, 10) },
    { screen: 'mobile', device: 'mobile', width: parseInt(PREVIEW_WIDTHS.mobile, 10) },
  ];
}

export function HeightProbes(props: { widgetId: string; probes: Probe[]; onHeight: (screen: DeviceName, h: number) => void }) {
  if (!props.probes.length) return null;
  return (
    <div class="height-probes" aria-hidden="true" inert>
      {props.probes.map((p) => (
        <ProbeFrame key={p.screen} widgetId={props.widgetId} probe={p} onHeight={props.onHeight} />
      ))}
    </div>
  );
}

function ProbeFrame(props: { widgetId: string; probe: Probe; onHeight: (screen: DeviceName, h: number) => void }) {
  const b = useBuilder();
  const frame = useRef<HTMLIFrameElement>(null);
  const { screen, device, width } = props.probe;
  useFrameHeight(frame, (h) => props.onHeight(screen, h), [screen]);
  const src = `${b.appUrl}/preview/${encodeURIComponent(props.widgetId)}?device=${device}`;
  return <iframe ref={frame} src={src} title={`Height on ${screen}`} tabIndex={-1} data-screen={screen} style={{ width: `${width}px` }} />;
}
