// A media address: typed as a URL, or a file uploaded to POST /api/v1/uploads (images, audio, PDF, fonts),
// whose public URL then becomes the value. The server decides what a file is; its messages are shown.
import { useContext, useEffect, useRef, useState } from 'react';
import { BuilderContext } from '../api/builder-context';
import { defaultApiConfig } from '../api/api-config';
import { uploadFile } from './upload-file';

/** What the file picker offers for a field, guessed from its label (the server checks anyway). */
export function acceptFor(label: string): string {
  if (/font/i.test(label)) return 'font/woff2,font/woff,font/ttf,font/otf,.woff2,.woff,.ttf,.otf';
  if (/audio|song|sound|track/i.test(label)) return 'audio/*,.mp3,.wav,.ogg,.m4a,.aac';
  if (/video|film|clip/i.test(label)) return 'video/mp4,video/webm,video/quicktime,.mp4,.m4v,.webm,.mov';
  if (/pdf|document/i.test(label)) return 'application/pdf,.pdf';
  if (/image|picture|cover|thumbnail|poster|avatar|logo|photo/i.test(label)) return 'image/*';
  return 'image/*,audio/*,application/pdf,.m4a,.aac';
}

export function MediaInput(props: { label: string; value: string; onChange(v: string): void }) {
  const api = useContext(BuilderContext)?.api ?? defaultApiConfig();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<{ name: string; progress: number | null } | null>(null);
  const [done, setDone] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    abort.current?.abort();
    const ctrl = (abort.current = new AbortController());
    setError('');
    setDone('');
    setBusy({ name: file.name, progress: null });
    try {
      const up = await uploadFile(api, file, { signal: ctrl.signal, onProgress: (p) => setBusy({ name: file.name, progress: p }) });
      if (ctrl.signal.aborted) return;
      props.onChange(up.url);
      setDone(`Uploaded ${up.name}.`);
    } catch (err) {
      if (ctrl.signal.aborted) return;
      setError((err as Error).message);
    } finally {
      if (!ctrl.signal.aborted) setBusy(null);
    }
  };

  const inline = props.value.startsWith('data:');
  return (
    <div class="field media-field" aria-busy={busy ? 'true' : 'false'}>
      <label>
        <span>{props.label}</span>
        <input
          type="url"
          value={inline ? '' : props.value}
          placeholder={inline ? 'Uploaded image' : 'https://'}
          onInput={(e) => (setDone(''), props.onChange(e.currentTarget.value))}
        />
      </label>
      <label class={busy ? 'btn btn-small upload-btn is-busy' : 'btn btn-small upload-btn'}>
        {busy ? 'Uploading…' : 'Upload'}
        <input type="file" accept={acceptFor(props.label)} class="visually-hidden" disabled={!!busy} onChange={onFile} aria-label={`Upload ${props.label}`} />
      </label>
      {busy && (
        <progress class="upload-progress" max={1} value={busy.progress ?? undefined} aria-label={`Uploading ${busy.name}`} />
      )}
      {error && (
        <p class="field-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p class="hint" role="status">
          {done}
        </p>
      )}
    </div>
  );
}
