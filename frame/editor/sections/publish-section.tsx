// Publish: embed code, install steps, links, slug, one-time links, custom domain.
import { useBuilder } from '../api/builder-context';
import { DomainPanel } from '../publish/domain-panel';
import { EmbedPanel } from '../publish/embed-panel';
import { LinksPanel } from '../publish/links-panel';
import { useEditor } from '../workspace/editor-context';

export function PublishSection() {
  const b = useBuilder();
  const { widgetId, store, lastHeights } = useEditor();
  return (
    <div class="section-publish">
      {store.snapshot.save.isChanged && <p class="notice">Save your changes first: sites show the saved widget.</p>}
      <EmbedPanel appUrl={b.appUrl} widgetId={widgetId} lastHeights={lastHeights} />
      <LinksPanel />
      <DomainPanel />
    </div>
  );
}
