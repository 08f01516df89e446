// Which integration kinds pass a form submission on, how, and how the owner checks the connection (SPEC
// §3 kinds; what the server does with them is ours: SPEC §7 "not shown").
import { checkDiscord, sendToDiscord } from './discord';
import { checkKlaviyo, sendToKlaviyo } from './klaviyo';
import { checkMailchimp, sendToMailchimp } from './mailchimp';
import { checkMailerlite, sendToMailerlite } from './mailerlite';
import { checkSendgrid, sendToSendgrid } from './sendgrid';
import type { Checker, Sender } from './sender';
import { checkSlack, sendToSlack } from './slack';
import { checkTeams, sendToTeams } from './teams';
import { checkTwilio, sendToTwilio } from './twilio';
import { checkZendesk, sendToZendesk } from './zendesk';

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

export const CONNECTION_CHECKS: Readonly<Record<string, Checker>> = {
  mailchimp: checkMailchimp,
  sendgrid: checkSendgrid,
  mailerlite: checkMailerlite,
  klaviyo: checkKlaviyo,
  twilio: checkTwilio,
  'microsoft-teams': checkTeams,
  slack: checkSlack,
  discord: checkDiscord,
  zendesk: checkZendesk,
};
