// A form submission a service would not take, in words the owner can act on. The builder shows the
// message beside the integration (IntegrationDto.delivery), so it never holds a credential.
export class DeliveryError extends Error {
  constructor(
    message: string,
    /** The service may take it later (no answer, a time-out, 429, 5xx): worth one more try. */
    readonly transient = false,
    /** The service's HTTP status when it answered (a hook answering 410 is gone for good). */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

const MAX_MESSAGE = 300;

/** The service's own reason from an error body, in the shapes these services answer with. */
export function vendorReason(body: string): string {
  try {
    const j = JSON.parse(body) as Record<string, unknown>;
    const first = (v: unknown) => (Array.isArray(v) ? (v[0] as Record<string, unknown> | undefined) : undefined);
    const reason =
      j.detail ?? // Mailchimp (problem+json)
      first(j.errors)?.message ?? // SendGrid
      first(j.errors)?.detail ?? // Klaviyo (JSON:API)
      j.message ?? // MailerLite, Twilio
      (j.error as Record<string, unknown> | undefined)?.message ?? // Teams workflows
      j.error;
    if (typeof reason === 'string' && reason.trim()) return reason.trim();
  } catch {
    /* not JSON: the text itself */
  }
  return body.trim().replace(/\s+/g, ' ');
}

export function refused(label: string, status: number, body: string): DeliveryError {
  const reason = vendorReason(body).slice(0, MAX_MESSAGE);
  return new DeliveryError(`${label} answered ${status}${reason ? `: ${reason}` : '.'}`, status === 429 || status >= 500, status);
}
