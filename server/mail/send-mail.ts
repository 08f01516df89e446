// Mail from the server (owner notifications) through the SMTP server SMTP_URL names, with nodemailer: one
// transport per URL (a connection per message: a form's mail is rare, and no socket outlives it), short
// time-outs so a dead mail server never holds anything for long.
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    const u = new URL(smtpUrl);
    const secure = u.protocol === 'smtps:';
    t = nodemailer.createTransport({
      host: u.hostname,
      port: Number(u.port) || (secure ? 465 : 587),
      secure,
      ...(u.username && { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

/** Sends one message; resolves once the SMTP server accepted it, rejects with its reason otherwise. */
export async function sendMail(smtpUrl: string, from: string, m: Mail): Promise<void> {
  // A header is one line: an owner's widget name or a visitor's answer never starts a header of its own.
  const line = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
  await transportFor(smtpUrl).sendMail({ from, to: m.to, subject: line(m.subject), text: m.text, ...(m.replyTo && { replyTo: line(m.replyTo) }) });
}
