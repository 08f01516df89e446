// The shape every service's sender has (senders.ts lists them by integration kind).
import type { DeliveryBaseUrls } from '../config';
import type { Submission } from './submission';

/** What a service is given for one submission. */
export interface SendArgs {
  submission: Submission;
  /** The integration's non-secret values and its opened secrets, by the catalogue's field names. */
  fields: Record<string, string>;
  baseUrls: DeliveryBaseUrls;
  /** FETCH_ALLOW_HOSTS, for the guarded fetcher that reaches owner-given URLs (a Teams webhook). */
  allowHosts: readonly string[];
}

/** 'skipped': nothing in the submission for this service (a mailing list, and no email given). */
export type Sender = (a: SendArgs) => Promise<'sent' | 'skipped'>;

/** Checks the credentials without passing anything on where that would add a person or cost money
 *  (a mailing list, a text message), or with a test message where it only posts (a channel). Resolves
 *  to what the owner is told; a problem is a DeliveryError. */
export type Checker = (a: Omit<SendArgs, 'submission'>) => Promise<string>;

/** One service: how it takes a submission, and how the owner checks the connection. */
export interface Service {
  send: Sender;
  check: Checker;
}
