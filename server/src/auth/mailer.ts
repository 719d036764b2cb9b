// Account mail (verification, password reset). With SMTP_URL it goes out through nodemailer; without it the
// link is written to the log at info with a clear "mail not configured" line, so a self-hoster running
// without a mail server can still finish the flow. Messages are plain text (account-mail-text.ts).
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface AccountMail {
  to: string;
  subject: string;
  /** The one link the mail exists for. */
  link: string;
  text: string;
}

export interface Mailer {
  send(mail: AccountMail): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        log.info({ mailTo: mail.to, subject: mail.subject, link: mail.link }, 'mail not configured (set SMTP_URL): account link written here instead');
      },
      close() {},
    };
  }
  const transport = createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
