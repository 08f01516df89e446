// Custom domain: enter it, add the TXT record shown, then verify (SPEC §7 custom-domain calls).
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { deleteCustomDomain, getCustomDomain, setCustomDomain, verifyCustomDomain, type CustomDomain } from '../api/publish-api';
import { useEditor } from '../workspace/editor-context';
import { CopyButton } from '../ui/copy-button';
import { Group } from '../ui/fields';

export function DomainPanel() {
  const b = useBuilder();
  const { widgetId } = useEditor();
  const [current, setCurrent] = useState<CustomDomain | null>(null);
  const [domain, setDomain] = useState('');
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getCustomDomain(b.api, widgetId).then(setCurrent, () => undefined);
  }, [widgetId]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setMsg(null);
    try {
      await fn();
    } catch (e) {
      setMsg({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group title="Custom domain">
      {!current ? (
        <form class="row" onSubmit={(e) => (e.preventDefault(), run(async () => setCurrent(await setCustomDomain(b.api, widgetId, domain.trim()))))}>
          <label class="field">
            <span>Domain</span>
            <input value={domain} placeholder="widgets.example.com" onInput={(e) => setDomain(e.currentTarget.value)} />
          </label>
          <button class="btn btn-small" type="submit" disabled={busy || !domain.trim()}>
            Add domain
          </button>
        </form>
      ) : (
        <div>
          <p>
            <strong>{current.domain}</strong> <span class={current.verified ? 'badge badge-ok' : 'badge'}>{current.verified ? 'Verified' : 'Not verified yet'}</span>
          </p>
          {!current.verified && current.txtRecord && (
            <div class="txt-record">
              <p>Add this TXT record at your DNS provider, then press Verify:</p>
              <dl>
                <dt>Type</dt>
                <dd>TXT</dd>
                <dt>Name</dt>
                <dd>
                  <code>{current.txtRecord.name}</code>
                </dd>
                <dt>Value</dt>
                <dd>
                  <code>{current.txtRecord.value}</code> <CopyButton text={current.txtRecord.value} label="Copy value" />
                </dd>
              </dl>
            </div>
          )}
          {!current.verified && (
            <button
              type="button"
              class="btn btn-small btn-primary"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  const r = await verifyCustomDomain(b.api, widgetId, current.domain);
                  const next = r ?? current;
                  setCurrent(next);
                  setMsg(next.verified ? { ok: true, text: 'Domain verified.' } : { ok: false, text: 'The TXT record was not found yet. DNS changes can take a while; try again later.' });
                })
              }
            >
              Verify
            </button>
          )}
          <button type="button" class="btn btn-small btn-danger" disabled={busy} onClick={() => run(async () => (await deleteCustomDomain(b.api, widgetId, current.domain), setCurrent(null)))}>
            Remove domain
          </button>
        </div>
      )}
      {msg && <p class={msg.ok ? 'hint' : 'field-error'} role={msg.ok ? 'status' : 'alert'}>{msg.text}</p>}
    </Group>
  );
}
