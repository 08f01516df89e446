// Transient messages (the SPEC §4 PayPal error toast lasts ERROR_TOAST_MS). Announced to screen readers.
import { createContext } from 'preact';
import type { ComponentChildren } from 'preact';
import { useCallback, useContext, useRef, useState } from 'react';
import { ERROR_TOAST_MS } from '../../../shared/constants';

export interface Toast {
  id: number;
  kind: 'error' | 'info';
  text: string;
}

type Show = (text: string, kind?: Toast['kind'], ms?: number) => void;
const ToastContext = createContext<Show>(() => {});

export function useToast(): Show {
  return useContext(ToastContext);
}

export function ToastProvider(props: { children: ComponentChildren }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback<Show>((text, kind = 'info', ms = ERROR_TOAST_MS) => {
    const id = next.current++;
    setToasts((t) => [...t, { id, kind, text }]);
    setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), ms);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {props.children}
      <div class="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} class={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : undefined}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
