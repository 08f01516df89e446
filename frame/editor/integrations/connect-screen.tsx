// The connect screen of one integration kind, rendered from the catalogue (SPEC §3 fields, §5 rules):
// typed credentials with field-level errors from the shared validation, the google-drive message,
// OAuth kinds through a popup, PayPal v2 through its sign-up flow, and an analytics tag's events.
import { useEffect, useState } from 'react';
import { integrationDefaults, integrationUse, isAnalyticsIntegration, isMailingList, MAILING_LIST_CONSENT, validateIntegration, type IntegrationKind } from '../../../shared/integrations';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { createIntegration, updateIntegration, type IntegrationRecord } from '../api/integrations-api';
import { listInstances, type WidgetSummary } from '../api/widgets-api';
import { FieldControl } from './field-control';
import { readEvents, savedEvents, TrackedEventsField, type EditedEvent } from './tracked-events-field';
import { OAuthConnect } from './oauth-connect';
import { PaypalConnect } from './paypal-connect';
import { FormError } from '../ui/fields';

export interface ConnectScreenProps {
  kind: IntegrationKind;
  widgetId: string;
  /** The widget's type: what the kind does for it is said first. */
  widgetType: string;
  existing?: IntegrationRecord;
  onSaved(r: IntegrationRecord | null): void;
}

export function ConnectScreen(p: ConnectScreenProps) {
  const { kind } = p;
  return (
    <section class="connect" aria-labelledby="connect-title">
      <h3 id="connect-title">{p.existing ? `${kind.label} settings` : `Connect ${kind.label}`}</h3>
      <ConnectUse kind={kind} widgetType={p.widgetType} />
      {kind.disabled ? (
        <p class="notice" role="note">
          {kind.disabled.message}
        </p>
      ) : kind.auth === 'popup-signup' ? (
        <PaypalConnect widgetId={p.widgetId} connected={!!p.existing?.isActive} onConnected={() => p.onSaved(null)} />
      ) : (
        <>
          {kind.auth === 'oauth' && <OAuthConnect kind={kind} widgetId={p.widgetId} connected={!!p.existing?.isActive} onDone={() => p.onSaved(null)} />}
          {(kind.fields.length > 0 || kind.personalToken || !kind.auth) && <CredentialsForm {...p} />}
        </>
      )}
    </section>
  );
}

function CredentialsForm(p: ConnectScreenProps) {
  const b = useBuilder();
  const { kind, existing } = p;
  const fields = kind.personalToken ? [...kind.fields, kind.personalToken] : kind.fields;
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...integrationDefaults(kind.key), ...(existing?.values ?? {}) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [widgets, setWidgets] = useState<WidgetSummary[]>([]);
  const widgetType = fields.find((f) => f.input === 'widget')?.widgetType;
  const analytics = isAnalyticsIntegration(kind.key);
  const [events, setEvents] = useState<EditedEvent[]>(() => readEvents(existing?.rawData?.events));
  const [eventErrors, setEventErrors] = useState<Record<number, string>>({});

  useEffect(() => {
    if (widgetType) listInstances(b.api, { page: 1, limit: 100, pluginType: widgetType }).then((r) => setWidgets(r.items), () => undefined);
  }, [widgetType]);

  const onChange = (name: string, v: unknown) => {
    setValues((x) => ({ ...x, [name]: v }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: '' }));
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    // Empty secret inputs keep the saved secret, so validate them as present and leave them out.
    const body: Record<string, unknown> = {};
    const check: Record<string, unknown> = {};
    for (const f of fields) {
      const v = values[f.name];
      const keep = f.secret && existing?.secrets?.[f.name]?.isSet && (v === undefined || v === '');
      if (keep) check[f.name] = 'saved';
      else if (v !== undefined && !(v === '' && !f.required)) (body[f.name] = v), (check[f.name] = v);
    }
    // airtable: the personal token is optional; only validate it when given.
    if (kind.personalToken && !check[kind.personalToken.name]) delete check[kind.personalToken.name];
    const found = validateIntegration(kind.key, check);
    const byField: Record<string, string> = {};
    for (const x of found) byField[x.field] = x.message;
    setErrors(byField);
    setFormError(byField[''] ?? '');
    if (found.length) {
      document.getElementById(`int-${found[0]!.field}`)?.focus();
      return;
    }
    if (analytics) {
      const saved = savedEvents(events);
      setEventErrors(saved.errors);
      if (Object.keys(saved.errors).length) return;
      body.rawData = { events: saved.events };
    }
    setBusy(true);
    try {
      const saved = existing ? await updateIntegration(b.api, p.widgetId, existing.id, body) : await createIntegration(b.api, p.widgetId, kind.key, body);
      p.onSaved(saved);
    } catch (err) {
      setFormError(errorMessage(err, 'Could not save the integration.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="connect-form" onSubmit={submit} noValidate>
      {kind.personalToken && <p class="hint">Or connect with a personal access token:</p>}
      {fields.map((f) => (
        <FieldControl key={f.name} field={f} values={values} onChange={onChange} error={errors[f.name]} stored={existing?.secrets?.[f.name]} widgets={widgets} />
      ))}
      {analytics && <TrackedEventsField service={kind.label} events={events} onChange={(e) => (setEvents(e), setEventErrors({}))} errors={eventErrors} />}
      <FormError error={formError} />
      <button type="submit" class="btn btn-primary" disabled={busy}>
        {busy ? 'Saving...' : existing ? 'Save' : 'Connect'}
      </button>
    </form>
  );
}

/** What connecting does for this widget, or that nothing in it uses the kind (yet). */
function ConnectUse({ kind, widgetType }: { kind: IntegrationKind; widgetType: string }) {
  if (kind.disabled) return null;
  const use = integrationUse(kind.key, widgetType);
  return (
    <p class={use ? 'hint connect-does' : 'hint connect-unused'}>
      {use ? `${use}${isMailingList(kind.key) ? ` ${MAILING_LIST_CONSENT}` : ''}` : `Nothing in this widget uses ${kind.label} yet: its settings are kept, but change nothing for visitors.`}
    </p>
  );
}
