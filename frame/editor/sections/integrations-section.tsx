// Integrations: what this widget has connected, the kinds this widget type puts to use, then the rest of
// the catalogue grouped as SPEC §1 lists. Picking a kind opens its connect screen in the drawer.
import { useEffect, useState } from 'react';
import { getIntegrationKind, hasConnectionCheck, INTEGRATION_GROUPS, INTEGRATION_KINDS, integrationUse, kindLabel, type IntegrationKind } from '../../../shared/integrations';
import { isPaymentKind } from '../../../shared/payments/payment-kinds';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { checkIntegration, deleteIntegration, listIntegrations, type IntegrationRecord } from '../api/integrations-api';
import { ConnectScreen } from '../integrations/connect-screen';
import { HookList } from '../integrations/hook-list';
import { isHookKind } from '../../../shared/api/hooks';
import { useEditor } from '../workspace/editor-context';
import { ConfirmDialog } from '../ui/dialog';
import { useToast } from '../ui/toast';
import { FormError } from '../ui/fields';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function IntegrationsSection() {
  const b = useBuilder();
  const toast = useToast();
  const { widgetId, type, integrationsChanged } = useEditor();
  const [list, setList] = useState<IntegrationRecord[] | null>(null);
  const [open, setOpen] = useState<{ kind: IntegrationKind; existing?: IntegrationRecord } | null>(null);
  const [removing, setRemoving] = useState<IntegrationRecord | null>(null);
  // The last connection check per integration: checking, or what the service answered.
  const [checks, setChecks] = useState<Record<string, { connected?: boolean; message: string }>>({});
  const runCheck = (r: IntegrationRecord) => {
    setChecks((c) => ({ ...c, [r.id]: { message: 'Checking…' } }));
    checkIntegration(b.api, widgetId, r.id).then(
      (res) => setChecks((c) => ({ ...c, [r.id]: res })),
      (e) => setChecks((c) => ({ ...c, [r.id]: { connected: false, message: errorMessage(e, 'Could not check the connection.') } })),
    );
  };
  const [error, setError] = useState('');

  const changed = () => (integrationsChanged?.(), load());
  const load = () =>
    listIntegrations(b.api, widgetId, type).then(
      (l) => (setList(l), setError('')),
      (e) => setError(errorMessage(e, 'Could not load integrations.')),
    );
  useEffect(() => void load(), [widgetId]);

  if (open) {
    return (
      <div>
        <button type="button" class="btn btn-small" onClick={() => setOpen(null)}>
          ← All integrations
        </button>
        <ConnectScreen
          key={open.kind.key}
          kind={open.kind}
          widgetId={widgetId}
          widgetType={type}
          existing={open.existing}
          onSaved={() => {
            toast(`${open.kind.label} saved.`);
            setOpen(null);
            changed();
          }}
        />
      </div>
    );
  }

  const connected = list ?? [];
  // What this widget type puts to use first (integrationUse); every other kind after, by group.
  const byGroup = (a: IntegrationKind, b: IntegrationKind) => INTEGRATION_GROUPS.indexOf(a.group) - INTEGRATION_GROUPS.indexOf(b.group);
  const suggested = INTEGRATION_KINDS.filter((k) => integrationUse(k.key, type)).sort(byGroup);
  const others = INTEGRATION_KINDS.filter((k) => !integrationUse(k.key, type));
  const tile = (k: IntegrationKind) => (
    <li key={k.key}>
      <button type="button" class="int-tile" data-kind={k.key} onClick={() => setOpen({ kind: k, existing: connected.find((r) => r.type === k.key) })}>
        {k.label}
        {k.disabled && <small> (unavailable)</small>}
        {connected.some((r) => r.type === k.key) && <small> (connected)</small>}
      </button>
    </li>
  );
  return (
    <div class="section-integrations">
      <FormError error={error} />
      {connected.length > 0 && (
        <section aria-labelledby="int-connected">
          <h3 id="int-connected">Connected</h3>
          <ul class="int-list">
            {connected.map((r) => {
              const kind = getIntegrationKind(r.type);
              const label = kind?.label ?? r.type;
              return (
                <li key={r.id} class="int-row" data-integration={r.type}>
                  <div>
                    {label}
                    {channelOf(r) && <small class="int-delivery">Posts to {channelOf(r)}</small>}
                    {!integrationUse(r.type, type) && <small class="int-delivery">Not used by this widget</small>}
                    <DeliveryStatus delivery={r.delivery} payment={isPaymentKind(r.type)} />
                    {checks[r.id] && (
                      <small class={checks[r.id]!.connected === false ? 'int-delivery int-delivery-failed' : 'int-delivery'} role="status">
                        {checks[r.id]!.message}
                      </small>
                    )}
                  </div>
                  <span class={r.isActive ? 'badge badge-ok' : 'badge'}>{r.isActive ? 'Active' : 'Pending'}</span>
                  {hasConnectionCheck(r.type) && (
                    <button type="button" class="btn btn-small" onClick={() => runCheck(r)} aria-label={`Check ${label}`} disabled={checks[r.id]?.message === 'Checking…'}>
                      Check
                    </button>
                  )}
                  {kind && (
                    <button type="button" class="btn btn-small" onClick={() => setOpen({ kind, existing: r })} aria-label={`Edit ${label}`}>
                      Edit
                    </button>
                  )}
                  <button type="button" class="btn btn-small btn-danger" onClick={() => setRemoving(r)} aria-label={`Disconnect ${label}`}>
                    Disconnect
                  </button>
                  {isHookKind(r.type) && (
                    <div class="int-hooks">
                      <HookList widgetId={widgetId} kind={r.type} label={label} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {suggested.length > 0 && (
        <section aria-labelledby="int-suggested">
          <h3 id="int-suggested">For this widget</h3>
          <ul class="int-grid">{suggested.map(tile)}</ul>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="int-others" class="int-others">
          <h3 id="int-others">{suggested.length ? 'Other integrations' : 'Integrations'}</h3>
          <p class="hint">Nothing in this widget uses these yet; you can connect them for when it does.</p>
          {INTEGRATION_GROUPS.map((g) => {
            const kinds = others.filter((k) => k.group === g);
            if (!kinds.length) return null;
            return (
              <section key={g} aria-labelledby={`int-group-${g}`}>
                <h4 id={`int-group-${g}`}>{cap(g)}</h4>
                <ul class="int-grid">{kinds.map(tile)}</ul>
              </section>
            );
          })}
        </section>
      )}
      {removing && (
        <ConfirmDialog
          title="Disconnect integration"
          message={`Disconnect ${kindLabel(removing.type)}? Saved credentials are deleted.`}
          confirmLabel="Disconnect"
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            const r = removing;
            setRemoving(null);
            await deleteIntegration(b.api, widgetId, r.id).then(changed, (e) => toast(errorMessage(e), 'error'));
          }}
        />
      )}
    </div>
  );
}

/** The channel a Slack or Discord sign-in picked (its grant facts, values.oauth). */
const channelOf = (r: IntegrationRecord) => (r.values.oauth as { channel?: string | null } | undefined)?.channel;

/** Whether the last submission reached the service, or for a payment service whether the last payment
 *  went through: a failure (until a later success) says why. */
function DeliveryStatus({ delivery: d, payment }: { delivery: IntegrationRecord['delivery']; payment: boolean }) {
  if (d?.lastError && (d.lastErrorAt ?? 0) > (d.lastSentAt ?? 0)) {
    return (
      <small class="int-delivery int-delivery-failed" role="status">
        {payment ? 'Last payment failed' : 'Last submission failed'} ({new Date(d.lastErrorAt!).toLocaleString()}): {d.lastError}
      </small>
    );
  }
  return d?.lastSentAt ? <small class="int-delivery">{payment ? 'Last payment received on' : 'Last passed on'} {new Date(d.lastSentAt).toLocaleString()}</small> : null;
}
