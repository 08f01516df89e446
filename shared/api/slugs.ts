// SPEC §7 "Slugs and custom domains".
import { request } from './request';
import { enc, type ClientConfig } from './client-config';

const plugin = (id: string) => `api/v1/plugin/${enc(id)}`;

export async function updateSlug(cfg: ClientConfig, id: string, slug: string): Promise<unknown> {
  return (await request(cfg, `${plugin(id)}/update-slug`, { method: 'PUT', body: { slug } })).data;
}

export async function getOneTimeSlug(cfg: ClientConfig, id: string): Promise<string> {
  const env = await request<string | { slug: string }>(cfg, `${plugin(id)}/one-time-slug`);
  return typeof env.data === 'string' ? env.data : env.data?.slug;
}

/** SPEC §7: no credentials. */
export async function deleteOneTimeSlug(cfg: ClientConfig, id: string, slug: string): Promise<void> {
  await request(cfg, `${plugin(id)}/one-time-slug/${enc(slug)}/delete`, { method: 'POST', credentials: false });
}

export async function getCustomDomain(cfg: ClientConfig, id: string): Promise<string | null> {
  const env = await request<string | { domain?: string } | null>(cfg, `${plugin(id)}/custom-domain`);
  return typeof env.data === 'string' ? env.data : (env.data?.domain ?? null);
}

/** SPEC §7: body domain, credentials included. */
export async function setCustomDomain(cfg: ClientConfig, id: string, domain: string): Promise<unknown> {
  return (await request(cfg, `${plugin(id)}/custom-domain`, { method: 'POST', body: { domain }, credentials: true })).data;
}

export async function verifyCustomDomain(cfg: ClientConfig, id: string, domain: string): Promise<unknown> {
  return (await request(cfg, `${plugin(id)}/custom-domain/verify`, { method: 'POST', body: { domain } })).data;
}

export async function deleteCustomDomain(cfg: ClientConfig, id: string, domain: string): Promise<void> {
  await request(cfg, `${plugin(id)}/custom-domain/delete`, { method: 'POST', body: { domain } });
}
