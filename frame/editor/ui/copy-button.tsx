// Copies text to the clipboard and says so; falls back to selecting the text when the clipboard API is
// refused (insecure origin, denied permission).
import { useState } from 'react';

export function CopyButton(props: { text: string; label: string; targetId?: string }) {
  const [done, setDone] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      setDone('Copied');
    } catch {
      const el = props.targetId ? (document.getElementById(props.targetId) as HTMLTextAreaElement | null) : null;
      el?.select();
      setDone(el ? 'Press Ctrl+C to copy' : 'Copy failed');
    }
    setTimeout(() => setDone(''), 2000);
  };
  return (
    <button type="button" class="btn btn-small" onClick={copy} aria-live="polite">
      {done || props.label}
    </button>
  );
}
