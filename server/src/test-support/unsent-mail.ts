// Account mail as the server keeps it without SMTP_URL: one line per mail in DATA_DIR/unsent-mail.log (when, to
// whom, the subject, the link; tab-separated), where the operator finds it (auth/mailer.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNSENT_MAIL_FILE } from '../auth/mailer.ts';

export interface UnsentMail {
  at: string;
  to: string;
  subject: string;
  link: string;
}

export function unsentMails(dataDir: string): UnsentMail[] {
  const file = join(dataDir, UNSENT_MAIL_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at = '', to = '', subject = '', link = ''] = line.split('\t');
      return { at, to, subject, link };
    });
}
