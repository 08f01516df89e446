// Which integration kinds pass a form submission on, and how (SPEC §3 kinds; what the server does with
// them is ours: SPEC §7 "not shown").
import { sendToDiscord } from './discord';
import { sendToKlaviyo } from './klaviyo';
import { sendToMailchimp } from './mailchimp';
import { sendToMailerlite } from './mailerlite';
import { sendToSendgrid } from './sendgrid';
import type { Sender } from './sender';
import { sendToSlack } from './slack';
import { sendToTeams } from './teams';
import { sendToTwilio } from './twilio';
import { sendToZendesk } from './zendesk';

export const SUBMISSION_SENDERS: Readonly<Record<string, Sender>> = {
  mailchimp: sendToMailchimp,
  sendgrid: sendToSendgrid,
  mailerlite: sendToMailerlite,
  klaviyo: sendToKlaviyo,
  twilio: sendToTwilio,
  'microsoft-teams': sendToTeams,
  slack: sendToSlack,
  discord: sendToDiscord,
  zendesk: sendToZendesk,
};

export const SUBMISSION_SENDER_KINDS = Object.keys(SUBMISSION_SENDERS);
