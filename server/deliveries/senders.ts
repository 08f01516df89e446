// Which integration kinds pass a submission on, how, and how the owner checks the connection (SPEC §3
// kinds; what the server does with them is ours: SPEC §7 "not shown").
import { discord } from './discord';
import { klaviyo } from './klaviyo';
import { mailchimp } from './mailchimp';
import { mailerlite } from './mailerlite';
import { monday } from './monday';
import type { Service } from './sender';
import { sendgrid } from './sendgrid';
import { slack } from './slack';
import { teams } from './teams';
import { twilio } from './twilio';
import { zendesk } from './zendesk';

export const SERVICES: Readonly<Record<string, Service>> = {
  mailchimp,
  sendgrid,
  mailerlite,
  klaviyo,
  twilio,
  'microsoft-teams': teams,
  slack,
  discord,
  zendesk,
  monday,
};

export const SUBMISSION_SENDER_KINDS = Object.keys(SERVICES);
