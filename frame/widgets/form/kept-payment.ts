// A payment the visitor has yet to make, kept in the per-widget store (the host page's sessionStorage)
// so that reloading the page, or coming back to it in the same tab, shows the payment step again rather
// than an empty form whose answers are already stored and waiting for that payment.
import type { WidgetContext } from '../types';
import type { PendingPayment } from './submit-form';

const KEY = 'form.payment';

export type KeptPayment = { id: string; payment: PendingPayment };

export function keptPayment(store: WidgetContext['store']): KeptPayment | null {
  const v = store.get<Partial<KeptPayment>>(KEY);
  const p = v?.payment;
  const ok = typeof v?.id === 'string' && !!p && typeof p.url === 'string' && typeof p.provider === 'string' && typeof p.amount === 'number' && typeof p.currency === 'string';
  return ok ? (v as KeptPayment) : null;
}

export function keepPayment(store: WidgetContext['store'], p: KeptPayment | null): void {
  store.set(KEY, p ?? undefined);
}
