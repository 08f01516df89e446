// Publish: embed code, install steps, links, slug, one-time links, custom domain.
import { isGlobalWidgetType } from '../../../shared/widget-types';
import { useState } from 'react';
import type { DeviceName } from '../../../shared/widgets/common-data';
import { useBuilder } from '../api/builder-context';
import { DomainPanel } from '../publish/domain-panel';
import { EmbedPanel } from '../publish/embed-panel';
import { HeightProbes, probesFor } from '../publish/height-probes';
import type { LastHeights } from '../api/widgets-api';
import { reservedHeight } from '../publish/embed-snippet';
import { LinksPanel } from '../publish/links-panel';
import { useEditor } from '../workspace/editor-context';
import { useWhiteLabelToken } from '../api/white-label-api';

export function PublishSection() {
  const b = useBuilder();
  const { widgetId, type, store, lastHeights, previewHeights, previewWidth } = useEditor();
  // Viewers' heights once there are some; before that (a snippet copied right after building, the usual
  // case) the preview's, for widgets that sit in their placeholder (not the floating ones).
  const learned = reservedHeight(lastHeights) !== null;
  const fromPreview = !learned && !isGlobalWidgetType(type);
  // The live preview's heights at once, then the saved widget's as visitors' frames render it.
  const [probed, setProbed] = useState<LastHeights>({});
  const [probes] = useState(() => (fromPreview && previewWidth ? probesFor(previewWidth) : []));
  const onProbe = (screen: DeviceName, h: number) => setProbed((p) => (p[screen] === h ? p : { ...p, [screen]: h }));
  const heights = learned ? lastHeights : fromPreview ? { ...previewHeights, ...probed } : undefined;
  const whiteLabel = useWhiteLabelToken(b.api);
  return (
    <div class="section-publish">
      <HeightProbes widgetId={widgetId} probes={probes} onHeight={onProbe} />
      {store.snapshot.save.isChanged && <p class="notice">Save your changes first: sites show the saved widget.</p>}
      <EmbedPanel appUrl={b.appUrl} widgetId={widgetId} lastHeights={heights} fromPreview={!learned} consentBanner={type === 'cookie_consent'} whiteLabel={whiteLabel} />
      <LinksPanel whiteLabel={whiteLabel} />
      <DomainPanel />
    </div>
  );
}
