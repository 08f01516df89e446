// OAuth kinds: a popup to the provider (through our server, which knows the provider's configurable
// base URL) that ends with a CN_INTEGRATION_AUTH_DONE message from our own origin.
import { useEffect, useRef, useState } from 'react';
import type { IntegrationKind } from '../../../shared/integrations';
import { isIntegrationAuthDone } from '../../../shared/rules/values';
import { useBuilder } from '../api/builder-context';
import { oauthStartUrl } from '../api/integrations-api';
import { FormError } from '../ui/fields';

export function OAuthConnect(p: { kind: IntegrationKind; widgetId: string; connected: boolean; onDone(): void }) {
  const b = useBuilder();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState('');
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    const onMsg = (e: MessageEvent) => {
      if (e.origin !== location.origin || !isIntegrationAuthDone(e.data)) return;
      // The callback page says which kind it was and, on failure, why (server/oauth/callback-page.ts).
      const msg = e.data as { kind?: string; error?: { message?: string } };
      if (typeof msg === 'object' && msg.kind && msg.kind !== p.kind.key) return;
      popup.current?.close();
      setWaiting(false);
      if (typeof msg === 'object' && msg.error) setError(msg.error.message || `Could not connect ${p.kind.label}.`);
      else p.onDone();
    };
    addEventListener('message', onMsg);
    return () => removeEventListener('message', onMsg);
  }, []);

  const start = () => {
    setError('');
    popup.current = window.open(oauthStartUrl(b.appUrl, p.widgetId, p.kind.key), `tessera-oauth-${p.kind.key}`, 'popup=yes,width=600,height=700');
    if (!popup.current) return setError('The sign-in window was blocked. Allow popups for this site and try again.');
    setWaiting(true);
  };

  return (
    <div class="oauth">
      <p>{p.connected ? `${p.kind.label} is connected.` : `Sign in to ${p.kind.label} to let this widget use your account.`}</p>
      <button type="button" class="btn btn-primary" onClick={start} disabled={waiting}>
        {waiting ? 'Waiting for the sign-in window...' : p.connected ? `Reconnect ${p.kind.label}` : `Connect with ${p.kind.label}`}
      </button>
      <FormError error={error} />
    </div>
  );
}
