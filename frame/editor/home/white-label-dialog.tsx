// White label: the owner's brand in Tessera's place on their widgets in white-label mode (README, SPEC §2),
// and the token their embed code and preview links carry to turn it on.
import { useEffect, useState } from 'react';
import type { WhiteLabelInfo } from '../../../shared/schemas/white-label';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { deleteWhiteLabel, getWhiteLabel, saveWhiteLabel } from '../api/white-label-api';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog';

export function WhiteLabelDialog(props: { onClose(): void }) {
  const b = useBuilder();
  const [info, setInfo] = useState<WhiteLabelInfo | null>(null);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  // Until the saved brand arrives the boxes are read-only (still focusable, for the dialog's focus): typing
  // first would be overwritten by it.
  const [busy, setBusy] = useState(true);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const show = (w: WhiteLabelInfo) => (setInfo(w), setName(w.brandName), setUrl(w.brandUrl));
  useEffect(
    () =>
      void getWhiteLabel(b.api)
        .then(show, (e) => setStatus({ ok: false, text: errorMessage(e, 'Could not load your brand.') }))
        .finally(() => setBusy(false)),
    [],
  );

  const act = async (run: () => Promise<WhiteLabelInfo>, done: string, failed: string) => {
    setBusy(true);
    setStatus(null);
    try {
      show(await run());
      setStatus({ ok: true, text: done });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e, failed) });
    } finally {
      setBusy(false);
    }
  };
  const attr = info?.token ? `data-white-label="${info.token}"` : '';
  return (
    <Dialog title="White label" onClose={props.onClose}>
      <p class="hint">
        Resell widgets under your own brand: in white-label mode your widgets name your brand, not Tessera, in their “Made with” mark (widgets on Wix, preview pages). The embed code and viewer link the builder gives you turn it on.
      </p>
      <form
        class="white-label-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => saveWhiteLabel(b.api, { brandName: name.trim(), brandUrl: url.trim() }), 'Your brand is saved.', 'Could not save your brand.');
        }}
      >
        <label class="field">
          <span>Brand name</span>
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} maxLength={60} required placeholder="Acme Widgets" readOnly={busy} />
        </label>
        <label class="field">
          <span>Brand site (optional)</span>
          <input type="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} placeholder="https://acme.example" readOnly={busy} />
        </label>
        <div class="row">
          <button type="submit" class="btn btn-primary" disabled={busy || !name.trim()}>
            Save brand
          </button>
          {info?.enabled && (
            <button type="button" class="btn btn-danger" disabled={busy} onClick={() => void act(() => deleteWhiteLabel(b.api), 'White label is off.', 'Could not turn white label off.')}>
              Turn off
            </button>
          )}
        </div>
      </form>
      {status && (
        <p class={status.ok ? 'hint' : 'form-error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      {attr && (
        <div class="notice">
          <p>Your embed code carries this on each placeholder; add it to code you copied before:</p>
          <input id="white-label-attr" class="mono" readOnly value={attr} aria-label="White-label attribute" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={attr} label="Copy attribute" targetId="white-label-attr" />
        </div>
      )}
    </Dialog>
  );
}
