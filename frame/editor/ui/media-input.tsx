// A media address: typed as a URL, or a small image file read into the widget (no upload endpoint
// exists yet, so files are limited to MAX_INLINE_BYTES and images only).
import { useState } from 'react';

export const MAX_INLINE_BYTES = 300 * 1024;

export function MediaInput(props: { label: string; value: string; onChange(v: string): void }) {
  const [error, setError] = useState('');
  const onFile = (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('Upload images here; for audio and PDF files paste a URL.');
    if (file.size > MAX_INLINE_BYTES) return setError('Images over 300 KB need a URL.');
    setError('');
    const r = new FileReader();
    r.onload = () => props.onChange(String(r.result));
    r.readAsDataURL(file);
  };
  return (
    <div class="field media-field">
      <label>
        <span>{props.label}</span>
        <input type="url" value={props.value.startsWith('data:') ? '' : props.value} placeholder={props.value.startsWith('data:') ? 'Uploaded image' : 'https://'} onInput={(e) => props.onChange(e.currentTarget.value)} />
      </label>
      <label class="btn btn-small upload-btn">
        Upload
        <input type="file" accept="image/*" class="visually-hidden" onChange={onFile} aria-label={`Upload ${props.label}`} />
      </label>
      {error && <p class="field-error" role="alert">{error}</p>}
    </div>
  );
}
