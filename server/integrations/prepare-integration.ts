// Turns a create/update body into what is stored: validated with the shared catalogue, secrets sealed
// with AES-256-GCM, secrets kept across a PUT that omits them (or sends the placeholder) and dropped
// when the host/URL they belong to changes. Throws HttpError 400 before anything is written.
import * as z from 'zod';
import { TrackedEventSchema } from '../../shared/schemas/integration';
import { getIntegrationKind, integrationDefaults, PRODUCT_FORM_KEY, validateIntegration, type IntegrationKind } from '../../shared/integrations';
import { ERROR_CODES } from '../../shared/rules/errors';
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { decryptSecret, encryptSecret, isPlaceholder, last4Of, loadSecretKey } from '../secrets';
import { parseObject, storedSecrets, type StoredSecret } from './integration-dto';
import type { IntegrationRow } from './integration-table';
import { anchorField, isSecretField, kindFields } from './secret-fields';
import { SAVE_GUARDS } from './url-safety';

/** Body keys that are not credential fields (SPEC §7: the fields plus componentId; ARCHITECTURE: type). */
const META_KEYS = new Set(['type', 'componentId', 'platform', 'pluginType', 'rawData', 'isActive', 'id', 'guid', 'serviceName']);

export interface PreparedIntegration {
  type: string;
  values: Record<string, unknown>;
  secrets: Record<string, StoredSecret>;
  isActive: boolean;
  rawData: Record<string, unknown> | null;
}

function kindOf(type: unknown): IntegrationKind {
  if (typeof type !== 'string' || !type) throw badRequest('The integration "type" is required.', 'INTEGRATION_TYPE_REQUIRED');
  const kind = getIntegrationKind(type);
  if (!kind) throw badRequest(`"${type}" is not an integration we support.`, 'UNKNOWN_INTEGRATION');
  if (kind.disabled) throw badRequest(kind.disabled.message, ERROR_CODES.GOOGLE_DRIVE_UNAVAILABLE);
  return kind;
}

export function openSecrets(deps: Deps, row: Pick<IntegrationRow, 'id' | 'secrets'>): Record<string, string> {
  const key = loadSecretKey(deps.config);
  const out: Record<string, string> = {};
  for (const [name, s] of Object.entries(storedSecrets(row))) out[name] = decryptSecret(key, s.enc, `${row.id}:${name}`);
  return out;
}

export async function prepareIntegration(
  deps: Deps,
  args: { id: string; ownerId: string; body: Record<string, unknown>; existing?: IntegrationRow },
): Promise<PreparedIntegration> {
  const { body, existing } = args;
  if (existing && body.type !== undefined && body.type !== existing.type) {
    throw badRequest('The type of an integration cannot change; delete it and add a new one.', 'INTEGRATION_TYPE_CHANGE');
  }
  const kind = kindOf(existing?.type ?? body.type);
  const fields = kindFields(kind);
  const names = new Set(fields.map((f) => f.name));
  for (const k of Object.keys(body)) {
    if (!META_KEYS.has(k) && !names.has(k)) throw badRequest(`"${k}" is not a field of the ${kind.key} integration.`, 'UNKNOWN_FIELD');
  }
  const oldValues = existing ? parseObject(existing.values) : integrationDefaults(kind.key);
  const oldSecrets = existing ? openSecrets(deps, existing) : {};
  const oldStored = existing ? storedSecrets(existing) : {};

  const merged: Record<string, unknown> = {};
  const fresh = new Set<string>();
  for (const f of fields) {
    const given = Object.prototype.hasOwnProperty.call(body, f.name);
    const v = given ? body[f.name] : undefined;
    const oldSecretValue = oldSecrets[f.name];
    if (isSecretField(kind, f, given ? v : oldValues[f.name] ?? oldSecretValue)) {
      if (v === null) continue;
      if (given && typeof v === 'string' && v.trim() !== '' && !isPlaceholder(v)) {
        merged[f.name] = v.trim();
        fresh.add(f.name);
      } else if (oldSecretValue !== undefined) merged[f.name] = oldSecretValue;
      else if (given && !isPlaceholder(v) && v !== '') merged[f.name] = v; // let validation name the bad type
    } else {
      const raw = given ? v : oldValues[f.name];
      if (raw !== undefined && raw !== null) merged[f.name] = typeof raw === 'string' ? raw.trim() : raw;
    }
  }
  const anchor = anchorField(kind);
  if (existing && anchor && String(oldValues[anchor] ?? '') !== String(merged[anchor] ?? '')) {
    for (const f of fields) if (isSecretField(kind, f, merged[f.name]) && !fresh.has(f.name)) delete merged[f.name];
  }

  const errors = validateIntegration(kind.key, merged);
  if (errors.length) throw badRequest(errors.map((e) => e.message).join(' '), 'INVALID_INTEGRATION');
  for (const f of fields) {
    const guard = f.format && SAVE_GUARDS[f.format];
    if (guard && typeof merged[f.name] === 'string') await guard(deps, merged[f.name] as string);
  }
  if (kind.key === PRODUCT_FORM_KEY) await assertOwnForm(deps, args.ownerId, String(merged.widgetId));

  const key = loadSecretKey(deps.config);
  const values: Record<string, unknown> = {};
  const secrets: Record<string, StoredSecret> = {};
  for (const f of fields) {
    const v = merged[f.name];
    if (v === undefined) continue;
    if (!isSecretField(kind, f, v)) values[f.name] = v;
    else if (!fresh.has(f.name) && oldStored[f.name]) secrets[f.name] = oldStored[f.name];
    else secrets[f.name] = { enc: encryptSecret(key, String(v), `${args.id}:${f.name}`), last4: last4Of(String(v)) };
  }
  if (kind.auth === 'oauth' && existing) keepOAuthGrant(existing, values, secrets);
  return { type: kind.key, values, secrets, isActive: activeFlag(kind, body, existing, secrets), rawData: rawDataOf(body, existing) };
}

/** Secrets and value written by the OAuth callback (server/oauth/), not by the owner: a PUT keeps them. */
export const OAUTH_SECRET_NAMES = ['accessToken', 'refreshToken'] as const;
export const OAUTH_VALUE_NAME = 'oauth';

function keepOAuthGrant(existing: IntegrationRow, values: Record<string, unknown>, secrets: Record<string, StoredSecret>): void {
  const stored = storedSecrets(existing);
  for (const name of OAUTH_SECRET_NAMES) if (stored[name]) secrets[name] = stored[name];
  const grant = parseObject(existing.values)[OAUTH_VALUE_NAME];
  if (grant !== undefined) values[OAUTH_VALUE_NAME] = grant;
}

function activeFlag(kind: IntegrationKind, body: Record<string, unknown>, existing: IntegrationRow | undefined, secrets: Record<string, StoredSecret>): boolean {
  // paypal-v2 becomes active only through the sign-up status check; oauth kinds only with a token.
  if (kind.auth === 'popup-signup') return existing?.is_active === 1;
  if (kind.auth === 'oauth' && !secrets.accessToken && !(kind.personalToken && secrets[kind.personalToken.name])) return false;
  if (typeof body.isActive === 'boolean') return body.isActive;
  return existing ? existing.is_active === 1 : true;
}

function rawDataOf(body: Record<string, unknown>, existing?: IntegrationRow): Record<string, unknown> | null {
  if (body.rawData === undefined) return existing?.raw_data ? parseObject(existing.raw_data) : null;
  if (body.rawData === null) return null;
  if (typeof body.rawData !== 'object' || Array.isArray(body.rawData)) throw badRequest('"rawData" must be an object.', 'INVALID_RAW_DATA');
  const events = (body.rawData as Record<string, unknown>).events;
  if (events !== undefined && !Array.isArray(events)) throw badRequest('"rawData.events" must be a list.', 'INVALID_RAW_DATA');
  if (JSON.stringify(body.rawData).length > 64 * 1024) throw badRequest('"rawData" is too large.', 'INVALID_RAW_DATA');
  // Each event as SPEC §3 has it (key, category, action, label, value, name): the viewer reads them as such.
  const parsed = events === undefined ? null : z.array(TrackedEventSchema).max(200).safeParse(events);
  if (parsed && !parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`"rawData.events.${issue.path.join('.')}": ${issue.message}`, 'INVALID_RAW_DATA');
  }
  return body.rawData as Record<string, unknown>;
}

async function assertOwnForm(deps: Deps, ownerId: string, widgetId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('widgets')
    .select('type')
    .where('id', '=', widgetId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row || row.type !== 'form') throw badRequest('Pick one of your form widgets.', 'INVALID_FORM_WIDGET');
}
