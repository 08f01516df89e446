// A news feed fed by a source: whose posts visitors see, or why they see none. The owner's posts below
// are the feed's only while no source is connected (server/integrations/feed-posts.ts).
import { kindLabel } from '../../../shared/integrations';
import { useEditor } from '../workspace/editor-context';

export function FeedSourceNote() {
  const { feedSource: source } = useEditor();
  if (!source) return null;
  const label = source.from ? kindLabel(source.from) : 'source';
  return source.error ? (
    <p class="notice" role="alert">{`Your ${label} source could not be read: ${source.error.replace(/\.?$/, '.')} Visitors see no post until it is fixed.`}</p>
  ) : (
    <p class="notice" role="note">{`Visitors see the latest posts of your ${label} source (Integrations), ${source.posts.length} now, as the preview shows. The posts below show only while no source is connected.`}</p>
  );
}
