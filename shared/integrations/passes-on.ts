// What a connected integration does with a form submission or a chat contact (server/deliveries/ is
// the doing; the builder says it on the connect screen). Ours: SPEC §7 leaves it "not shown".
/** The widget types whose visitors' details are passed on (form submissions, AI chat contacts). */
export const PASSES_ON_TYPES: readonly string[] = ['form', 'ai_chat'];

/** The mailing lists, and where on each the person goes. */
const MAILING_LISTS: Readonly<Record<string, string>> = {
  mailchimp: 'your first Mailchimp audience',
  sendgrid: 'your SendGrid contacts',
  mailerlite: 'your MailerLite subscribers',
  klaviyo: 'your Klaviyo profiles',
};

export const PASSES_ON: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(MAILING_LISTS).map(([k, where]) => [k, `Adds each person who leaves their email in this form or chat to ${where}.`])),
  twilio: 'Texts each form submission and chat contact to the To number, from your Twilio number.',
  'microsoft-teams': 'Posts each form submission and chat contact to the Teams channel of this webhook.',
  slack: 'Posts each form submission and chat contact to the Slack channel you pick when connecting.',
  discord: 'Posts each form submission and chat contact to the Discord channel you pick when connecting.',
  monday: 'Adds each form submission and chat contact as an item, named after the person, to a private board of your monday.com account named after the form or chat, with the answers as its update.',
  zapier: 'Sends each form submission and chat contact to your Zaps: once connected, add the Catch Hook URL of a Zap’s Webhooks by Zapier trigger, or let a Zap subscribe itself with an API key (the builder’s home, API keys).',
  make: 'Sends each form submission and chat contact to your Make scenarios: once connected, add the address of a scenario’s Custom webhook, or let a scenario subscribe itself with an API key (the builder’s home, API keys).',
  zendesk: 'Opens a Zendesk ticket for each form submission and chat contact, from the person when they left their email. The OAuth client needs the client credentials grant.',
};

/** Shown with the mailing lists: the visitor's answer to the form's consent box is respected. */
export const MAILING_LIST_CONSENT = 'Nobody who leaves a consent box of the form unticked is added.';

export const isMailingList = (key: string) => key in MAILING_LISTS;
