// SPEC §7 "Slugs and custom domains" through the shared clients. Response shapes the SPEC leaves open
// are read tolerantly; the custom-domain GET is read here whole because the builder needs the TXT record
// the shared client's domain-only answer drops.
import * as shared from '../../../shared/api/slugs';
import { request, type ApiConfig } from '../../../shared/api/request';

const base = (id: string) => `/api/v1/plugin/${encodeURIComponent(id)}`;

export async function updateSlug(cfg: ApiConfig, id: string, slug: string): Promise<string> {
  const data = (await shared.updateSlug(cfg, id, slug)) as { slug?: string } | string | null;
  return typeof data === 'string' ? data : (data?.slug ?? slug);
}

export interface OneTimeSlug {
  slug: string;
  expiresAt?: number | string;
}

export async function createOneTimeSlug(cfg: ApiConfig, id: string): Promise<OneTimeSlug> {
  return { slug: await shared.getOneTimeSlug(cfg, id) };
}

export async function deleteOneTimeSlug(cfg: ApiConfig, id: string, slug: string): Promise<void> {
  await shared.deleteOneTimeSlug(cfg, id, slug);
}

export interface CustomDomain {
  domain: string;
  verified?: boolean;
  /** The DNS TXT record the owner adds to prove the domain is theirs. */
  txtRecord?: { name: string; value: string };
}

function readDomain(d: unknown): CustomDomain | null {
  // The GET answers the widget's domains as a list; the builder manages one.
  if (Array.isArray(d)) d = d[0];
  if (!d || typeof d !== 'object') return null;
  const o = d as Record<string, unknown>;
  if (typeof o.domain !== 'string' || !o.domain) return null;
  const txt = (o.txtRecord ?? o.txt ?? o.record) as { name?: string; names?: string[]; value?: string; host?: string } | undefined;
  const name = txt?.name ?? txt?.names?.[0] ?? txt?.host ?? (o.txtName as string | undefined);
  const value = txt?.value ?? (o.txtValue as string | undefined) ?? (o.token as string | undefined);
  return { domain: o.domain, verified: o.verified === true || o.status === 'verified', txtRecord: name && value ? { name, value } : undefined };
}

export async function getCustomDomain(cfg: ApiConfig, id: string): Promise<CustomDomain | null> {
  const res = await request<unknown>(cfg, `${base(id)}/custom-domain`);
  return readDomain(res.data);
}

export async function setCustomDomain(cfg: ApiConfig, id: string, domain: string): Promise<CustomDomain | null> {
  return readDomain(await shared.setCustomDomain(cfg, id, domain));
}

export async function verifyCustomDomain(cfg: ApiConfig, id: string, domain: string): Promise<CustomDomain | null> {
  return readDomain(await shared.verifyCustomDomain(cfg, id, domain));
}

export async function deleteCustomDomain(cfg: ApiConfig, id: string, domain: string): Promise<void> {
  await shared.deleteCustomDomain(cfg, id, domain);
}
