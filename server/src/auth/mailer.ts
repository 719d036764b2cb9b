// Account mail (verification, password reset). With SMTP_URL it goes out through nodemailer. Without it, a
// self-hoster running without a mail server can still finish the flow: each mail is appended to
// DATA_DIR/unsent-mail.log (0600, beside auth.db, which holds reset tokens anyway), and the log says so at info
// without the link — the link is a bearer token, and the log holds none (docs/decisions.md, "Security round 4").
// Messages are plain text (account-mail-text.ts).
import { appendFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { makePrivateDir, makePrivateFile, narrowToOwner } from '../lib/private-files.ts';

/** The file unsent account mail goes to, in DATA_DIR. */
export const UNSENT_MAIL_FILE = 'unsent-mail.log';

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

export function createMailer(options: { smtpUrl: string | undefined; from: string; unsentFile: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    const file = options.unsentFile;
    // Kept from before: 0600 from now on, like the mails still to be written.
    narrowToOwner(file);
    return {
      async send(mail) {
        makePrivateDir(dirname(file));
        makePrivateFile(file);
        // One line per mail: when, to whom, the subject and the link, tab-separated.
        const line = [new Date().toISOString(), mail.to, mail.subject, mail.link].map((field) => field.replace(/[\t\r\n]/g, ' ')).join('\t');
        await appendFile(file, `${line}\n`);
        log.info({ file, subject: mail.subject }, `mail not configured (set SMTP_URL): account mail written to ${file} instead`);
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
