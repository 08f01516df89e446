// Publish: embed code, install steps, links, slug, one-time links, custom domain.
import { isGlobalWidgetType } from '../../../shared/widget-types';
import { useBuilder } from '../api/builder-context';
import { DomainPanel } from '../publish/domain-panel';
import { EmbedPanel } from '../publish/embed-panel';
import { reservedHeight } from '../publish/embed-snippet';
import { LinksPanel } from '../publish/links-panel';
import { useEditor } from '../workspace/editor-context';

export function PublishSection() {
  const b = useBuilder();
  const { widgetId, type, store, lastHeights, previewHeights } = useEditor();
  // Viewers' heights once there are some; before that (a snippet copied right after building, the usual
  // case) the preview's, for widgets that sit in their placeholder (not the floating ones).
  const learned = reservedHeight(lastHeights) !== null;
  const heights = learned ? lastHeights : isGlobalWidgetType(type) ? undefined : previewHeights;
  return (
    <div class="section-publish">
      {store.snapshot.save.isChanged && <p class="notice">Save your changes first: sites show the saved widget.</p>}
      <EmbedPanel appUrl={b.appUrl} widgetId={widgetId} lastHeights={heights} fromPreview={!learned} />
      <LinksPanel />
      <DomainPanel />
    </div>
  );
}
