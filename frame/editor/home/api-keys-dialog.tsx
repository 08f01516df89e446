// The owner's API keys, for calling the HTTP API from their own code or an automation service: each
// listed by its name and last four characters, a new one shown once (the server keeps only its hash),
// any revoked after asking.
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-config';
import type { ApiKeyInfo } from '../../../shared/api/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '../api/api-keys-api';
import { useBuilder } from '../api/builder-context';
import { CopyButton } from '../ui/copy-button';
import { ConfirmDialog, Dialog } from '../ui/dialog';

const when = (ms: number) => new Date(ms).toLocaleDateString();

export function ApiKeysDialog(props: { onClose(): void }) {
  const b = useBuilder();
  const [keys, setKeys] = useState<ApiKeyInfo[] | null>(null);
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ id: string; name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const load = () => listApiKeys(b.api).then(setKeys, (e) => setError(errorMessage(e, 'Could not load your API keys.')));
  useEffect(() => void load(), []);

  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const k = await createApiKey(b.api, name.trim());
      setMade({ id: k.id, name: k.name, key: k.key });
      setName('');
      await load();
    } catch (err) {
      setError(errorMessage(err, 'Could not make the key.'));
    } finally {
      setBusy(false);
    }
  };

  if (revoking) {
    return (
      <ConfirmDialog
        title="Revoke this key?"
        message={`Anything using “${revoking.name}” (…${revoking.last4}) stops working at once.`}
        confirmLabel="Revoke"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const k = revoking;
          setRevoking(null);
          if (made?.id === k.id) setMade(null);
          revokeApiKey(b.api, k.id).then(load, (err) => setError(errorMessage(err, 'Could not revoke the key.')));
        }}
      />
    );
  }
  return (
    <Dialog title="API keys" onClose={props.onClose}>
      <p class="hint">A key signs your own code, or an automation service, in to your widgets as you: send it as <code>Authorization: Bearer …</code>.</p>
      {made && (
        <div class="notice" role="status">
          <p>{`Copy the key “${made.name}” now: it is shown only once.`}</p>
          <input id="new-api-key" class="mono" readOnly value={made.key} aria-label="New API key" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={made.key} label="Copy key" targetId="new-api-key" />
        </div>
      )}
      <form class="api-key-form" onSubmit={create}>
        <label class="field">
          <span>Key name</span>
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder="Zapier, my site's backend…" maxLength={200} required />
        </label>
        <button type="submit" class="btn btn-primary" disabled={busy || !name.trim()}>
          Make a key
        </button>
      </form>
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      {keys && (keys.length ? (
        <ul class="api-key-list" aria-label="Your API keys">
          {keys.map((k) => (
            <li key={k.id}>
              <span>
                <strong>{k.name}</strong> <span class="mono">…{k.last4}</span>
                <small>{` Made ${when(k.createdAt)}, ${k.lastUsedAt ? `last used ${when(k.lastUsedAt)}` : 'never used'}`}</small>
              </span>
              <button type="button" class="btn btn-small btn-danger" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No API keys yet.</p>
      ))}
    </Dialog>
  );
}
