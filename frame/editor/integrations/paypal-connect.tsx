// PayPal v2: the connect button and the SPEC §4 flow (paypal-v2-flow.ts over shared/state/paypal-connect.ts).
import { useEffect, useRef, useState } from 'react';
import { useBuilder } from '../api/builder-context';
import { useToast } from '../ui/toast';
import { PaypalV2Flow, type PaypalPhase } from './paypal-v2-flow';

const LABEL: Record<PaypalPhase, string> = {
  idle: 'Connect PayPal',
  loading: 'Connecting...',
  popup: 'Finish in the PayPal window...',
  polling: 'Checking your PayPal account...',
  connected: 'PayPal connected',
};

export function PaypalConnect(p: { widgetId: string; connected: boolean; onConnected(): void }) {
  const b = useBuilder();
  const toast = useToast();
  const [phase, setPhase] = useState<PaypalPhase>(p.connected ? 'connected' : 'idle');
  const flow = useRef<PaypalV2Flow | null>(null);

  useEffect(() => {
    flow.current = new PaypalV2Flow({
      api: b.api,
      widgetId: p.widgetId,
      platform: 'website',
      pageQuery: Object.fromEntries(new URLSearchParams(location.search)),
      openPopup: (url, features) => window.open(url, 'tessera-paypal', features),
      onPhase: (ph) => {
        setPhase(ph);
        if (ph === 'connected') p.onConnected();
      },
      onError: (m) => toast(m, 'error'),
    });
    const onMsg = (e: MessageEvent) => {
      if (e.origin === location.origin) flow.current?.onMessage(e.data);
    };
    addEventListener('message', onMsg);
    return () => {
      removeEventListener('message', onMsg);
      flow.current?.stop();
    };
  }, []);

  return (
    <div class="paypal">
      <p>Connect your PayPal business account to take payments. A PayPal window opens for you to sign in.</p>
      <button type="button" class="btn btn-primary btn-paypal" aria-busy={phase === 'loading' || phase === 'polling'} disabled={phase !== 'idle'} onClick={() => flow.current?.start()}>
        {LABEL[phase]}
      </button>
    </div>
  );
}
