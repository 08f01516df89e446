// The shareable viewer link, slug editing and one-time preview links (SPEC §7 slugs; `/t/{tempSlug}`).
import { useState } from 'react';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { createOneTimeSlug, deleteOneTimeSlug, updateSlug, type OneTimeSlug } from '../api/publish-api';
import { useEditor } from '../workspace/editor-context';
import { CopyButton } from '../ui/copy-button';
import { Group } from '../ui/fields';

/** `whiteLabel`: the owner's white-label token; the viewer link carries it (README "White label"). */
export function LinksPanel(props: { whiteLabel?: string | null }) {
  const b = useBuilder();
  const { widgetId, slug: initialSlug } = useEditor();
  const [slug, setSlug] = useState(initialSlug ?? '');
  const [savedSlug, setSavedSlug] = useState(initialSlug ?? '');
  const [slugMsg, setSlugMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [links, setLinks] = useState<OneTimeSlug[]>([]);
  const [linkErr, setLinkErr] = useState('');
  const viewer = `${b.appUrl}/viewer/${encodeURIComponent(widgetId)}${props.whiteLabel ? `?wlToken=${encodeURIComponent(props.whiteLabel)}` : ''}`;

  return (
    <Group title="Share">
      <p>
        Viewer link:{' '}
        <a href={viewer} target="_blank" rel="noopener">
          {viewer}
        </a>
      </p>
      <CopyButton text={viewer} label="Copy link" />
      <form
        class="row"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const s = await updateSlug(b.api, widgetId, slug.trim());
            setSavedSlug(s);
            setSlug(s);
            setSlugMsg({ ok: true, text: 'Slug saved.' });
          } catch (err) {
            setSlugMsg({ ok: false, text: errorMessage(err, 'Could not save the slug.') });
          }
        }}
      >
        <label class="field">
          <span>Slug</span>
          <input value={slug} pattern="[a-z0-9][a-z0-9-]*" placeholder="my-widget" aria-invalid={slugMsg?.ok === false} onInput={(e) => setSlug(e.currentTarget.value.toLowerCase())} />
        </label>
        <button type="submit" class="btn btn-small" disabled={!slug.trim() || slug === savedSlug}>
          Save slug
        </button>
      </form>
      {slugMsg && <p class={slugMsg.ok ? 'hint' : 'field-error'} role={slugMsg.ok ? 'status' : 'alert'}>{slugMsg.text}</p>}
      <h4>One-time preview links</h4>
      <p class="hint">A link that works once: send it to someone to review the widget before you publish.</p>
      <button
        type="button"
        class="btn btn-small"
        onClick={async () => {
          try {
            const l = await createOneTimeSlug(b.api, widgetId);
            setLinks((x) => [...x, l]);
            setLinkErr('');
          } catch (err) {
            setLinkErr(errorMessage(err, 'Could not create a link.'));
          }
        }}
      >
        Create one-time link
      </button>
      {linkErr && <p class="field-error" role="alert">{linkErr}</p>}
      <ul class="one-time-links">
        {links.map((l) => {
          const url = `${b.appUrl}/t/${encodeURIComponent(l.slug)}`;
          return (
            <li key={l.slug}>
              <code>{url}</code>
              <CopyButton text={url} label="Copy" />
              <button type="button" class="btn btn-small btn-danger" onClick={() => deleteOneTimeSlug(b.api, widgetId, l.slug).then(() => setLinks((x) => x.filter((y) => y.slug !== l.slug)), () => setLinkErr('Could not delete the link.'))}>
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}
