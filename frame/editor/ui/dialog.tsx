// A modal dialog: labelled, Escape closes, focus moves in on open and back where it was on close.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'react';

export function Dialog(props: { title: string; onClose(): void; children: ComponentChildren; wide?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.dialog-close)');
    (first ?? ref.current)?.focus();
    return () => before?.focus?.();
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      props.onClose();
    }
  };
  return (
    <div class="overlay" onMouseDown={(e) => e.target === e.currentTarget && props.onClose()}>
      <div
        ref={ref}
        class={props.wide ? 'dialog dialog-wide' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        tabIndex={-1}
        onKeyDown={onKey}
      >
        <header class="dialog-head">
          <h2>{props.title}</h2>
          <button type="button" class="icon-btn dialog-close" aria-label="Close" onClick={props.onClose}>
            ×
          </button>
        </header>
        {props.children}
      </div>
    </div>
  );
}

/** Cancel and the dialog's action, named on its button: a submit button unless `onConfirm` is given. */
export function DialogActions(props: { label: string; onCancel(): void; onConfirm?: () => void; danger?: boolean }) {
  return (
    <div class="dialog-actions">
      <button type="button" class="btn" onClick={props.onCancel}>
        Cancel
      </button>
      <button
        type={props.onConfirm ? 'button' : 'submit'}
        class={props.danger ? 'btn btn-danger' : 'btn btn-primary'}
        onClick={props.onConfirm}
      >
        {props.label}
      </button>
    </div>
  );
}

/** "Are you sure?" with the destructive action named on its button. */
export function ConfirmDialog(props: { title: string; message: string; confirmLabel: string; onConfirm(): void; onCancel(): void }) {
  return (
    <Dialog title={props.title} onClose={props.onCancel}>
      <p>{props.message}</p>
      <DialogActions label={props.confirmLabel} onCancel={props.onCancel} onConfirm={props.onConfirm} danger />
    </Dialog>
  );
}
