// Under a connected Zapier or Make: each Zap or scenario that subscribed to the widget's submissions, by
// the host its hook is on, with its last failure; Remove stops sending to it after asking (the Zap
// itself is turned off in Zapier).
import { useEffect, useState } from 'react';
import { HOOK_NOUNS, type HookInfo, type HookKind } from '../../../shared/api/hooks';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { listHooks, removeHook } from '../api/hooks-api';
import { ConfirmDialog } from '../ui/dialog';

const when = (ms: number) => new Date(ms).toLocaleString();

export function HookList(props: { widgetId: string; kind: HookKind; label: string }) {
  const b = useBuilder();
  const [hooks, setHooks] = useState<HookInfo[] | null>(null);
  const [removing, setRemoving] = useState<HookInfo | null>(null);
  const [error, setError] = useState('');
  const noun = HOOK_NOUNS[props.kind];
  const load = () =>
    listHooks(b.api, props.widgetId).then(
      (all) => setHooks(all.filter((h) => h.type === props.kind)),
      (e) => setError(errorMessage(e, `Could not load the ${noun}s.`)),
    );
  useEffect(() => void load(), [props.widgetId]);

  if (error) return <small class="int-delivery int-delivery-failed" role="status">{error}</small>;
  if (!hooks) return null;
  return (
    <>
      {hooks.length === 0 ? (
        <small class="int-delivery">No {noun} uses this widget yet.</small>
      ) : (
        <ul class="hook-list" aria-label={`${props.label} ${noun}s`}>
          {hooks.map((h) => (
            <li key={h.id} data-hook={h.id}>
              <small class="int-delivery">
                A {noun} at {h.host}, since {when(h.createdAt)}
                {h.lastError && (h.lastErrorAt ?? 0) > (h.lastSentAt ?? 0) ? <span class="int-delivery-failed">: last failed ({when(h.lastErrorAt!)}): {h.lastError}</span> : h.lastSentAt ? `; last sent ${when(h.lastSentAt)}` : ''}
              </small>
              <button type="button" class="btn btn-small" onClick={() => setRemoving(h)} aria-label={`Remove the ${noun} at ${h.host}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={`Stop sending to this ${noun}?`}
          message={`Submissions stop going to the ${noun} at ${removing.host}. Turn it off in ${props.label} too, or it adds its hook again when it is next turned on.`}
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
