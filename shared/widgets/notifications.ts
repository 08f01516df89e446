// Who hears by email of what visitors send (a form's submissions, an AI chat's new contacts): the data
// key `notifications` of those types. Sent only by a server with SMTP_URL set.
export type Notifications = {
  enabled: boolean;
  /** Empty: the owner's account email. */
  email: string;
};

export const notificationDefaults: Notifications = { enabled: true, email: '' };
