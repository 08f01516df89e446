// Rows of `one_time_slugs` (consumed by deleting the row) and `custom_domains`.
export interface OneTimeSlugTable {
  slug: string;
  widget_id: string;
  created_at: number;
  expires_at: number;
}

export interface CustomDomainTable {
  domain: string;
  widget_id: string;
  /** The value of the TXT record the owner must publish: tessera-verify=<token>. */
  token: string;
  verified_at: number | null;
  created_at: number;
}
