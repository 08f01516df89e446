// Under a connected Zapier or Make: each Zap or scenario that takes the widget's submissions, by the host
// its hook is on, with its last failure. The owner adds one by pasting the address of the service's
// generic webhook trigger (no app needed), or a Zap subscribes itself with an API key; Remove stops
// sending to it after asking.
import { useEffect, useState } from 'react';
import { HOOK_NOUNS, HOOK_URL_LABELS, type HookInfo, type HookKind } from '../../../shared/api/hooks';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { addHook, listHooks, removeHook } from '../api/hooks-api';
import { ConfirmDialog } from '../ui/dialog';
import { FormError } from '../ui/fields';

const when = (ms: number) => new Date(ms).toLocaleString();

export function HookList(props: { widgetId: string; kind: HookKind; label: string }) {
  const b = useBuilder();
  const [hooks, setHooks] = useState<HookInfo[] | null>(null);
  const [removing, setRemoving] = useState<HookInfo | null>(null);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const noun = HOOK_NOUNS[props.kind];
  const field = HOOK_URL_LABELS[props.kind];
  const load = () =>
    listHooks(b.api, props.widgetId, props.kind).then(
      setHooks,
      (e) => setError(errorMessage(e, `Could not load the ${noun}s.`)),
    );
  useEffect(() => void load(), [props.widgetId]);

  const add = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await addHook(b.api, props.widgetId, props.kind, url.trim());
      setUrl('');
      await load();
    } catch (err) {
      setError(errorMessage(err, `Could not add the ${noun}.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {hooks && hooks.length === 0 && <small class="int-delivery">No {noun} uses this widget yet.</small>}
      {hooks && hooks.length > 0 && (
        <ul class="hook-list" aria-label={`${props.label} ${noun}s`}>
          {hooks.map((h) => (
            <li key={h.id} data-hook={h.id}>
              <small class="int-delivery">
                A {noun} at {h.host}, since {new Date(h.createdAt).toLocaleDateString()}
                {h.lastError && (h.lastErrorAt ?? 0) > (h.lastSentAt ?? 0) ? <span class="int-delivery-failed">: last failed ({when(h.lastErrorAt!)}): {h.lastError}</span> : h.lastSentAt ? `; last sent ${when(h.lastSentAt)}` : ''}
              </small>
              <button type="button" class="btn btn-small" onClick={() => setRemoving(h)} aria-label={`Remove the ${noun} at ${h.host}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="hook-add" onSubmit={add}>
        <label class="field">
          <span>{field.label}</span>
          <input type="url" value={url} placeholder={field.placeholder} onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        <button type="submit" class="btn btn-small" disabled={busy || !url.trim()}>
          Add {noun}
        </button>
      </form>
      <FormError error={error} />
      {removing && (
        <ConfirmDialog
          title={`Stop sending to this ${noun}?`}
          message={`Submissions stop going to the ${noun} at ${removing.host}. A ${noun} that subscribed itself with an API key adds its hook again when it is next turned on: turn it off in ${props.label} too.`}
          confirmLabel="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const h = removing;
            setRemoving(null);
            removeHook(b.api, h.id).then(load, (e) => setError(errorMessage(e, `Could not remove the ${noun}.`)));
          }}
        />
      )}
    </>
  );
}
